import { describe, expect, it, vi } from 'vitest';
import { record } from '../../test/records';
import { LocalSearchEngine } from '../backends/engine';
import { FragmentReader, MOST_PAGES_KEPT, PAGES_PER_QUERY } from '../backends/fragments';
import type { SearchIndexFile, SearchRecord, SearchTermShard } from '../wire';
import { fragmentIndex, pageOf } from './fragments';

const topics = [
  ['secrets', 'Manage secrets', 'Store tokens in the encrypted secret store.'],
  ['registry', 'Use a custom registry', 'Point the client at your own registry URL.'],
  ['quokkas', 'Feed the quokkas', 'Quokkas eat leaves and grasses at dusk.'],
  ['network', 'Isolate the network', 'Block outbound traffic except the hosts you allow.'],
  ['logs', 'Read server logs', 'Follow the logs of a running server.'],
  ['telemetry', 'Export telemetry', 'Send traces to an OpenTelemetry collector.'],
  ['upgrade', 'Upgrade the operator', 'Apply the new chart version and wait for the rollout.'],
  ['clients', 'Connect clients', 'Configure each editor to reach the proxy.'],
  ['profiles', 'Write permission profiles', 'Grant read access to one folder only.'],
  ['volumes', 'Mount volumes', 'Share a host folder with the container.'],
  ['tokens', 'Rotate tokens', 'Replace an expired token without downtime.'],
  ['groups', 'Organize servers in groups', 'Run related servers together.'],
];

/** A page per topic: its title, a section, and the section's text. */
const records: SearchRecord[] = topics.flatMap(([page, title, text]) => [
  record(page!, 'lvl1', { lvl1: title }),
  record(page!, 'lvl2', { lvl1: title, lvl2: `About ${page}` }),
  record(page!, 'content', { lvl1: title, lvl2: `About ${page}` }, text),
]);
const index: SearchIndexFile = {
  version: 1,
  records,
  synonyms: [{ synonyms: ['k8s', 'kubernetes'] }],
  fillerWords: ['please'],
};
/** Shards of a few terms each, as a large site's would be. */
const names = { whole: 'search-index.whole.json', folder: 'search-index', shardCharacters: 16 };

/** The fragments in memory, fetched by URL as a browser would, each fetch counted. */
function served(site = index) {
  const fragments = fragmentIndex(site, names);
  const fetched: string[] = [];
  const fetchJson = vi.fn(async (url: string) => {
    fetched.push(url);
    const file = url.slice(`/${fragments.manifest.fragments}`.length);
    const text = fragments.files.get(file);
    if (text === undefined) throw new Error(`HTTP 404 for ${url}`);
    return JSON.parse(text) as unknown;
  });
  const reader = new FragmentReader(fragments.manifest, '/search-index.json', fetchJson);
  return { ...fragments, reader, fetched, fetchJson };
}

/** The pages holding a term, decoded from its shard. */
function pagesHolding(term: string, fragments: ReturnType<typeof served>) {
  const { manifest, files } = fragments;
  const place = manifest.terms.indexOf(term);
  const shard = manifest.shards.filter((start) => start <= place).length - 1;
  const pairs = (JSON.parse(files.get(`terms/${shard}.json`)!) as SearchTermShard)[
    place - manifest.shards[shard]!
  ]!;
  const pages: [page: number, weight: number][] = [];
  let page = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    page += pairs[i]!;
    pages.push([page, pairs[i + 1]!]);
  }
  return pages;
}

describe('fragmentIndex', () => {
  it('lists every term the engine indexes, with its count, in shards that cover them in order', () => {
    const { manifest, files } = fragmentIndex(index, names);
    const engine = new LocalSearchEngine(records, index);
    const indexed = new Map(engine.indexedTerms().terms);
    expect(new Map(manifest.terms.map((term, i) => [term, manifest.counts[i]]))).toEqual(indexed);
    expect(manifest.fieldsRead).toBe(engine.indexedTerms().fieldsRead);
    expect(manifest.shards[0]).toBe(0);
    manifest.shards.forEach((start, shard) => {
      const end = manifest.shards[shard + 1] ?? manifest.terms.length;
      expect(end).toBeGreaterThan(start);
      const terms = JSON.parse(files.get(`terms/${shard}.json`)!) as SearchTermShard;
      expect(terms).toHaveLength(end - start);
    });
    // A word's stem key sits beside it.
    const quokkas = manifest.terms.indexOf('quokkas');
    expect(manifest.terms.slice(quokkas - 1, quokkas + 2)).toContain('~s:quokka');
    expect(manifest).toMatchObject({ version: 2, whole: names.whole, pages: topics.length });
    expect(manifest.fragments).toMatch(/^search-index\/[0-9a-f]{12}\/$/);
    expect(manifest.synonyms).toEqual(index.synonyms);
  });

  it('gives each term the pages holding it, a title word weighing more than a word of text', () => {
    const fragments = served();
    const quokkaPage = topics.findIndex(([page]) => page === 'quokkas');
    expect(pagesHolding('quokkas', fragments).map(([page]) => page)).toEqual([quokkaPage]);
    const server = pagesHolding('server', fragments);
    expect(server.map(([page]) => topics[page]![0])).toEqual(['logs']);
    const [[, inTitle]] = pagesHolding('feed', fragments) as [[number, number]];
    const [[, inText]] = pagesHolding('dusk', fragments) as [[number, number]];
    expect(inTitle).toBeGreaterThan(inText);
    expect(inText).toBeGreaterThanOrEqual(1);
    expect(inTitle).toBeLessThanOrEqual(255);
  });

  it("writes one block per page, the page's records in order, pages in the site's order", () => {
    const { files } = fragmentIndex(index, names);
    topics.forEach(([page], i) => {
      const block = JSON.parse(files.get(`pages/${i}.json`)!) as SearchRecord[];
      expect(block).toEqual(records.filter((r) => pageOf(r.url) === `/${page}`));
    });
  });
});

