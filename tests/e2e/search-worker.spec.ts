import { expect, test, type Page, type Worker } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';
import { servedSearchIndex } from './support/search-index';

test.beforeEach(async ({ page }) => blockThirdParties(page));

/** The files a page or worker fetched, from its own resource timing entries. */
const resourceNames = () => performance.getEntriesByType('resource').map((entry) => entry.name);
const fetched = (context: Page | Worker): Promise<string[]> =>
  'mainFrame' in context ? context.evaluate(resourceNames) : context.evaluate(resourceNames);

test('the search page fetches the index and runs the engine in a worker, not on the main thread', async ({
  page,
  baseURL,
  request,
}) => {
  const { manifest } = await servedSearchIndex(request);
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  expect(page.workers()).toHaveLength(0);
  await page.goto('/search?q=secrets');
  await expect(page.locator('main ol > li')).toHaveCount(20, { timeout: 30_000 });
  const workers = page.workers();
  expect(workers).toHaveLength(1);
  expect(new URL(workers[0]!.url()).origin).toBe(new URL(baseURL!).origin);
  const paths = (await fetched(workers[0]!))
    .filter((url) => url.includes('search-index'))
    .map((url) => new URL(url).pathname);
  if (manifest === null) {
    expect(paths).toEqual(['/search-index.json']);
  } else {
    // The manifest, then the query's fragments: term shards and page blocks, never the whole index.
    expect(paths[0]).toBe('/search-index.json');
    const fragments = paths.slice(1);
    expect(fragments.some((path) => path.startsWith(`/${manifest.fragments}terms/`))).toBe(true);
    expect(fragments.some((path) => path.startsWith(`/${manifest.fragments}pages/`))).toBe(true);
    for (const path of fragments)
      expect(path.startsWith(`/${manifest.fragments}`), path).toBe(true);
  }
  expect((await fetched(page)).filter((url) => url.includes('search-index'))).toEqual([]);
});
