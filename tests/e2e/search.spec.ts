import { expect, test, type Page } from '@playwright/test';
import { axeViolationsOn } from './support/axe';
import { blockThirdParties, waitForHydration, watchHydrationErrors } from './support/browser';
import { broadQuerySummary, servedSearchIndex } from './support/search-index';

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

test("a page's cards are not indexed: search leads to the pages they link to", async ({
  page,
  request,
}) => {
  await page.goto('/toolhive/guides-cli');
  const cardTitles = await page.locator('article a.card h2').allTextContents();
  expect(cardTitles.length).toBeGreaterThan(3);
  const { records } = await servedSearchIndex(request);
  const onThisPage = records.filter((record) => record.url.startsWith('/toolhive/guides-cli#'));
  expect(onThisPage.length).toBeGreaterThan(0);
  const headings = onThisPage.flatMap((record) => Object.values(record.hierarchy));
  for (const title of cardTitles) expect(headings, title).not.toContain(title.trim());
});

test('a typo still finds the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('secrts');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/secret/i);
});

test('the modal links to the shareable search page, both giving the same count or none', async ({
  page,
  context,
  request,
}) => {
  const { manifest } = await servedSearchIndex(request);
  // "registry" is on more pages than a query fetches from an index in fragments, so there its
  // count is not known; "homebrew" is on a few, whose records are then all at hand.
  const queries = [
    { query: 'registry', counted: manifest === null },
    { query: 'homebrew', counted: true },
  ];
  for (const { query, counted } of queries) {
    const searchPage = await context.newPage();
    await searchPage.goto(`/search?q=${query}`);
    const summary = counted
      ? new RegExp(`^(\\d+) results for "${query}"$`)
      : new RegExp(`^Top results for "${query}"$`);
    const shown = (await searchPage.getByText(summary).textContent()) ?? '';
    await searchPage.close();
    const link = counted ? `See all ${summary.exec(shown)![1]} results` : 'See more results';

    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await page.keyboard.type(query);
    // While the reader types, the modal gives the count of each shorter query, or none.
    const seeAll = page.getByRole('link', { name: /^See (all \d+|more) results$/ });
    await expect(seeAll).toHaveText(link);
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Search results for "${query}"`,
    );
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
  }
});

test('a shared search page link hydrates without a mismatch and shows the results', async ({
  page,
  request,
}) => {
  const hydrationErrors = watchHydrationErrors(page);
  await page.goto('/search?q=thv%20run');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "thv run"');
  await expect(page.getByRole('searchbox')).toHaveValue('thv run');
  await expect(page.getByText(await broadQuerySummary(request, 'thv run'))).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});

test('the search page shows 20 results at a time and more on request', async ({
  page,
  request,
}) => {
  await page.goto('/search?q=server');
  await waitForHydration(page);
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20);
  await expect(page.getByText(await broadQuerySummary(request, 'server'))).toBeVisible();
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);
  await expect(page.locator('#search-page-input')).toHaveAttribute('maxlength', '64');
});

test('pressing "Show more results" keeps the focus on the button while the next page draws', async ({
  page,
}) => {
  await page.goto('/search?q=server');
  await waitForHydration(page);
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Show more results' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(40);
  await expect(more).toBeFocused();
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

test('no results suggests queries made of the words the docs use', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  // Two letters off "registry": past the typos a 7-letter word may have, near enough to suggest.
  await page.keyboard.type('regstri');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for "regstri"');
  const suggestions = screen.locator('.docs-search-suggestions button');
  await expect(suggestions.first()).toHaveText('registry');
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  // DocSearch's own list (section names of earlier results) is not shown beside it.
  await expect(screen.locator('.DocSearch-NoResults-Prefill-List:visible')).toHaveCount(1);
  await suggestions.first().click();
  await expect(modalInput(page)).toHaveValue('registry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  await page.goto('/search?q=regstri');
  await expect(page.locator('main')).toContainText('No results for "regstri"');
  await page.locator('main').getByRole('link', { name: 'registry', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=registry$/);
  await expect(page.locator('main ol > li').first()).toBeVisible();
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

test('text selected on the page becomes the query, cut to 64 characters', async ({ page }) => {
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  const selected = await page.evaluate(() => {
    const paragraph = Array.from(document.querySelectorAll('article p')).find(
      (element) => (element.textContent ?? '').length > 80,
    )!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(selected.length).toBeGreaterThan(64);
  await openWithShortcut(page);
  await expect(modalInput(page)).toHaveValue(selected.slice(0, 64));
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
});

const storedSearches = (page: Page, list: 'RECENT' | 'FAVORITE') =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number,
    `__DOCSEARCH_${list}_SEARCHES__toolhive-docs`,
  );

const startScreenSection = (page: Page, title: 'Recent' | 'Favorite') =>
  page
    .locator('.DocSearch-Dropdown .DocSearch-Hits')
    .filter({ has: page.locator('.DocSearch-Hit-source', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.DocSearch-Hit');

test('recent searches keep 7 pages, and 4 once a search is a favorite', async ({ page }) => {
  test.slow();
  const titles = [
    'Quickstart',
    'MCP primer',
    'Registry criteria',
    'Manage secrets',
    'Install ToolHive',
    'Explore the registry',
    'Client compatibility',
    'Configure AI clients',
  ];
  await page.goto('/');
  await waitForHydration(page);
  for (const title of titles) {
    await openWithShortcut(page);
    // Filled at once: typed key by key, a shorter prefix's hits could be the ones Enter opens.
    await modalInput(page).fill(title);
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toContainText(title);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  expect(await storedSearches(page, 'RECENT')).toBe(7);
  await openWithShortcut(page);
  const recent = startScreenSection(page, 'Recent');
  await expect(recent).toHaveCount(7);
  // The newest first; the first search has dropped out.
  await expect(recent.first()).toContainText('Configure AI clients');
  await expect(recent.filter({ hasText: 'Quickstart' })).toHaveCount(0);

  await recent.first().getByTitle('Save this search').click();
  await expect(startScreenSection(page, 'Favorite')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await openWithShortcut(page);
  await expect(startScreenSection(page, 'Recent')).toHaveCount(4);
  await expect(startScreenSection(page, 'Favorite')).toHaveText([/Configure AI clients/]);
});

test('favorite searches keep 10 entries', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const favorites = Array.from({ length: 12 }, (_, i) => ({
      objectID: `favorite-${i}`,
      url: `/toolhive/quickstart#favorite-${i}`,
      type: 'lvl1',
      content: null,
      hierarchy: { lvl0: 'Quickstart', lvl1: `Favorite ${i}` },
    }));
    localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__toolhive-docs', JSON.stringify(favorites));
  });
  await openWithShortcut(page);
  await expect(startScreenSection(page, 'Favorite')).toHaveCount(10);
});

