import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bench, describe } from 'vitest';
import { LocalSearchEngine } from '../src/backends/engine';
import type { SearchIndexFile } from '../src/wire';

// Runs against the index of the real site: `npm run build` first, then
// `npx vitest bench packages/search`. SEARCH_INDEX names another build's index.
const indexFile = path.resolve(
  process.env.SEARCH_INDEX ?? path.join(__dirname, '../../../site/build/search-index.json'),
);
const { records } = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndexFile;
const engine = new LocalSearchEngine(records);

const queries = [
  'thv run',
  '--permission-profile',
  'secrets',
  'registry',
  'permision profle',
  'install homebrew',
  'kubernetes operator',
  'stop an mcp server',
  'transport sse',
  'client configuration cursor',
  'how do i stop a server',
  // No record holds both words, so this measures the any-word fallback.
  'kubernetes banana',
];

describe(`${records.length} records`, () => {
  bench('build the engine from the index', () => {
    new LocalSearchEngine(records);
  });
  for (const query of queries) {
    bench(`query "${query}"`, () => {
      engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
    });
  }
});