describe('FragmentReader', () => {
  it('ranks the page holding the words first, as typed, misspelt, half typed or by a synonym', async () => {
    const { reader } = served();
    const first = async (query: string) => topics[(await reader.bestPages(query))[0]!]![0];
    expect(await first('feed quokkas')).toBe('quokkas');
    expect(await first('please isolate network')).toBe('network');
    expect(await first('isolation')).toBe('network');
    expect(await first('custm registry')).toBe('registry');
    expect(await first('telem')).toBe('telemetry');
    expect(await reader.bestPages('')).toEqual([]);
    expect(await reader.bestPages('zzzzqqq')).toEqual([]);
  });

  it("fetches the shards of the query's terms and its best pages' blocks, each once", async () => {
    const fragments = served();
    const { reader, fetched } = fragments;
    expect(await reader.load('rotate tokens')).toBe(true);
    const blocks = fetched.filter((url) => url.includes('/pages/'));
    expect(blocks.length).toBeLessThanOrEqual(PAGES_PER_QUERY);
    expect(fetched.filter((url) => url.includes('/terms/')).length).toBeLessThan(
      fragments.manifest.shards.length,
    );
    expect(reader.records().map((r) => r.hierarchy.lvl1)).toContain('Rotate tokens');
    const before = fetched.length;
    expect(await reader.load('rotate tokens')).toBe(false);
    expect(fetched).toHaveLength(before);
    // The records held stay in the site's order, whichever page came first.
    await reader.load('quokkas');
    const order = reader
      .records()
      .map((r) => topics.findIndex(([page]) => `/${page}` === pageOf(r.url)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('forgets a failed fetch, so the next query tries again', async () => {
    const fragments = served();
    const { reader, fetchJson } = fragments;
    const works = fetchJson.getMockImplementation()!;
    fetchJson.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(reader.load('quokkas')).rejects.toThrow('Failed to fetch');
    fetchJson.mockImplementation(works);
    expect(await reader.load('quokkas')).toBe(true);
    expect(reader.records().some((r) => r.content?.includes('Quokkas eat'))).toBe(true);
  });

  it('lets go of the records of pages wanted least recently, beyond the most it keeps', async () => {
    // A page per animal: words too short for typos, none the start of another.
    const animals =
      'ant bee cat dog eel fox gnu hen yak jay koi elk owl pig ram rat cod emu ape bat cow doe ewe hog nag pup ray sow'.split(
        ' ',
      );
    expect(animals.length).toBeGreaterThan(MOST_PAGES_KEPT + 1);
    const site: SearchIndexFile = {
      version: 1,
      records: animals.map((animal) => record(animal, 'lvl1', { lvl1: `The ${animal}` })),
    };
    const { reader, fetched } = served(site);
    const fetchesOf = (page: number) =>
      fetched.filter((url) => url.endsWith(`/pages/${page}.json`)).length;
    const held = () => reader.records().map((r) => r.hierarchy.lvl1);
    for (const animal of animals.slice(0, MOST_PAGES_KEPT)) await reader.load(animal);
    // Wanted again while kept: not fetched again, and now the most recent.
    await reader.load('ant');
    expect(fetchesOf(0)).toBe(1);
    // One page more than it keeps: the least recently wanted, the bee's, goes.
    await reader.load(animals[MOST_PAGES_KEPT]!);
    expect(held()).toHaveLength(MOST_PAGES_KEPT);
    expect(held()).toContain('The ant');
    expect(held()).not.toContain('The bee');
    // Its records are gone from the reader too: wanted again, they are fetched again.
    await reader.load('bee');
    expect(fetchesOf(1)).toBe(2);
  });
});