test('content snippets are 10 words, 5 on a screen 768 px wide or less', async ({ page }) => {
  const snippetWordCounts = async () => {
    await openWithShortcut(page);
    // A word found mostly in body text, so most hits carry a content snippet. Filled at once:
    // typed key by key, the hits of a shorter prefix, with no snippet, could be the ones read.
    await modalInput(page).fill('container');
    // Cut snippets carry an ellipsis; whole headings do not.
    const snippets = page.locator('.DocSearch-Hit-title', { hasText: '…' });
    await expect(snippets.first()).toBeVisible();
    const titles = await snippets.allTextContents();
    await page.keyboard.press('Escape');
    return titles.map((title) => title.replace(/…/g, ' ').trim().split(/\s+/).length);
  };

  await page.goto('/');
  await waitForHydration(page);
  const wide = await snippetWordCounts();
  expect(wide.length).toBeGreaterThan(0);
  expect(Math.max(...wide)).toBeLessThanOrEqual(10);
  expect(Math.max(...wide)).toBeGreaterThan(5);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await waitForHydration(page);
  const narrow = await snippetWordCounts();
  expect(narrow.length).toBeGreaterThan(0);
  expect(Math.max(...narrow)).toBeLessThanOrEqual(5);
});

test('a slow index shows the stalled state, then the hits', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('registry');
  // DocSearch marks the search as stalled once it has waited 300 ms.
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  release();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test('on the search page, Escape closes the modal, then clears the query', async ({ page }) => {
  await page.goto('/search?q=registry');
  await waitForHydration(page);
  const input = page.locator('#search-page-input');
  await expect(input).toHaveValue('registry');
  await openWithShortcut(page);
  await page.keyboard.press('Escape');
  await expect(modalInput(page)).toHaveCount(0);
  await expect(input).toHaveValue('registry');
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
});

test('the offline build ships the local engine and no Algolia client of its own', async ({
  page,
}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), response.text());
  });
  await page.goto('/search?q=registry');
  await waitForHydration(page);
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await openWithShortcut(page);
  await page.keyboard.type('secrets');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  const bodies = await Promise.all(scripts.values());
  // DocSearch bundles Algolia's lite client, so its modal chunk holds the
  // query path; a second copy would mean algoliasearch shipped as well.
  const withAlgoliaClient = bodies.filter((body) => body.includes('/1/indexes/*/queries'));
  expect(withAlgoliaClient).toHaveLength(1);
  expect(withAlgoliaClient[0]).toContain('DocSearch-Modal');
  expect(bodies.some((body) => body.includes('toolhive-docs-search'))).toBe(false);
});

