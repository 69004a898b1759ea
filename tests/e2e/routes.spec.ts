import { expect, test } from '@playwright/test';
import { siteRoutes } from './support/routes';
import { blockThirdParties, waitForHydration, watchHydrationErrors } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

// The routes in groups of ten, so the workers share them.
const routeGroups = Array.from({ length: Math.ceil(siteRoutes.length / 10) }, (_, i) =>
  siteRoutes.slice(i * 10, i * 10 + 10),
);

for (const routes of routeGroups) {
  test(`routes ${routes[0]} to ${routes.at(-1)} answer 200 with a heading and hydrate cleanly`, async ({
    page,
  }) => {
    // Each route is loaded and hydrated in turn: up to 3 s a route on the 2-core CI machine.
    test.setTimeout(90_000);
    const hydrationErrors = watchHydrationErrors(page);
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(page.locator('h1').first(), route).not.toHaveText(/page not found/i);
      await waitForHydration(page);
    }
    expect(hydrationErrors).toEqual([]);
  });
}

test('an unknown path answers 404 with the helpful not-found page', async ({ page }) => {
  const response = await page.goto('/toolhive/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const sections = page.getByRole('navigation', { name: 'Main sections' });
  await expect(sections.getByRole('link', { name: 'Quickstart' })).toHaveAttribute(
    'href',
    '/toolhive/quickstart',
  );
  await expect(sections.getByRole('link', { name: 'CLI guides' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Kubernetes guides' })).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: 'Search docs' })).toBeVisible();
});

test('a client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/definitely/missing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a link ending in index.html is normalised to the plain path', async ({ page }) => {
  await page.goto('/toolhive/guides-cli/install/index.html');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/page not found/i);
  await expect(page.locator('.menu__link--active').last()).toHaveAttribute(
    'href',
    '/toolhive/guides-cli/install',
  );
});

test('the theme preview is kept out of search engines', async ({ page }) => {
  await page.goto('/theme-preview');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
    await expect(page.locator(`.theme-admonition-${kind}`)).toHaveCount(1);
  }
  for (const language of ['bash', 'json', 'powershell', 'docker', 'lua']) {
    const block = page.locator(`div.language-${language}`);
    await expect(block, language).toHaveCount(1);
    await expect(block.locator('.theme-code-block-highlighted-line'), language).not.toHaveCount(0);
    await expect(block.locator('[class*="codeBlockTitle"]'), language).toBeVisible();
    await expect(block.locator('.token').first(), language).toBeVisible();
  }
  await expect(page.locator('[role="tablist"]')).toBeVisible();
  await expect(page.locator('details')).toBeVisible();
  await expect(page.locator('table')).toBeVisible();
  await expect(page.locator('article .card')).toHaveCount(3);
  for (const level of [2, 3, 4]) {
    await expect(page.locator(`article h${level}`).first()).toBeVisible();
  }
});

test('the sitemap lists the docs but not test pages or the theme preview', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/toolhive/quickstart');
  expect(sitemap).not.toContain('/e2e/');
  expect(sitemap).not.toContain('/theme-preview');
});
