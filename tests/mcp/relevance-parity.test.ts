import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createSearchBackend } from '@docs-kit/search/backend';
import { WEAK_MATCH } from '@docs-kit/search/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { relevanceCases } from '../unit/search-relevance/cases';
import { figuresOf, rankIn } from '../unit/search-relevance/measure';
import { heldOutCases, tuningCases } from '../unit/search-relevance/reader-split';
import { buildDir, connectHttp, repoRoot, startHttpServer, type HttpServer } from './harness';

// search_docs answers with the site's own ranking: for every query of the
// site's relevance tests, its first hit is the first hit the site's search
// shows. The site's hit comes from the same entry point the browser bundles
// (@docs-kit/search/backend), fetching the built index over HTTP.

const relevanceTests = readFileSync(
  path.join(repoRoot, 'tests/unit/search-relevance.test.ts'),
  'utf8',
);
const queries = [
  ...new Set([
    ...relevanceCases.map((item) => item.query),
    ...[...relevanceTests.matchAll(/\b(?:firstUrl|hits)\(\s*'((?:[^'\\]|\\.)+)'/g)].map(
      (match) => match[1]!,
    ),
  ]),
];

// What the site's search page and modal send on a docs page (contextual search).
const facetFilters = [
  ['language:en'],
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

let indexServer: http.Server;
let mcpServer: HttpServer;
let client: Client;
let siteSearch: ReturnType<typeof createSearchBackend>;
const siteUrl = (
  JSON.parse(readFileSync(path.join(buildDir, 'docs-mcp.json'), 'utf8')) as {
    site: { url: string };
  }
).site.url;

beforeAll(async () => {
  const index = readFileSync(path.join(buildDir, 'search-index.json'));
  indexServer = http.createServer((request, response) => {
    response.writeHead(request.url === '/search-index.json' ? 200 : 404, {
      'content-type': 'application/json',
    });
    response.end(request.url === '/search-index.json' ? index : '');
  });
  await new Promise<void>((resolve) => indexServer.listen(0, '127.0.0.1', resolve));
  const { port } = indexServer.address() as AddressInfo;
  siteSearch = createSearchBackend({
    mode: 'offline',
    indexName: 'docs',
    indexUrl: `http://127.0.0.1:${port}/search-index.json`,
  });
  mcpServer = await startHttpServer();
  client = await connectHttp(mcpServer.url);
});
afterAll(async () => {
  await client?.close();
  await mcpServer?.stop();
  await new Promise((resolve) => indexServer?.close(resolve));
});

it('reads the queries of the site relevance tests', () => {
  expect(queries.length).toBeGreaterThanOrEqual(15);
  expect(queries).toContain('thv run');
  expect(queries).toContain('--permission-profile');
});

it('gives the same first hit as the site search for every relevance query', async () => {
  for (const query of queries) {
    const { results } = await siteSearch.search({
      requests: [{ indexName: 'docs', query, hitsPerPage: 20, page: 0, facetFilters }],
    });
    const siteFirst = results[0]!.hits[0];
    expect(siteFirst, query).toBeDefined();
    const answer = await client.callTool({ name: 'search_docs', arguments: { query } });
    const hits = (answer.structuredContent as { hits: { url: string }[] }).hits;
    // A weak match answers with suggestions instead of hits.
    if ((results[0]!.matchQuality ?? 0) < WEAK_MATCH) expect(hits, query).toEqual([]);
    else expect(hits[0]?.url, query).toBe(new URL(siteFirst!.url, siteUrl).href);
  }
});

/** The site's hits (as the search page asks) and search_docs' hits, as URLs, for one query. */
async function bothHits(query: string) {
  const { results } = await siteSearch.search({
    requests: [{ indexName: 'docs', query, hitsPerPage: 10, page: 0, facetFilters }],
  });
  const answer = await client.callTool({
    name: 'search_docs',
    arguments: { query: query.slice(0, 256), limit: 10 },
  });
  const docs = (answer.structuredContent as { hits: { url: string }[] }).hits;
  return {
    site: results[0]!.hits.map(
      (hit) => new URL(hit.url, siteUrl).pathname + new URL(hit.url, siteUrl).hash,
    ),
    docs: docs.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash),
    weak: (results[0]!.matchQuality ?? 0) < WEAK_MATCH,
  };
}

// The reader set through search_docs: the same figures as the site's search,
// for both parts. Nothing about a held-out case is printed, only counts.
for (const [part, cases] of [
  ['tuning', tuningCases],
  ['held-out', heldOutCases],
] as const) {
  it(
    `gives the site search's figures for the reader set's ${part} part`,
    { timeout: 180_000 },
    async () => {
      const siteRanks: (number | null)[] = [];
      const docsRanks: (number | null)[] = [];
      let differing = 0;
      let weak = 0;
      for (const item of cases) {
        const { site, docs, weak: isWeak } = await bothHits(item.query);
        siteRanks.push(rankIn(site, item));
        docsRanks.push(rankIn(docs, item));
        if (isWeak) weak += 1;
        // A weak match answers with suggestions rather than hits; else the same first hit.
        else if (docs[0] !== site[0]) differing += 1;
      }
      expect(differing, `${part}: queries whose first hit differs`).toBe(0);
      // The weak matches search_docs does not answer cost it their ranks, and nothing else.
      const site = figuresOf(siteRanks);
      const docs = figuresOf(docsRanks);
      expect(docs.hitAt1, `${part}: ${weak} weak`).toBeGreaterThanOrEqual(
        site.hitAt1 - weak / cases.length,
      );
      expect(docs.mrr).toBeGreaterThanOrEqual(site.mrr - weak / cases.length);
    },
  );
}