test('search page hits prefetch nothing, and a hit opens its section without a page load', async ({
  page,
}) => {
  const prefetchTags = () => page.locator('head link[rel="prefetch"]').count();
  // The page's own links (navbar, footer) prefetch as on any page: count them with no hits.
  await page.goto('/search');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const withoutHits = await prefetchTags();
  await page.goto('/search?q=secrets');
  await waitForHydration(page);
  const hits = page.locator('main ol > li a');
  await expect(hits).toHaveCount(20, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await prefetchTags()).toBe(withoutHits);

  const href = (await hits.first().getAttribute('href'))!;
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await hits.first().click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('the search page holds still when its results arrive', async ({ page, request }) => {
  // Sums layout shifts not caused by input, as the Cumulative Layout Shift metric does.
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/search?q=secrets');
  // The index loads and the engine builds on first use: slow on a loaded machine.
  await expect(page.locator('main ol > li')).toHaveCount(20, { timeout: 30_000 });
  await expect(page.getByText(await broadQuerySummary(request, 'secrets'))).toBeVisible();
  // Layout shifts are reported after the frame that caused them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shift = await page.evaluate(
    () => (window as unknown as { layoutShift: number }).layoutShift,
  );
  expect(shift).toBeLessThanOrEqual(0.05);
});

test('on a phone, a hit shows its whole heading and the breadcrumb down to its section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  // DocSearch asks for 5-word snippets of headings on a phone, which cut this one from the front.
  await page.keyboard.type('pods');
  const title = page.locator('.DocSearch-Hit-title').first();
  await expect(title).toHaveText('Security defaults for MCP server pods');
  // A title too long for the line is cut at its end.
  expect(await title.evaluate((element) => getComputedStyle(element).textOverflow)).toBe(
    'ellipsis',
  );
  await modalInput(page).fill('restrict network access for a server');
  await expect(
    page
      .locator('.DocSearch-Hit', { hasText: 'Allow outbound hosts' })
      .locator('.DocSearch-Hit-path'),
  ).toHaveText('Control where MCP servers connect › Restrict outbound network access');
});

