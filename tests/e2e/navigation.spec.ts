import { expect, test, type Route } from '@playwright/test';
import { blockThirdParties, clientNavigate, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

test('a route change scrolls to the hash target, or to the top without one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/');
  await waitForHydration(page);
  await clientNavigate(page, '/theme-preview#code-blocks');
  const heading = page.locator('#code-blocks');
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await clientNavigate(page, '/toolhive/quickstart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a slow route change shows the progress bar after 200 ms and no spinner', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  const held: Route[] = [];
  await page.route('**/assets/js/**', (route) => {
    held.push(route);
  });
  await clientNavigate(page, '/theme-preview');
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await page.clock.runFor(190);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(20);
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  // The bar starts at the 8 % minimum ...
  await expect(bar).toHaveAttribute('style', /translate3d\(-92%/);
  // ... and trickles forward every 800 ms, not every 200 ms.
  await page.clock.runFor(600);
  await expect(bar).toHaveAttribute('style', /translate3d\(-92%/);
  await page.clock.runFor(250);
  await expect(bar).not.toHaveAttribute('style', /translate3d\(-92%/);

  await page.unroute('**/assets/js/**');
  await Promise.all(held.map((route) => route.continue()));
  await page.clock.runFor(1000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme preview');
});

test('the loading spinner appears only after 200 ms', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('lazily loaded panel')) await released;
    await route.fulfill({ response });
  });
  await page.goto('/e2e/route-loading', { waitUntil: 'domcontentloaded' });
  // The paused clock also holds back requestAnimationFrame, so data-has-hydrated
  // never turns true. React claims an element once it has rendered all of its
  // children, so a claimed <main> shows that hydration has passed the lazy
  // panel inside it and started the panel's 200 ms timer.
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.clock.runFor(150);
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('status')).toBeVisible();
  release();
  await expect(page.getByTestId('lazy-panel')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  // A script still on its way when the test ends must not fail it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a route that fails to load shows the error and retries', async ({ page }) => {
  let failing = true;
  await page.route('**/assets/js/**', async (route) => {
    const response = await route.fetch();
    if (failing && (await response.text()).includes('lazily loaded panel')) {
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  await page.goto('/e2e/route-loading');
  const box = page.getByRole('alert');
  await expect(box).toBeVisible();
  await expect(box).toContainText(/loading chunk .* failed/i);
  failing = false;
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('lazy-panel')).toBeVisible();
});

test('a failed route preload logs a warning and reloads the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/assets/js/**', (route) => route.abort('connectionreset'));
  const reloaded = page.waitForEvent('load');
  await clientNavigate(page, '/theme-preview');
  await reloaded;
  expect(warnings.join('\n')).toMatch(/chunk/i);
  await expect(page).toHaveURL(/\/theme-preview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme preview');
});

const slowConnections = {
  '2g': { effectiveType: '2g', saveData: false },
  'data saver': { effectiveType: '4g', saveData: true },
};

for (const [name, connection] of Object.entries(slowConnections)) {
  test(`no route prefetch on ${name}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Start the quickstart' }).hover();
    // Prefetches wait for an idle moment, at most 2 s (src/navigation/idle-prefetch.ts).
    await page.waitForTimeout(2_500);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
}

test('routes are prefetched on a fast connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: false },
      configurable: true,
    });
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
});

test('prefetches run one route at a time instead of in one burst at load', async ({ page }) => {
  await page.addInitScript(() => {
    // Links inserted before a message posted on the first insertion is
    // delivered count as one batch: they were inserted in the same task.
    const batches: number[] = [];
    let batchOpen = false;
    Object.assign(window, { prefetchBatches: batches });
    new MutationObserver((records) => {
      const links = records
        .flatMap((record) => Array.from(record.addedNodes))
        .filter((node) => node instanceof HTMLLinkElement && node.rel === 'prefetch');
      if (links.length === 0) return;
      if (!batchOpen) {
        batchOpen = true;
        batches.push(0);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (batchOpen = false);
        channel.port2.postMessage(null);
      }
      batches[batches.length - 1] += links.length;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  const prefetchBatches = () =>
    page.evaluate(() => (window as unknown as { prefetchBatches: number[] }).prefetchBatches);
  // Wait until the chunks of the links visible at load have been requested.
  await expect
    .poll(async () => (await prefetchBatches()).reduce((sum, size) => sum + size, 0))
    .toBeGreaterThan(100);
  const batches = await prefetchBatches();
  // One docs route needs about 20 chunks; Docusaurus alone inserts the chunks
  // of every visible link at once, some 280 tags in a single task.
  expect(Math.max(...batches)).toBeLessThanOrEqual(30);
});

test('the base-URL banner appears when the site cannot load at the home path', async ({ page }) => {
  await page.route(/\/assets\//, (route) => route.abort('blockedbyclient'));
  await page.goto('/');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
    '/',
  );
});
