import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { brotliCompressSync, constants } from 'node:zlib';
import { blockThirdParties, waitForHydration } from './support/browser';
import { sampleDocPage } from './support/routes';

/** First-load JavaScript budget, brotli-compressed (quality 11, as a CDN serves static files). */
const FIRST_LOAD_JS_BUDGET = 148 * 1024;

const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

for (const path of ['/', sampleDocPage]) {
  test(`first-load JavaScript on ${path} stays within ${FIRST_LOAD_JS_BUDGET / 1024} KB`, async ({
    page,
  }) => {
    await blockThirdParties(page);
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (!response.url().startsWith('http://localhost')) return;
      sizes.set(response.url(), brotliSize(await response.body()));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({ type: 'first-load JS (br)', description: `${total} bytes` });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });
}

/**
 * The API reference page may cost at most a third of what redocusaurus costs
 * for the same OpenAPI file: 401.2 KB measured (see packages/api-reference).
 */
const API_REFERENCE_JS_BUDGET = 133 * 1024;

test(`first-load JavaScript on /toolhive/reference/api stays within ${API_REFERENCE_JS_BUDGET / 1024} KB`, async ({
  page,
}) => {
  await blockThirdParties(page);
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (!response.url().startsWith('http://localhost')) return;
    sizes.push(response.body().then(brotliSize));
  });
  await page.goto('/toolhive/reference/api', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({ type: 'first-load JS (br)', description: `${total} bytes` });
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(API_REFERENCE_JS_BUDGET);
});

const axePages = [
  '/',
  // The overview, with the docs MCP server's client configurations in tabs.
  '/toolhive/',
  sampleDocPage,
  '/theme-preview',
  '/no-such-page',
  '/search',
  '/toolhive/reference/api',
];

// On a phone, wide tables scroll sideways; keyboard users must be able to scroll them too.
const phoneAxePages = [
  sampleDocPage,
  '/toolhive/reference/cli/thv_run',
  '/toolhive/guides-k8s/deploy-operator-helm',
  '/toolhive/quickstart',
];

/** Opens `path` in the given colour mode and lists axe-core's WCAG 2.1 AA and best-practice violations. */
async function axeViolationsOn(
  page: Page,
  path: string,
  colorScheme: 'light' | 'dark',
): Promise<string[]> {
  await blockThirdParties(page);
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of phoneAxePages) {
    test(`no axe-core violations on ${path} at 390 px in ${colorScheme} mode`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolationsOn(page, path, colorScheme)).toEqual([]);
    });
  }

  for (const path of axePages) {
    test(`no axe-core violations on ${path} in ${colorScheme} mode`, async ({ page }) => {
      // The API reference is one long page (about 12,000 elements); axe takes minutes there.
      if (path === '/toolhive/reference/api') test.setTimeout(240_000);
      expect(await axeViolationsOn(page, path, colorScheme)).toEqual([]);
    });
  }
}