test('hits with the same words in different sections look different', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithShortcut(page);
  // Tab labels: the same "Linux" or "Windows" tab sits in install, upgrade and uninstall sections.
  for (const query of ['linux', 'windows', 'vs code']) {
    await modalInput(page).fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const hits = await page
      .locator('.DocSearch-Hit')
      .evaluateAll((items) =>
        items.map((item) =>
          [
            item.querySelector('.DocSearch-Hit-title')?.textContent,
            item.querySelector('.DocSearch-Hit-path')?.textContent,
          ].join(' | '),
        ),
      );
    expect(hits.length, query).toBeGreaterThan(2);
    expect(new Set(hits).size, `${query}: ${hits.join('\n')}`).toBe(hits.length);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`no axe-core violations in the modal with a query typed and a hit selected, ${colorScheme} mode, ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const violations = await axeViolationsOn(page, '/toolhive/quickstart', colorScheme, {
        prepare: async () => {
          await openWithShortcut(page);
          await page.keyboard.type('permission profile');
          await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
          await page.keyboard.press('ArrowDown');
          await expect(
            page.locator('.DocSearch-Hit[aria-selected="true"] mark').first(),
          ).toBeVisible();
        },
        include: '.DocSearch-Modal',
      });
      expect(violations).toEqual([]);
    });
  }
}

test('one search sends one GA4 search event with its term and hit count, and a no-results event', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/google-analytics\.com|\/g\/collect/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const searchEvents = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && String(entry[1]).startsWith('search')),
    );
  await openWithShortcut(page);
  // Typed key by key: the modal searches for every prefix, but the reader searched once.
  await page.keyboard.type('secrets', { delay: 60 });
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect.poll(searchEvents).toHaveLength(1);
  const [[, name, parameters]] = (await searchEvents()) as [
    unknown,
    string,
    Record<string, unknown>,
  ][];
  expect(name).toBe('search');
  expect(parameters.search_term).toBe('secrets');
  expect(parameters.hit_count).toBeGreaterThan(0);

  // Closing the modal straight after typing counts that search, once.
  await modalInput(page).fill('zzqxv');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(searchEvents).toHaveLength(3);
  expect((await searchEvents()).slice(1)).toEqual([
    ['event', 'search', { search_term: 'zzqxv', hit_count: 0 }],
    ['event', 'search_no_results', { search_term: 'zzqxv' }],
  ]);

  // The search page reports its search, its term cut to 64 characters.
  const long = `permission ${'x'.repeat(80)}`;
  await page.goto(`/search?q=${encodeURIComponent(long)}`);
  await expect(page.locator('main')).toContainText(/results? for/);
  await expect
    .poll(async () =>
      (await searchEvents()).map(([, eventName, parameters]) => [
        eventName,
        (parameters as Record<string, unknown>).search_term,
      ]),
    )
    .toContainEqual(['search', long.slice(0, 64)]);
  // The Google tag is blocked in these tests: nothing leaves the page.
  expect(sent).toEqual([]);
});

test('every hit on the search page shows its breadcrumb, its title and a snippet of its text', async ({
  page,
}) => {
  await page.goto('/search?q=secrets');
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20, { timeout: 30_000 });
  const hits = await results.evaluateAll((items) =>
    items.map((item) => {
      const [trail, title] = Array.from(item.querySelectorAll('a > span')).map((span) =>
        span.textContent!.trim(),
      );
      return { trail, title, snippet: item.querySelector('p')?.textContent?.trim() };
    }),
  );
  for (const hit of hits) {
    expect(hit.trail, JSON.stringify(hit)).toMatch(/\S/);
    expect(hit.title, JSON.stringify(hit)).toMatch(/\S/);
    // The title is the hit's own heading; the breadcrumb holds only the levels above it.
    expect(hit.trail!.split(' › '), JSON.stringify(hit)).not.toContain(hit.title);
  }
  // Text hits carry a snippet, and heading hits the first text of their section, with the query's words marked.
  expect(
    hits.filter((hit) => !hit.snippet),
    JSON.stringify(hits),
  ).toEqual([]);
  await expect(results.locator('p mark').first()).toBeVisible();
});
