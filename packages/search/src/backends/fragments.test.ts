import { describe, expect, it } from 'vitest';
import { record } from '../../test/records';
import { fragmentIndex } from '../indexing/fragments';
import type { SearchIndexFile, SearchRecord } from '../wire';
import { LocalSearchEngine } from './engine';
import { fragmentSearcher, PAGES_PER_QUERY } from './fragments';

/** More pages about servers than a query fetches, and one page about quokkas. */
const pages = [
  ...Array.from({ length: PAGES_PER_QUERY + 4 }, (_, i) => [
    `server-${i}`,
    `Run server number ${i}`,
    `Start the server with the name word${i}.`,
  ]),
  ['quokkas', 'Feed the quokkas', 'Quokkas eat leaves and grasses at dusk.'],
];
const records: SearchRecord[] = [
  ...pages.flatMap(([page, title, text]) => [
    record(page!, 'lvl1', { lvl1: title }),
    record(page!, 'content', { lvl1: title }, text),
  ]),
  // A page that names a product only in its reader phrases (its keywords).
  { ...record('sso', 'lvl1', { lvl1: 'Sign in once' }), keywords: 'okta login' },
  record('sso', 'content', { lvl1: 'Sign in once' }, 'Use your identity provider.'),
];
const index: SearchIndexFile = { version: 1, records };
const whole = new LocalSearchEngine(records);

/** A searcher over the index in fragments, served from memory. */
function searcher() {
  const { manifest, files } = fragmentIndex(index, { whole: 'whole.json', folder: 'fragments' });
  const fetchJson = async (url: string) =>
    JSON.parse(files.get(url.slice(`/${manifest.fragments}`.length))!) as unknown;
  const search = fragmentSearcher(manifest, '/search-index.json', fetchJson, LocalSearchEngine, {});
  return async (query: string) => (await search([{ query }]))[0]!;
}

describe('fragmentSearcher', () => {
  it("claims the whole index's count only while it holds every page a query's words are on", async () => {
    const search = searcher();
    const server = await search('server');
    expect(server.nbHits).toBeLessThan(whole.search({ query: 'server' }).nbHits);
    expect(server.exhaustiveNbHits).toBe(false);
    const quokkas = await search('quokkas');
    expect(quokkas.exhaustiveNbHits).toBe(true);
    expect(quokkas.nbHits).toBe(whole.search({ query: 'quokkas' }).nbHits);
    // Once every page about servers arrived (each asked for by its own word), the count is whole.
    for (let i = 0; i < PAGES_PER_QUERY + 4; i += 1) await search(`word${i}`);
    const again = await search('server');
    expect(again.exhaustiveNbHits).toBe(true);
    expect(again.nbHits).toBe(whole.search({ query: 'server' }).nbHits);
  });

  it('finds a page by a reader phrase, and counts it', async () => {
    const answer = await searcher()('okta login');
    expect(answer.hits.map((hit) => hit.url.split('#')[0])).toEqual(['/sso']);
    expect(answer.exhaustiveNbHits).toBe(true);
    expect(answer.nbHits).toBe(whole.search({ query: 'okta login' }).nbHits);
  });
});
