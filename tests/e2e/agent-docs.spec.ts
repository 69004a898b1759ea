import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties, waitForHydration, watchCspViolations } from './support/browser';
import { axeViolations } from './support/axe';
import { docRoutes, sampleDocPage } from './support/routes';
import { FULL_TEXT_FILE, fullTextFiles, llmsLinks } from './support/llms';

// The Markdown twins, /llms.txt and /llms-full.txt of the production build,
// and the page-actions menu beside each docs page's title.

/** The site URL of the build, which twins link with (the e2e build keeps the default). */
const siteUrl = process.env.SITE_URL ?? 'https://docs.stacklok.com';

/** A heading's text as the page shows it: links, code and emphasis marks dropped. */
const plainHeading = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2');

const MARKDOWN_TYPE = /^text\/markdown; charset=utf-8$/i;
const TEXT_TYPE = /^text\/plain; charset=utf-8$/i;

/** The text of a Markdown file with fenced code blocks and code spans taken out. */
function outsideCode(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, ''));
  }
  return lines.join('\n');
}

/** MDX or HTML that a twin must not carry outside code. */
function leftovers(markdown: string): string[] {
  const text = outsideCode(markdown);
  const patterns = [
    /^\s*(?:import|export)\s.*$/gm,
    /<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/g,
    /^\s*:::.*$/gm,
    /\{\/\*.*?\*\/\}/g,
  ];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

const sitemapPaths = async (page: Page): Promise<string[]> => {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
};

test('every docs page names its Markdown twin, served as text/markdown with no MDX or HTML left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pages = (await sitemapPaths(page)).filter((path) => path.startsWith('/toolhive/'));
  expect(pages).toHaveLength(docRoutes.length);
  const problems: string[] = [];
  for (const path of pages) {
    const html = await (await page.request.get(path)).text();
    const links = [
      ...html.matchAll(/<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*>/g),
    ];
    if (links.length !== 1) {
      problems.push(`${path}: ${links.length} alternate Markdown links`);
      continue;
    }
    const href = /href="?([^"\s>]+)/.exec(links[0][0])?.[1];
    expect(href, path).toBe(`${path.replace(/\/$/, '')}.md`);
    const response = await page.request.get(href!);
    if (response.status() !== 200) problems.push(`${href}: status ${response.status()}`);
    if (!MARKDOWN_TYPE.test(response.headers()['content-type'] ?? '')) {
      problems.push(`${href}: content type ${response.headers()['content-type']}`);
    }
    const markdown = await response.text();
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    if (!markdown.startsWith(`# ${title?.replace(/&#x27;|&#39;/g, "'")}\n`)) {
      problems.push(`${href}: does not start with # ${title}`);
    }
    problems.push(...leftovers(markdown).map((left) => `${href}: ${left.slice(0, 80)}`));
    // Cheaper for a model: a guide's twin is at most a third of its HTML.
    if (/\/(guides-cli|guides-k8s|tutorials)\/|\/quickstart$/.test(path)) {
      const htmlBytes = Buffer.byteLength(html);
      const markdownBytes = Buffer.byteLength(markdown);
      if (markdownBytes * 3 > htmlBytes) {
        problems.push(`${href}: ${markdownBytes} bytes of Markdown for ${htmlBytes} of HTML`);
      }
    }

    // Plain GFM headings; on the guides (no generated content), the ids of the
    // twin's rule, the GitHub slug of the text numbered when repeated, are the HTML's.
    const headings = [...markdown.matchAll(/^#{2,6} (.*)$/gm)].map((match) => match[1]);
    problems.push(
      ...headings.filter((text) => /\{#[^}]*\}\s*$/.test(text)).map((text) => `${href}: ${text}`),
    );
    if (!path.includes('/reference/')) {
      const content = html.slice(html.indexOf('theme-doc-markdown'));
      const htmlIds = [...content.matchAll(/<h([2-6])[^>]*\bid="?([^"\s>]+)/g)].map(
        (match) => match[2],
      );
      const slugger = new GithubSlugger();
      const twinIds = headings.map((text) => slugger.slug(plainHeading(text)));
      if (htmlIds.join(' ') !== twinIds.join(' ')) {
        problems.push(`${href}: heading ids ${twinIds.join(',')} against ${htmlIds.join(',')}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('a twin links to other twins with absolute URLs on the site, and each link leads somewhere', async ({
  page,
}) => {
  const markdown = await (await page.request.get('/toolhive/quickstart.md')).text();
  const targets = [...outsideCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  const relative = targets.filter((url) => !/^https?:\/\//.test(url));
  expect(relative, 'links that are not absolute').toEqual([]);
  const local = targets.filter((url) => url.startsWith(siteUrl));
  expect(local.length).toBeGreaterThan(3);
  for (const url of local) {
    const sitePath = url.slice(siteUrl.length);
    if (sitePath.startsWith('/toolhive/')) expect(url, 'a docs page twin').toMatch(/\.md(#|$)/);
    const response = await page.request.get(sitePath.replace(/#.*$/, ''));
    expect(response.status(), url).toBe(200);
  }
});

test('the twins render the content components: tabs, admonitions, card lists, client tables, API operations', async ({
  page,
}) => {
  const get = async (path: string) => (await page.request.get(path)).text();
  const quickstart = await get('/toolhive/quickstart.md');
  expect(quickstart).toMatch(/^- \*\*macOS\*\*\n\n {2}```bash\n {2}brew tap stacklok\/tap/m);
  expect(quickstart).toMatch(/^- \*\*Windows\*\*$/m);
  const uninstall = await get('/toolhive/guides-cli/upgrade-uninstall.md');
  expect(uninstall).toMatch(/^> \*\*Danger:\*\* /m);
  const guides = await get('/toolhive/guides-cli.md');
  expect(guides).toContain(`- [Install ToolHive](${siteUrl}/toolhive/guides-cli/install.md): `);
  const clients = await get('/toolhive/reference/client-compatibility.md');
  expect(clients).toMatch(/^\| Client and `thv` ID +\| Auto-configured/m);
  expect(clients).toMatch(/^\| VS Code \(`vscode`\) /m);
  const api = await get('/toolhive/reference/api.md');
  expect(api).toContain(
    `  - \`POST /api/v1beta/workloads\`: [Create a workload](${siteUrl}/toolhive/reference/api/workloads.md#create-a-workload)\n`,
  );
  const workloads = await get('/toolhive/reference/api/workloads.md');
  expect(workloads).toContain('## Create a workload\n\n`POST /api/v1beta/workloads`');
  expect(workloads).toContain('- `image` (string, required): ');
  const cli = await get('/toolhive/reference/cli/thv_run.md');
  expect(cli).toMatch(/^# thv run\n/);
  expect(cli).toContain('## Flags\n');
});

test('llms.txt follows llmstxt.org and lists every sitemap page exactly once', async ({ page }) => {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(TEXT_TYPE);
  const text = await response.text();
  expect(text).toMatch(/^# ToolHive\n\n> .+\n\n.*ToolHive v0\.0\.48/);
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections).toEqual([
    'Get started',
    'Concepts',
    'CLI guides',
    'Kubernetes guides',
    'Tutorials',
    'Reference',
    'Optional',
  ]);
  // The parts of split twins are nested under their page: the API reference's test reads them.
  const entries = llmsLinks(text).filter((link) => !link.nested);
  const listed = entries.map((link) => link.path).filter((path) => !FULL_TEXT_FILE.test(path));
  const pages = (await sitemapPaths(page)).filter((path) => path.startsWith('/toolhive/'));
  const expected = pages.map((path) => `${path.replace(/\/$/, '')}.md`);
  expect([...listed].sort()).toEqual([...expected].sort());
  expect(new Set(listed).size).toBe(listed.length);
  const optional = text.slice(text.indexOf('## Optional'));
  expect([...optional.matchAll(/^- \[thv/gm)]).toHaveLength(35);
  expect(entries.every((link) => link.description)).toBe(true);
});

test('llms-full.txt holds every page in llms.txt order, each after its title and URL', async ({
  page,
}) => {
  const index = await (await page.request.get('/llms.txt')).text();
  const links = llmsLinks(index);
  // One file while the full text is short enough to read in one go, else one file per
  // section, each listed first in its section.
  const files = fullTextFiles(index);
  const sectionFiles = files.filter((path) => FULL_TEXT_FILE.test(path));
  let full = '';
  for (const file of files) {
    const response = await page.request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type']).toMatch(TEXT_TYPE);
    full += await response.text();
  }
  if (sectionFiles.length > 0) {
    expect((await page.request.get('/llms-full.txt')).status()).toBe(404);
  }
  const order = links.filter((link) => !FULL_TEXT_FILE.test(link.path)).map((link) => link.url);
  const included = [...full.matchAll(/^Markdown: (.+)$/gm)].map((m) => m[1]);
  expect(included).toEqual(order);
  expect(full).toContain('Page: Quickstart\nURL: https://docs.stacklok.com/toolhive/quickstart\n');
  expect(leftovers(full)).toEqual([]);
});

/** Every Markdown twin in the build, by its URL path: the pages' and the parts of split twins. */
function buildTwins(): Map<string, string> {
  const root = 'site/build';
  const twins = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md')) {
        twins.set(
          `/${path.relative(root, file).split(path.sep).join('/')}`,
          readFileSync(file, 'utf8'),
        );
      }
    }
  };
  walk(root);
  return twins;
}

/** The ids of a twin's headings: the GitHub slug of each heading's text, numbered when repeated. */
function headingIds(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    [...outsideCodeBlocks(markdown).matchAll(/^#{1,6} (.*)$/gm)].map((match) =>
      slugger.slug(plainHeading(match[1]!)),
    ),
  );
}

/** A Markdown file without its fenced code blocks (code spans stay: headings hold them). */
function outsideCodeBlocks(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

test('no twin of the build is over 50,000 characters, the size afdocs passes', () => {
  const twins = buildTwins();
  expect(twins.size).toBeGreaterThan(70);
  const sizes = [...twins].map(([twinPath, markdown]) => ({ twinPath, chars: markdown.length }));
  expect(sizes.filter(({ chars }) => chars > 50_000)).toEqual([]);
});

test('the API reference twin is an index that links one twin per tag, each in llms.txt under it, served as Markdown and in the full text', async ({
  page,
}) => {
  const tags = (
    JSON.parse(readFileSync('site/build/docs-mcp.json', 'utf8')) as {
      api: { tags: { title: string }[] };
    }
  ).api.tags.map((tag) => tag.title);
  expect(tags.length).toBeGreaterThan(3);
  const index = await (await page.request.get('/toolhive/reference/api.md')).text();
  const partUrl = new RegExp(
    `${siteUrl.replace(/\./g, '\\.')}/toolhive/reference/api/[a-z-]+\\.md`,
    'g',
  );
  const linked = [...new Set(index.match(partUrl))];
  expect(linked).toHaveLength(tags.length);

  const llmsTxt = await (await page.request.get('/llms.txt')).text();
  const llms = llmsLinks(llmsTxt);
  const after = llms.slice(
    llms.findIndex((link) => link.path === '/toolhive/reference/api.md') + 1,
  );
  const nested = after.slice(
    0,
    after.findIndex((link) => !link.nested),
  );
  expect(nested.map((link) => link.url)).toEqual(linked);
  expect(nested.map((link) => link.title)).toEqual(tags.map((tag) => `API reference: ${tag}`));
  expect(llms.filter((link) => link.nested)).toEqual(nested);

  const fullText = await Promise.all(
    fullTextFiles(llmsTxt).map(async (file) => (await page.request.get(file)).text()),
  );
  for (const [i, link] of nested.entries()) {
    const response = await page.request.get(link.path);
    expect(response.status(), link.path).toBe(200);
    expect(response.headers()['content-type'], link.path).toMatch(MARKDOWN_TYPE);
    const markdown = await response.text();
    expect(markdown, link.path).toMatch(new RegExp(`^# API reference: ${tags[i]}\n`));
    expect(markdown, link.path).toContain(
      `The [index](${siteUrl}/toolhive/reference/api.md#operations-at-a-glance)`,
    );
    expect(leftovers(markdown), link.path).toEqual([]);
    expect(fullText.join('').split(`\nMarkdown: ${link.url}\n`), link.path).toHaveLength(2);
  }
  // Asked for as Markdown, the page answers its index.
  const negotiated = await page.request.get('/toolhive/reference/api', {
    headers: { Accept: 'text/markdown' },
  });
  expect(await negotiated.text()).toBe(index);
});

test("every link of every twin to a twin leads to one, and its anchor to one of that twin's headings", async ({
  page,
}) => {
  const twins = buildTwins();
  const ids = new Map([...twins].map(([twinPath, markdown]) => [twinPath, headingIds(markdown)]));
  const problems: string[] = [];
  let anchored = 0;
  for (const [twinPath, markdown] of twins) {
    for (const [, target, anchor] of outsideCodeBlocks(markdown).matchAll(
      new RegExp(`\\]\\(${siteUrl.replace(/\./g, '\\.')}(/[^)#\\s]+\\.md)(?:#([^)\\s]+))?\\)`, 'g'),
    )) {
      const headings = ids.get(target!);
      if (!headings) problems.push(`${twinPath}: ${target} is no twin`);
      else if (anchor !== undefined) {
        anchored += 1;
        if (!headings.has(anchor)) problems.push(`${twinPath}: ${target}#${anchor} is no heading`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(anchored).toBeGreaterThan(100);
  // The files read are the ones served.
  const sample = '/toolhive/reference/api/workloads.md';
  expect(await (await page.request.get(sample)).text()).toBe(twins.get(sample));
});

// ---- Page actions -----------------------------------------------------------

const trigger = (page: Page) => page.getByRole('button', { name: 'Use with AI' });

test('the page-actions menu loads its code only when first opened', async ({ page }) => {
  await blockThirdParties(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(sampleDocPage, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const menuCode = (bodies: string[]) =>
    bodies.some((body) => body.includes('Copied the page as Markdown'));
  expect(menuCode(scripts)).toBe(false);
  await trigger(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect.poll(() => menuCode(scripts)).toBe(true);
});

test('copy puts the page as Markdown on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await blockThirdParties(page);
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await trigger(page).click();
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
    'Copied the page as Markdown',
  );
  const expected = await (await page.request.get('/toolhive/quickstart.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('the menu works from the keyboard and names its entries', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/toolhive/guides-cli/install');
  await waitForHydration(page);
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([
    'Copy page as Markdown',
    'View as Markdown',
    'Open in ChatGPT (opens in a new tab)',
    'Open in Claude (opens in a new tab)',
    'Connect to your AI client',
  ]);
  await expect(items.first()).toBeFocused();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/toolhive/guides-cli/install.md',
  );
  const twin = encodeURIComponent('https://docs.stacklok.com/toolhive/guides-cli/install.md');
  for (const name of [/ChatGPT/, /Claude/]) {
    const link = page.getByRole('menuitem', { name });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^https://[^?]+\\?.*${twin.replace(/[.%]/g, '\\$&')}`),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the open menu has no axe-core violations in ${colorScheme} mode at ${width} px, and no CSP violation`, async ({
      page,
    }) => {
      // The rest of the page has its own axe tests (budgets.spec.ts); this one looks at the menu.
      test.setTimeout(90_000);
      const csp = await watchCspViolations(page);
      await blockThirdParties(page);
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/toolhive/quickstart');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await trigger(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      const menuBox = await page.getByRole('menu').boundingBox();
      expect(menuBox!.x).toBeGreaterThanOrEqual(0);
      expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page, '.theme-doc-markdown > header')).toEqual([]);
      expect(csp).toEqual([]);
    });
  }
}
