import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

const modalInput = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');

async function openWithShortcut(page: Page) {
  // The shortcut listener is attached just after hydration and the modal's
  // code loads on first use, so press again only while no modal is there.
  await expect(async () => {
    if ((await modalInput(page).count()) === 0) await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('the index is fetched on first use, never on page load', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index.json')) indexRequests.push(request.url());
  });
  await page.goto('/toolhive/quickstart', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  expect(indexRequests).toEqual([]);
  await page.getByRole('button', { name: 'Search docs' }).hover();
  await expect.poll(() => indexRequests.length).toBe(1);
});

test('Ctrl+K and / open the modal, Escape closes it', async ({ page }) => {
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await openWithShortcut(page);
  await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(modalInput(page)).toHaveAttribute('maxlength', '64');
  await page.keyboard.press('Escape');
  await expect(modalInput(page)).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modalInput(page)).toHaveCount(0);
});

test('hits are grouped by section and lead to the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('permission profile');
  const firstHit = page.locator('.DocSearch-Hit').first();
  await expect(firstHit).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/CLI guides/);
  const groups = await page.locator('.DocSearch-Hits section, .DocSearch-Hits').count();
  expect(groups).toBeGreaterThan(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/toolhive\//);
  await expect(modalInput(page)).toHaveCount(0);
});

test('a typo still finds the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('secrts');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/secret/i);
});

test('"See all N results" opens the shareable search page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('registry');
  const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=registry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "registry"');
});

test('the search page shows 20 results at a time and more on request', async ({ page }) => {
  await page.goto('/search?q=server');
  await waitForHydration(page);
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20);
  await expect(page.getByText(/^\d+ results for "server"$/)).toBeVisible();
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);
  await expect(page.locator('#search-page-input')).toHaveAttribute('maxlength', '64');
});

test('a query is never interpreted as HTML', async ({ page }) => {
  const payload = '<img src=x onerror="window.__pwned=1">';
  await page.goto(`/search?q=${encodeURIComponent(payload)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  await openWithShortcut(page);
  await page.keyboard.type(payload);
  await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
  expect(await page.locator('main img[src="x"], .DocSearch-Modal img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('no results shows the query and a way to report it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('zzqxv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "zzqxv"');
  const help = page.locator('.DocSearch-NoResults .DocSearch-Help').last();
  await expect(help).toContainText('Believe this query should return results?');
  await expect(help.getByRole('link')).toHaveAttribute('href', /zzqxv/);
});

test('an index that fails to load shows the error screen, and search recovers', async ({
  page,
}) => {
  let failing = true;
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.route('**/search-index.json', (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('secrets');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  expect(errors).toEqual([]);
  failing = false;
  await modalInput(page).fill('registry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Unable to fetch results')).toBeHidden();
});

test('the not-found page offers search', async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Search docs' }).click();
  await expect(modalInput(page)).toBeFocused();
});
