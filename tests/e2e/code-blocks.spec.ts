import { expect, test, type Page } from '@playwright/test';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../site/src/prism/themes';
import {
  blockThirdParties,
  clientNavigate,
  thirdPartyHosts,
  waitForHydration,
} from './support/browser';
import { edgeShadows } from './support/pixels';

const fixture = '/e2e/code-blocks';

/** Records the scripts that contain Prism, and the errors and warnings the page logs. */
function watchPage(page: Page) {
  const prismRequests: string[] = [];
  const problems: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Prism's core names this hook in every build, minified or not.
    if ((await response.text()).includes('before-tokenize')) prismRequests.push(response.url());
  });
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    // Requests to blocked third-party hosts are expected to fail.
    if (thirdPartyHosts.test(message.location().url)) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { prismRequests, problems };
}

/** Outer HTML of every code block's <pre>, from the server's HTML and from the live page. */
async function codeMarkup(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((serverHtml) => {
    // The theme's Tabs re-mount their content after hydration, which gives
    // those blocks a new React id; everything else must be untouched.
    const outerHtml = (root: ParentNode) =>
      Array.from(root.querySelectorAll('pre.prism-code'), (pre) =>
        pre.outerHTML.replace(/ data-highlight-id="[^"]*"/, ''),
      );
    const server = new DOMParser().parseFromString(serverHtml, 'text/html');
    return { server: outerHtml(server), live: outerHtml(document) };
  }, html);
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const keywordColour = (theme: PrismTheme) =>
  rgb(theme.styles.find((entry) => entry.types.includes('keyword'))!.style.color!);

test.beforeEach(async ({ page }) => blockThirdParties(page));

for (const path of ['/', '/theme-preview', '/toolhive/guides-cli/install', fixture]) {
  test(`${path} hydrates its highlighted server markup without downloading Prism`, async ({
    page,
  }) => {
    const { prismRequests, problems } = watchPage(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const { server, live } = await codeMarkup(page, path);
    expect(server.length).toBeGreaterThan(0);
    expect(live).toEqual(server);
    expect(prismRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('token colours follow the colour mode without re-rendering the code', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/theme-preview');
  await waitForHydration(page);
  const keyword = await page.locator('div.language-lua .token.keyword').first().elementHandle();
  expect(await keyword!.evaluate((el) => getComputedStyle(el).color)).toBe(
    keywordColour(darkCodeTheme),
  );
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await keyword!.evaluate((el) => el.isConnected)).toBe(true);
  expect(await keyword!.evaluate((el) => getComputedStyle(el).color)).toBe(
    keywordColour(lightCodeTheme),
  );
});

test('a light-mode reader gets light code colours in the server HTML, before hydration', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/theme-preview');
  // Without JavaScript only the inline colour-mode script is missing, so use
  // the attribute it would set; colours must then come from CSS alone.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await expect(page.locator('div.language-lua .token.keyword').first()).toHaveCSS(
    'color',
    keywordColour(lightCodeTheme),
  );
  await context.close();
});

test('after a client-side navigation, code is highlighted with the Prism chunk', async ({
  page,
}) => {
  const { prismRequests, problems } = watchPage(page);
  await page.goto('/');
  await waitForHydration(page);
  await clientNavigate(page, '/theme-preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme preview');
  await expect(page.locator('div.language-lua .token.keyword').first()).toHaveClass(
    /\bch-l\d+ ch-d\d+\b/,
  );
  expect(prismRequests.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('titles, highlighted lines and line numbers work as in the theme', async ({ page }) => {
  await page.goto(fixture);
  await waitForHydration(page);

  const magic = page.locator('#magic-comments');
  await expect(magic.locator('[class*="codeBlockTitle"]')).toHaveText('Magic comments');
  await expect(magic.locator('.token-line')).toHaveCount(5);
  await expect(magic.locator('code')).not.toContainText('highlight-');
  await expect(magic.locator('.theme-code-block-highlighted-line')).toHaveText([
    'thv run fetch',
    'thv stop fetch',
    'thv rm fetch',
  ]);
  await expect(magic.locator('code')).toHaveCSS('counter-reset', 'line-count 4');
  await expect(magic.locator('[class*="codeLineNumber"]')).toHaveCount(5);

  const metastring = page.locator('#metastring');
  await expect(metastring.locator('[class*="codeBlockTitle"]')).toHaveText('Metastring');
  await expect(metastring.locator('.theme-code-block-highlighted-line')).toHaveText(
    '"name": "fetch",',
  );
  await expect(metastring.locator('[class*="codeLineNumber"]')).toHaveCount(4);
  await expect(metastring.locator('.token.property').first()).toHaveClass(/\bch-l\d+ ch-d\d+\b/);
});

test('the copy button copies the code without magic comments', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(fixture);
  await waitForHydration(page);
  const block = page.locator('#magic-comments');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  // The clipboard, not the button's "Copied" label: the label lasts a second, which a loaded
  // machine's polling can miss.
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('thv run fetch\nthv list\nthv stop fetch\nthv rm fetch\nthv version');
});

test('the word-wrap button wraps a long line', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto(fixture);
  await waitForHydration(page);
  const block = page.locator('#long-line');
  await block.hover();
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  const pre = block.locator('pre');
  expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

// ---- The header: title or language, and buttons in view -----------------------------------------

for (const width of [390, 1280]) {
  test(`at ${width} px every code block names its title or its language above the code`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/toolhive/guides-k8s/run-mcp-k8s');
    await waitForHydration(page);
    const blocks = page.locator('article div.theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(5);
    for (const block of await blocks.all()) {
      const language = /language-([\w-]+)/.exec((await block.getAttribute('class')) ?? '')?.[1];
      const header = block.locator('> div').first();
      const title = header.locator('[class*="codeBlockTitle"]');
      const label = (await title.count()) ? await title.innerText() : await header.innerText();
      expect(label.trim(), 'the header names the block').toMatch(
        (await title.count()) ? /\S/ : new RegExp(`^${language}$`),
      );
      if (!(await block.isVisible())) continue;
      const headerBox = (await header.boundingBox())!;
      const code = (await block.locator('pre').boundingBox())!;
      expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(code.y + 1);
    }
    await expect(
      page.locator('article div.theme-code-block [class*="codeBlockTitle"]').first(),
    ).toHaveText('fetch.yaml');
  });
}

test('on a touch screen the copy button shows without hover, in the header, not over the code', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await blockThirdParties(page);
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  const block = page.locator('article div.theme-code-block').first();
  const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
  await expect(copy).toBeVisible();
  await expect(copy).toHaveCSS('opacity', '1');
  const button = (await copy.boundingBox())!;
  const code = (await block.locator('pre').boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(code.y);
  await context.close();
});

test('on a desktop the copy button shows without hover too', async ({ page }) => {
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  const copy = page
    .locator('article div.theme-code-block')
    .first()
    .getByRole('button', { name: 'Copy code to clipboard' });
  await expect(copy).toBeVisible();
  expect(Number(await copy.evaluate((button) => getComputedStyle(button).opacity))).toBeGreaterThan(
    0.6,
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a long line that scrolls shows a shadow on the side that hides code (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    await page.goto(fixture);
    await waitForHydration(page);
    const pre = page.locator('#long-line pre');
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(100);
    const box = (await pre.boundingBox())!;
    const atStart = await edgeShadows(page, '#long-line pre', box);
    expect(atStart.right, 'a shadow at the right edge').toBeGreaterThan(8);
    expect(atStart.left, 'no shadow at the left edge').toBeLessThan(2);
    await pre.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const atEnd = await edgeShadows(page, '#long-line pre', box);
    expect(atEnd.left, 'a shadow at the left edge').toBeGreaterThan(8);
    expect(atEnd.right, 'no shadow at the right edge').toBeLessThan(2);
  });
}
