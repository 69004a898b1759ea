// Puts the site's search engine beside two engines other docs sites use, on
// the reader cases (tests/unit/search-relevance/reader-cases.json), split
// into the tuning and the held-out part as the relevance report splits them,
// and prints hit@1, hit@3 and MRR per engine, part and kind: figures only,
// never a case's query or hits. Not part of CI: it needs a production build.
//   npm run build && node scripts/search-anchors.mjs [site/build]
//
// - ours: the engine over the build's search-index.json, with its synonyms,
//   filler words and page kinds, as the site's modal and search_docs run it.
// - Orama (`@orama/orama`, its default ranking with its English stemmer on):
//   the same records gathered into one document per section (page title,
//   headings, the section's text and its reader keywords).
// - Pagefind (`pagefind`, default ranking): the HTML of the same pages, as a
//   docs site sets it up (the `<article>` only, without breadcrumbs, footer or
//   what the site marks `data-search-exclude`), its index written to a
//   temporary folder and searched by Pagefind's own script in Chromium.
//
// A case is judged on each engine's first 10 hits with the rule of the
// relevance tests (measure.ts): a section when the case names one, else any
// of the page. Pagefind answers with pages, each listing the sections that
// matched as its sub-results (the page's own URL first when its top matched):
// a page counts as the hit of a case that names a section if one of them is
// that section.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { chromium } from '@playwright/test';
import createJiti from 'jiti';
import * as pagefind from 'pagefind';

const load = createJiti(import.meta.url, { interopDefault: true });
const { htmlFileForRoute } = load('@docs-kit/build-utils/routes');
const { LocalSearchEngine } = load('@docs-kit/search/engine');
const { figuresOf, JUDGED_HITS, rankIn } = load('../tests/unit/search-relevance/measure.ts');
const { heldOutCases, tuningCases } = load('../tests/unit/search-relevance/reader-split.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.argv[2] ?? 'site/build');
const indexFile = path.join(buildDir, 'search-index.json');
if (!existsSync(indexFile)) {
  console.error(
    `search-anchors: no ${indexFile}; run \`npm run build\` first, or name a build folder.`,
  );
  process.exit(2);
}
const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const records = index.records;
const pageUrls = [...new Set(records.map((record) => record.url.split('#')[0]))];

// A ranker answers a case with its rank (1-based), or null when none of its first hits is accepted.

function oursRanker() {
  const engine = new LocalSearchEngine(records, {
    synonyms: index.synonyms,
    fillerWords: index.fillerWords,
    pageKinds: index.pageKinds,
  });
  return async (item) =>
    rankIn(
      engine.search({ query: item.query, hitsPerPage: JUDGED_HITS }).hits.map((hit) => hit.url),
      item,
    );
}

async function oramaRanker() {
  const db = create({
    schema: { title: 'string', headings: 'string', content: 'string', keywords: 'string' },
    components: { tokenizer: { stemming: true } },
  });
  // One document per section (a heading's URL): one per paragraph ranked worse still.
  const sections = new Map();
  for (const record of records) {
    const section = sections.get(record.url) ?? {
      title: record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? '',
      headings: ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
        .map((level) => record.hierarchy[level])
        .filter(Boolean)
        .join(' '),
      content: [],
      keywords: new Set(),
    };
    if (record.content) section.content.push(record.content);
    if (record.keywords) section.keywords.add(record.keywords);
    sections.set(record.url, section);
  }
  const urls = [...sections.keys()];
  const ids = await insertMultiple(
    db,
    [...sections.values()].map((section) => ({
      ...section,
      content: section.content.join(' '),
      keywords: [...section.keywords].join(', '),
    })),
  );
  const urlOf = new Map(ids.map((id, i) => [id, urls[i]]));
  return async (item) => {
    const { hits } = await oramaSearch(db, { term: item.query, limit: JUDGED_HITS });
    return rankIn(
      hits.map((hit) => urlOf.get(hit.id)),
      item,
    );
  };
}

const contentTypes = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

/** Serves a folder on loopback, on a free port, with an empty page at `/`. */
async function serveFolder(folder) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>-</title>');
      return;
    }
    const file = path.join(folder, path.normalize(pathname));
    if (!file.startsWith(folder + path.sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      })
      .end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Pagefind's index of the same pages, written to a temporary folder, served on loopback and searched in Chromium. */
async function pagefindRanker() {
  const { index: pagefindIndex, errors } = await pagefind.createIndex({
    rootSelector: 'article',
    excludeSelectors: ['nav', 'footer', '.hash-link', '[data-search-exclude]'],
  });
  if (!pagefindIndex) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const url of pageUrls) {
    const content = readFileSync(htmlFileForRoute(buildDir, url), 'utf8');
    const added = await pagefindIndex.addHTMLFile({ url, content });
    if (added.errors.length > 0) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'search-anchors-'));
  const written = await pagefindIndex.writeFiles({ outputPath: path.join(folder, 'pagefind') });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();

  const server = await serveFolder(folder);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.evaluate(async () => {
    window.pagefind = await import('/pagefind/pagefind.js');
    await window.pagefind.init();
  });

  const ranker = async (item) => {
    const pages = await page.evaluate(
      async ({ query, judged }) => {
        const { results } = await window.pagefind.search(query);
        const data = await Promise.all(results.slice(0, judged).map((result) => result.data()));
        return data.map(({ url, sub_results }) => [url, ...sub_results.map((sub) => sub.url)]);
      },
      { query: item.query, judged: JUDGED_HITS },
    );
    const rank = pages.findIndex((urls) => rankIn(urls, item) !== null);
    return rank < 0 ? null : rank + 1;
  };
  return {
    ranker,
    async close() {
      await browser.close();
      server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const percent = (share) => `${(share * 100).toFixed(1)}%`;
const cell = (figures) =>
  `${percent(figures.hitAt1)}, ${percent(figures.hitAt3)}, ${figures.mrr.toFixed(3)}`;

async function figuresByKind(ranker, cases) {
  const ranks = [];
  for (const item of cases) ranks.push(await ranker(item));
  const of = (kind) => figuresOf(ranks.filter((_, i) => cases[i].kind === kind));
  return { question: of('question'), keywords: of('keywords'), all: figuresOf(ranks) };
}

const pagefindEngine = await pagefindRanker();
const engines = [
  ['ours', oursRanker()],
  ['Orama', await oramaRanker()],
  ['Pagefind', pagefindEngine.ranker],
];
const rows = [
  ['Part', 'Kind', 'Cases', ...engines.map(([name]) => `${name}: hit@1, hit@3, MRR`)],
  ['---', '---', '---:', ...engines.map(() => '---')],
];
for (const [part, cases] of [
  ['held-out', heldOutCases],
  ['tuning', tuningCases],
]) {
  const measured = [];
  for (const [, ranker] of engines) measured.push(await figuresByKind(ranker, cases));
  for (const kind of ['question', 'keywords', 'all']) {
    rows.push([part, kind, String(measured[0][kind].cases), ...measured.map((m) => cell(m[kind]))]);
  }
}
await pagefindEngine.close();
console.log(
  `${pageUrls.length} pages, ${records.length} records from ${path.relative(root, buildDir)}\n`,
);
console.log(rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
