import { expect, test, type Page } from '@playwright/test';
import { brotliCompressSync, constants } from 'node:zlib';
import { axeViolationsOn } from './support/axe';
import { blockThirdParties, waitForHydration } from './support/browser';
import { docRoutes, sampleDocPage } from './support/routes';

/** First-load JavaScript budget, brotli-compressed (quality 11, as a CDN serves static files). */
const FIRST_LOAD_JS_BUDGET = 148 * 1024;

const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The features added since the baseline below that reach a page's first load. */
const FEATURES = {
  typeAhead: 'search keeps the keys typed before its modal opens (type-ahead)',
  workerClient: 'search answers from a Web Worker (the engine worker client)',
  stackedTables: 'tables that stack their rows on a phone (the Markdown table component)',
  codeBlockFrame: 'code block headers: title or language, buttons in view (the code block frame)',
  sandboxStart: "the sandbox's start commands with this page's origin (SandboxStart)",
};

/**
 * First-load JavaScript of each budgeted page on 2026-11-26 (brotli), when the
 * site had 71 docs pages, and the features added since that reach the page.
 * Each feature may add at most 1 KB.
 */
const FIRST_LOAD_GROWTH: Record<string, { before: number; features: string[] }> = {
  '/': {
    before: 111_127,
    features: [FEATURES.typeAhead, FEATURES.workerClient],
  },
  [sampleDocPage]: {
    before: 133_163,
    features: [
      FEATURES.stackedTables,
      FEATURES.codeBlockFrame,
      FEATURES.typeAhead,
      FEATURES.workerClient,
    ],
  },
  '/toolhive/reference/api': {
    before: 131_688,
    features: [
      FEATURES.codeBlockFrame,
      FEATURES.sandboxStart,
      FEATURES.typeAhead,
      FEATURES.workerClient,
    ],
  },
};
const DOCS_PAGES_AT_BASELINE = 71;

/**
 * What one more docs page adds to a page's first load, which is content, not a
 * feature: its route in the registry `main.js` carries on every page, and on
 * docs pages its entry in the sidebar data as well. Measured by building the
 * site with 25 copies of the guides added: 1,649 B more on `/` and 2,447 B more
 * on a docs page (66 and 98 B a page).
 */
const FIRST_LOAD_BYTES_PER_DOCS_PAGE = { everyPage: 66, docsPage: 98 };

function contentGrowth(path: string): number {
  const perPage = docRoutes.includes(path)
    ? FIRST_LOAD_BYTES_PER_DOCS_PAGE.docsPage
    : FIRST_LOAD_BYTES_PER_DOCS_PAGE.everyPage;
  return Math.max(0, docRoutes.length - DOCS_PAGES_AT_BASELINE) * perPage;
}

/**
 * `main.js` and the runtime name every lazy chunk by its content hash, so a
 * change to any lazy chunk changes their brotli size a little: 88 B on `/`
 * between two builds whose `main.js` had the same raw size (385,930 B) and
 * whose only change was the search engine, a chunk `/` never loads.
 */
const CHUNK_HASH_NOISE = 128;

/** Brotli bytes of the same-site scripts that `path` loads until it has hydrated. */
async function firstLoadBytes(page: Page, path: string): Promise<number> {
  await blockThirdParties(page);
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (!response.url().startsWith('http://localhost')) return;
    sizes.set(response.url(), response.body().then(brotliSize));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
}

for (const path of ['/', sampleDocPage]) {
  test(`first-load JavaScript on ${path} stays within ${FIRST_LOAD_JS_BUDGET / 1024} KB`, async ({
    page,
  }) => {
    const total = await firstLoadBytes(page, path);
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
  const total = await firstLoadBytes(page, '/toolhive/reference/api');
  test.info().annotations.push({ type: 'first-load JS (br)', description: `${total} bytes` });
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(API_REFERENCE_JS_BUDGET);
});

for (const [path, { before, features }] of Object.entries(FIRST_LOAD_GROWTH)) {
  test(`first-load JavaScript on ${path} grows by at most 1 KB per feature since the baseline`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const total = await firstLoadBytes(page, path);
    test.info().annotations.push({ type: 'growth (br)', description: `${total - before} bytes` });
    expect(total).toBeLessThanOrEqual(
      before + 1024 * features.length + contentGrowth(path) + CHUNK_HASH_NOISE,
    );
  });
}

const axePages = [
  '/',
  // The overview, with the docs MCP server's client configurations in tabs.
  '/toolhive/',
  sampleDocPage,
  '/theme-preview',
  '/no-such-page',
  '/search',
  '/search?q=secrets',
  '/toolhive/reference/api',
];

// On a phone, tables stack their rows or scroll; keyboard users must be able to scroll them too.
const phoneAxePages = [
  sampleDocPage,
  '/toolhive/reference/client-compatibility',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/guides-k8s/deploy-operator-helm',
  '/toolhive/quickstart',
  '/search?q=secrets',
];

/** Search results, and their highlighted words, arrive after hydration: axe waits for them. */
const scopeFor = (path: string) =>
  path.startsWith('/search?q=')
    ? {
        prepare: async (page: Page) => {
          // The index loads and the engine builds first: slow on a loaded machine.
          test.setTimeout(120_000);
          await page.locator('main ol > li mark').first().waitFor({ timeout: 60_000 });
        },
      }
    : {};

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of phoneAxePages) {
    test(`no axe-core violations on ${path} at 390 px in ${colorScheme} mode`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolationsOn(page, path, colorScheme, scopeFor(path))).toEqual([]);
    });
  }

  for (const path of axePages) {
    test(`no axe-core violations on ${path} in ${colorScheme} mode`, async ({ page }) => {
      // The API reference is one long page (about 12,000 elements); axe takes minutes there.
      if (path === '/toolhive/reference/api') test.setTimeout(240_000);
      expect(await axeViolationsOn(page, path, colorScheme, scopeFor(path))).toEqual([]);
    });
  }
}

const SEARCH_INDEX_BUDGET = 150 * 1024;

test(`the search index stays within ${SEARCH_INDEX_BUDGET / 1024} KB brotli`, async ({
  request,
}) => {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  expect(brotliSize(await response.body())).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET);
});
