import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSearchEngine } from '../src/backends/engine';
import { createEngineHost } from '../src/backends/engine-host';
import searchPlugin, { validateOptions, type SearchPluginOptions } from '../src/plugin';
import { readIndexFile } from '../src/upload';
import type { SearchIndexFile, SearchIndexManifest } from '../src/wire';

// A small site built by the plugin's postBuild with a budget of 0, so its
// index is written in fragments, served over HTTP and searched by the
// engine host the browser's worker runs, against the whole index's engine.

const topics: [slug: string, title: string, section: string, text: string][] = [
  ['secrets', 'Manage secrets', 'Set a secret', 'Store API tokens in the encrypted secret store.'],
  ['registry', 'Use a custom registry', 'Set the registry URL', 'Point the client at a registry.'],
  ['network', 'Isolate the network', 'Allow outbound hosts', 'Block traffic except allowed hosts.'],
  ['logs', 'Read server logs', 'Follow logs', 'Follow the logs of a running server with thv logs.'],
  ['telemetry', 'Export telemetry', 'Send traces', 'Send traces to an OpenTelemetry collector.'],
  ['upgrade', 'Upgrade the operator', 'Apply the chart', 'Apply the new chart and wait.'],
  [
    'clients',
    'Connect clients',
    'Configure an editor',
    'Configure each editor to reach the proxy.',
  ],
  ['profiles', 'Permission profiles', 'Grant read access', 'Grant read access to one folder.'],
  ['volumes', 'Mount volumes', 'Share a folder', 'Share a host folder with the container.'],
  ['tokens', 'Rotate tokens', 'Replace a token', 'Replace an expired token without downtime.'],
  ['groups', 'Server groups', 'Run servers together', 'Run related servers together in a group.'],
  ['quokkas', 'Feed the quokkas', 'Leaves at dusk', 'Quokkas eat leaves and grasses at dusk.'],
];

const html = ([slug, title, section, text]: (typeof topics)[number]) =>
  `<!doctype html><html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a href="/">Home</a></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">Guides</span></li></ul></nav>
<article><header><h1>${title}</h1></header><p>All about ${slug}.</p>
<h2 id="${slug}-section">${section}</h2><p>${text}</p></article></body></html>`;

let outDir: string;
let server: Server;
let origin: string;
const requested: string[] = [];

async function build(options: Partial<SearchPluginOptions>, dir: string) {
  const validated = validateOptions({
    options: { ...options },
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as SearchPluginOptions,
  });
  const context = { siteDir: dir, baseUrl: '/', siteConfig: {} } as unknown as LoadContext;
  await searchPlugin(context, validated).postBuild!({
    outDir: dir,
    routesPaths: topics.map(([slug]) => `/${slug}`),
  } as never);
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'search-fragments-'));
  for (const topic of topics) {
    await mkdir(path.join(outDir, topic[0]), { recursive: true });
    await writeFile(path.join(outDir, topic[0], 'index.html'), html(topic));
  }
  await build({ wholeIndexBudget: 0 }, outDir);
  server = createServer((request, response) => {
    const file = path.join(outDir, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    requested.push(request.url!);
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(outDir, { recursive: true, force: true });
});

const readJson = async <T>(file: string) =>
  JSON.parse(await readFile(path.join(outDir, file), 'utf8')) as T;

describe('an index above the budget', () => {
  it('is written as a manifest naming the whole index beside it, which an upload reads', async () => {
    const manifest = await readJson<SearchIndexManifest>('search-index.json');
    expect(manifest).toMatchObject({ version: 2, whole: 'search-index.whole.json' });
    const whole = await readJson<SearchIndexFile>('search-index.whole.json');
    expect(whole.records.map((r) => r.hierarchy.lvl1)).toContain('Feed the quokkas');
    expect((await readIndexFile(path.join(outDir, 'search-index.json'))).records).toEqual(
      whole.records,
    );
  });

  it('answers the same top hit as the whole index, fetching fragments only', async () => {
    const whole = await readJson<SearchIndexFile>('search-index.whole.json');
    const engine = new LocalSearchEngine(whole.records, whole);
    const host = createEngineHost(`${origin}/search-index.json`);
    for (const query of [
      'quokkas',
      'secret',
      'registry url',
      'thv logs',
      'telemtry',
      'share fol',
    ]) {
      const [fragmented] = await host.search([{ query, hitsPerPage: 5 }]);
      const [expected] = [engine.search({ query, hitsPerPage: 5 })];
      expect(fragmented!.hits[0]?.url, query).toBe(expected!.hits[0]?.url);
      expect(fragmented!.hits[0]?.url, query).toBeDefined();
    }
    expect(requested[0]).toBe('/search-index.json');
    expect(requested.filter((url) => url === '/search-index.json')).toHaveLength(1);
    expect(requested.some((url) => url.includes('whole'))).toBe(false);
    expect(requested.slice(1).every((url) => /^\/search-index\/[0-9a-f]{12}\//.test(url))).toBe(
      true,
    );
    // A query whose fragments all arrived fetches nothing more.
    const before = requested.length;
    await host.search([{ query: 'quokkas' }]);
    expect(requested).toHaveLength(before);
  });

  it("suggests queries of the site's words when nothing is found, not only of the pages held", async () => {
    const host = createEngineHost(`${origin}/search-index.json`);
    const [none] = await host.search([{ query: 'qokkaz' }]);
    expect(none!.hits).toEqual([]);
    expect(none!.suggestions).toContain('quokkas');
  });

  it('fails with the HTTP status when a fragment is gone, and recovers when it is back', async () => {
    const manifest = await readJson<SearchIndexManifest>('search-index.json');
    const block = path.join(outDir, manifest.fragments, 'pages/0.json');
    const kept = await readFile(block);
    await rm(block);
    const host = createEngineHost(`${origin}/search-index.json`);
    await expect(host.search([{ query: 'manage secrets' }])).rejects.toThrow('HTTP 404');
    await writeFile(block, kept);
    const [answer] = await host.search([{ query: 'manage secrets' }]);
    expect(answer!.hits[0]?.hierarchy.lvl1).toBe('Manage secrets');
  });
});

describe('an index within the budget', () => {
  it('stays one file, as before', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-whole-'));
    try {
      for (const topic of topics) {
        await mkdir(path.join(dir, topic[0]), { recursive: true });
        await writeFile(path.join(dir, topic[0], 'index.html'), html(topic));
      }
      await build({}, dir);
      const index = JSON.parse(
        await readFile(path.join(dir, 'search-index.json'), 'utf8'),
      ) as SearchIndexFile;
      expect(index.version).toBe(1);
      expect(index.records).toHaveLength(topics.length * 4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
