import { expect, test, type APIRequestContext } from '@playwright/test';
import { Parser } from 'htmlparser2';

// Production builds only warn about broken anchors (onBrokenAnchors in site/docusaurus.config.ts), so this
// test is what fails on one: it reads every page of the sitemap as served and
// follows each same-site link, to the page and to the element its hash names.

interface PageLinks {
  status: number;
  ids: Set<string>;
  hrefs: string[];
}

function readLinks(html: string): Pick<PageLinks, 'ids' | 'hrefs'> {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.href) hrefs.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return { ids, hrefs };
}

async function fetchPage(request: APIRequestContext, path: string): Promise<PageLinks> {
  const response = await request.get(path);
  const type = response.headers()['content-type'] ?? '';
  if (!type.includes('text/html')) return { status: response.status(), ids: new Set(), hrefs: [] };
  return { status: response.status(), ...readLinks(await response.text()) };
}

test('every same-site link and anchor in the built site leads somewhere', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  expect(pagePaths.length).toBeGreaterThan(50);

  const pages = new Map<string, Promise<PageLinks>>();
  const load = (path: string) => {
    if (!pages.has(path)) pages.set(path, fetchPage(request, path));
    return pages.get(path)!;
  };

  const broken: string[] = [];
  let checked = 0;
  for (const from of pagePaths) {
    const { hrefs } = await load(from);
    for (const href of hrefs) {
      const target = new URL(href, `http://site${from}`);
      if (target.host !== 'site') continue;
      checked += 1;
      const linked = await load(target.pathname);
      if (linked.status !== 200) {
        broken.push(`${from} -> ${href}: HTTP ${linked.status}`);
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment && !linked.ids.has(fragment)) {
        broken.push(`${from} -> ${href}: no element with id "${fragment}"`);
      }
    }
  }
  test.info().annotations.push({ type: 'links checked', description: String(checked) });
  expect(checked).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
});
