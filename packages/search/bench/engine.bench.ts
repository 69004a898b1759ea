import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bench, describe } from 'vitest';
import { LocalSearchEngine } from '../src/backends/engine/index';
import type { SearchIndexFile, SearchRecord } from '../src/wire';
import { benchQueriesFrom, type BenchQuery } from './queries';

// The engine against a built index, with the site's own queries:
//   SEARCH_INDEX=<built search-index.json> [SEARCH_BENCH_QUERIES=<file>] npx vitest bench packages/search --run
// SEARCH_BENCH_QUERIES names a JSON file or a module: every array it holds
// (or exports) of query strings or of objects with a `query` string, each
// object's `kind` grouping it. Without it, queries come from the index itself.
const indexPath = process.env.SEARCH_INDEX;
if (!indexPath) {
  throw new Error(
    'SEARCH_INDEX is not set: set it to a built search index, for example SEARCH_INDEX=build/search-index.json.',
  );
}
const { records, synonyms } = JSON.parse(
  readFileSync(path.resolve(indexPath), 'utf8'),
) as SearchIndexFile;
const engine = new LocalSearchEngine(records, { synonyms });

const queriesFile = process.env.SEARCH_BENCH_QUERIES;
const queries = queriesFile ? await loadQueries(path.resolve(queriesFile)) : indexQueries(records);

async function loadQueries(file: string): Promise<BenchQuery[]> {
  const loaded: unknown = file.endsWith('.json')
    ? JSON.parse(readFileSync(file, 'utf8'))
    : await import(pathToFileURL(file).href);
  return benchQueriesFrom(loaded, `SEARCH_BENCH_QUERIES: ${file}`);
}

/** Titles, headings, the same with a typo, and long sentences, taken from the index at even steps. */
function indexQueries(all: SearchRecord[]): BenchQuery[] {
  const every = <T>(list: T[], count: number) =>
    list.filter((_, i) => i % Math.max(1, Math.floor(list.length / count)) === 0).slice(0, count);
  const titles = every([...new Set(all.map((record) => record.hierarchy.lvl1 ?? ''))], 8);
  const headings = every(
    all.filter((record) => record.type === 'lvl2').map((record) => record.hierarchy.lvl2 ?? ''),
    8,
  );
  const sentences = every(
    all.map((record) => record.content?.split(/\s+/) ?? []).filter((words) => words.length >= 14),
    4,
  ).map((words) => words.slice(0, 14).join(' '));
  // Swaps two letters of each word of five or more.
  const typo = (text: string) =>
    text.replace(/\p{L}{5,}/gu, (word) => `${word[0]}${word[2]}${word[1]}${word.slice(3)}`);
  return [
    ...titles.filter(Boolean).map((query) => ({ query, kind: 'title' })),
    ...headings.filter(Boolean).map((query) => ({ query, kind: 'heading' })),
    ...headings.filter(Boolean).map((query) => ({ query: typo(query), kind: 'typo' })),
    ...sentences.map((query) => ({ query, kind: 'long sentence' })),
  ];
}

const kinds = new Map<string, BenchQuery[]>();
for (const item of queries) kinds.set(item.kind, [...(kinds.get(item.kind) ?? []), item]);

describe(`${records.length} records, ${queries.length} queries`, () => {
  bench('build the engine from the index', () => {
    new LocalSearchEngine(records, { synonyms });
  });
  // One bench per kind of query, each run taking the next query of that
  // kind, so its figures spread over every query of the kind.
  for (const [kind, list] of kinds) {
    let next = 0;
    bench(`${kind} (${list.length} queries)`, () => {
      const { query } = list[next++ % list.length]!;
      engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
    });
  }
});
