import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine } from '@docs-kit/search/engine';
import { FragmentReader, fragmentSearcher } from '@docs-kit/search/fragment-reader';
import { fragmentIndex } from '@docs-kit/search/fragments';
import type { SearchIndexFile, SearchRecord } from '@docs-kit/search/wire';
import { benchQueriesFrom } from '@docs-kit/search/bench-queries';
import * as cases from './search-relevance/cases';
import { siteEngineOptions, siteRecords } from './search-relevance/corpus';

// The site's index in fragments, as the search plugin writes it above its
// budget, read the way the browser's engine host reads it: what a query
// fetches (brotli, as a CDN serves static files) and what it answers.

const brotliSize = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** The search budgets: before the first hit, and each later query on average. */
const FIRST_HIT_BUDGET = 150 * 1024;
const LATER_QUERY_BUDGET = 50 * 1024;

const records = siteRecords();

/** Readers over the index's fragments, fetched from memory, each counting the brotli bytes it fetches. */
function fragmentsOf(index: SearchIndexFile) {
  const { manifest, files } = fragmentIndex(index, { whole: 'whole.json', folder: 'fragments' });
  return () => {
    const fetched = { bytes: brotliSize(JSON.stringify(manifest)) };
    const reader = new FragmentReader(manifest, '/search-index.json', async (url) => {
      const text = files.get(url.slice(`/${manifest.fragments}`.length))!;
      fetched.bytes += brotliSize(text);
      return JSON.parse(text) as unknown;
    });
    return { reader, fetched };
  };
}

/** The site copied `times` times, each copy's titles and headings with a word of its own, as the scale bench grows it. */
function grown(times: number): SearchRecord[] {
  return Array.from({ length: times }, (_, copy) =>
    records.map((record) => {
      if (copy === 0) return record;
      const word = `copy${String.fromCharCode(97 + copy)}`;
      const [page, anchor] = record.url.split('#');
      const hierarchy = { ...record.hierarchy };
      for (const level of ['lvl1', 'lvl2'] as const)
        if (hierarchy[level]) hierarchy[level] = `${hierarchy[level]} ${word}`;
      return {
        ...record,
        objectID: `${record.objectID}-${copy}`,
        url: `${page}-${word}${anchor === undefined ? '' : `#${anchor}`}`,
        hierarchy,
      };
    }),
  ).flat();
}

describe('the site index in fragments', () => {
  it(
    'answers the top hit of the whole index for a handful of queries',
    { timeout: 60_000 },
    async () => {
      const whole = new LocalSearchEngine(records, siteEngineOptions);
      const newReader = fragmentsOf({ version: 1, records, ...siteEngineOptions });
      for (const query of [
        'permission profile',
        'kubrenetes operator',
        'kubernetes operator',
        'custom registry url',
        'homebr',
        'how do i stop a server',
        'network isolation',
        'thv logs',
      ]) {
        const { reader } = newReader();
        await reader.load(query);
        const engine = new LocalSearchEngine(reader.records(), siteEngineOptions);
        expect(engine.search({ query }).hits[0]?.url, query).toBe(
          whole.search({ query }).hits[0]?.url,
        );
      }
    },
  );

  it(
    "gives the whole index's count for a query, or says its count is not that, as a reader types",
    { timeout: 60_000 },
    async () => {
      const whole = new LocalSearchEngine(records, siteEngineOptions);
      const { manifest, files } = fragmentIndex(
        { version: 1, records, ...siteEngineOptions },
        { whole: 'whole.json', folder: 'fragments' },
      );
      const search = fragmentSearcher(
        manifest,
        '/search-index.json',
        async (url) =>
          JSON.parse(files.get(url.slice(`/${manifest.fragments}`.length))!) as unknown,
        LocalSearchEngine,
        siteEngineOptions,
      );
      // Each query as typed, a key at a time, in one session: the pages held grow and turn over.
      const typed = benchQueriesFrom(cases, 'cases.ts')
        .slice(0, 12)
        .flatMap(({ query }) => Array.from(query, (_, i) => query.slice(0, i + 1)));
      const counted: string[] = [];
      for (const query of typed) {
        const [answer] = await search([{ query }]);
        if (!answer!.exhaustiveNbHits) continue;
        counted.push(query);
        expect(answer!.nbHits, query).toBe(whole.search({ query }).nbHits);
      }
      expect(counted.length).toBeGreaterThan(0);
      expect(counted.length).toBeLessThan(typed.length);
    },
  );

  it(
    'at ten times the pages, fetches at most 150 KB before the first hit and 50 KB per later query on average',
    { timeout: 120_000 },
    async () => {
      const { reader, fetched } = fragmentsOf({
        version: 1,
        records: grown(10),
        ...siteEngineOptions,
      })();
      const queries = benchQueriesFrom(cases, 'cases.ts')
        .slice(0, 10)
        .map(({ query }) => query);
      const bytes: number[] = [];
      for (const query of queries) {
        await reader.load(query);
        bytes.push(fetched.bytes);
        fetched.bytes = 0;
      }
      expect(bytes[0]).toBeLessThanOrEqual(FIRST_HIT_BUDGET);
      const later = bytes.slice(1).reduce((sum, each) => sum + each, 0) / (bytes.length - 1);
      expect(later).toBeLessThanOrEqual(LATER_QUERY_BUDGET);
    },
  );
});
