import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { docRoutes } from './support/routes';

const root = path.resolve(__dirname, '../..');

/** The site's path for an absolute URL of the deployed site. */
const localPath = (url: string) => new URL(url).pathname;

async function sitemapPages(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: entry!.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
    lastmod: entry!.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
  }));
}

async function head(request: APIRequestContext, pagePath: string) {
  const response = await request.get(pagePath);
  const document = parseDocument(await response.text());
  const meta = (key: string) =>
    DomUtils.findOne(
      (node) => node.name === 'meta' && (node.attribs.property ?? node.attribs.name) === key,
      document.children,
    )?.attribs.content;
  const jsonLd = DomUtils.findAll(
    (node) => node.name === 'script' && node.attribs.type === 'application/ld+json',
    document.children,
  ).map((node) => JSON.parse(DomUtils.textContent(node)) as Record<string, unknown>);
  const time = DomUtils.findOne(
    (node) => node.name === 'time' && 'datetime' in node.attribs,
    document.children,
  );
  const h1 = DomUtils.findOne((node) => node.name === 'h1', document.children);
  return {
    status: response.status(),
    meta,
    jsonLd,
    datetime: time?.attribs.datetime,
    h1: h1 ? DomUtils.textContent(h1).trim() : undefined,
  };
}

test('every page has its own 1200x630 social card in og:image and twitter:image', async ({
  request,
}) => {
  const pages = [...(await sitemapPages(request)).map((page) => localPath(page.loc)), '/search'];
  expect(pages.length).toBeGreaterThan(50);
  const cards = new Set<string>();
  for (const pagePath of pages) {
    const { meta } = await head(request, pagePath);
    const image = meta('og:image');
    expect(image, pagePath).toMatch(/^https:\/\/.+\.png$/);
    expect(meta('twitter:image'), pagePath).toBe(image);
    expect(meta('og:image:width'), pagePath).toBe('1200');
    expect(meta('og:image:height'), pagePath).toBe('630');
    expect(meta('og:image:alt'), pagePath).toMatch(/\S/);
    cards.add(image!);

    const png = await request.get(localPath(image!));
    expect(png.status(), image).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect(body.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) }, image).toEqual({
      width: 1200,
      height: 630,
    });
  }
  expect(cards.size, 'one card per page').toBe(pages.length);
});

test('every sitemap entry has a lastmod date', async ({ request }) => {
  const pages = await sitemapPages(request);
  expect(pages.length).toBeGreaterThan(50);
  for (const page of pages) {
    expect(page.lastmod, page.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

test('every docs page shows its last update and describes itself as a TechArticle', async ({
  request,
}) => {
  for (const route of docRoutes) {
    const { status, datetime, jsonLd, h1 } = await head(request, route);
    expect(status, route).toBe(200);
    expect(datetime, route).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const article = jsonLd.find((data) => data['@type'] === 'TechArticle');
    expect(article, route).toMatchObject({
      '@context': 'https://schema.org',
      headline: expect.stringMatching(/\S/),
      description: expect.stringMatching(/\S/),
      dateModified: datetime,
    });
    if (h1) expect(article?.headline, route).toBe(h1);
    if (route.split('/').filter(Boolean).length > 2) {
      expect(
        jsonLd.some((data) => data['@type'] === 'BreadcrumbList'),
        route,
      ).toBe(true);
    }
  }
});

/** The date of the newest commit that touched a file, as the build reads it. */
const commitDate = (file: string) =>
  new Date(
    execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd: root,
      encoding: 'utf8',
    }).trim(),
  ).toISOString();

test('generated pages carry the date of the file they are generated from', async ({ request }) => {
  const cliSource = commitDate('site/src/data/thv-commands.ts');
  for (const route of ['/toolhive/reference/cli/thv', '/toolhive/reference/cli/thv_run']) {
    expect((await head(request, route)).datetime, route).toBe(cliSource);
  }
  expect((await head(request, '/toolhive/reference/api')).datetime).toBe(
    commitDate('site/static/api-specs/toolhive-api.yaml'),
  );
});

test('robots.txt lets crawlers in and names the sitemap, which lists the pages', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemap = (await robots.text()).match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/$/m);
  expect((await sitemapPages(request)).length).toBeGreaterThan(50);
});

test('every docs page links "Edit this page" to its source file in the docs repository', async ({
  request,
}) => {
  const sources = new Set<string>();
  for (const route of docRoutes) {
    const document = parseDocument(await (await request.get(route)).text());
    const link = DomUtils.findOne(
      (node) => node.name === 'a' && DomUtils.textContent(node).trim() === 'Edit this page',
      document.children,
    );
    expect(link, `${route} has an "Edit this page" link`).toBeTruthy();
    const match = link!.attribs.href!.match(
      /^https:\/\/github\.com\/stacklok\/docs-website\/edit\/main\/(.+)$/,
    );
    expect(match, `${route}: ${link!.attribs.href}`).toBeTruthy();
    // The link names a file of this repository.
    expect(existsSync(path.join(root, match![1]!)), `${route}: ${match![1]}`).toBe(true);
    sources.add(match![1]!);
  }
  // Generated command pages open the data they are generated from.
  expect(sources).toContain('site/src/data/thv-commands.ts');
  expect(sources).not.toContain('site/docs/toolhive/reference/cli/thv_run.md');
});
