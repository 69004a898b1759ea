// The CPU time of the queries made to cost the most (bench/fuzz-queries.ts),
// against a built index: the crafted query, and 2,000 generated ones.
//   npx jiti packages/search/bench/query-cost.ts <search-index.json> [rounds]
// Each query runs `rounds` times (3 by default), interleaved, and its CPU time
// is the fastest round, so a busy machine's pauses count as little as they can.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuUsage } from 'node:process';
import { LocalSearchEngine } from '../src/backends/engine/index';
import type { SearchIndexFile } from '../src/wire';
import { CRAFTED_QUERY, fuzzQueries, fuzzKinds, type FuzzQuery } from './fuzz-queries';

const [indexFile, roundsArgument = '3'] = process.argv.slice(2);
if (!indexFile) {
  console.error('Usage: query-cost.ts <search-index.json> [rounds]');
  process.exit(2);
}
const rounds = Math.max(1, Number(roundsArgument) || 3);
const { records, synonyms } = JSON.parse(
  readFileSync(path.resolve(indexFile), 'utf8'),
) as SearchIndexFile;
const engine = new LocalSearchEngine(records, { synonyms });

const queries: (FuzzQuery | { query: string; kind: 'crafted' })[] = [
  { query: CRAFTED_QUERY, kind: 'crafted' },
  ...fuzzQueries(2000),
];
const cpuMs = (query: string) => {
  const before = cpuUsage();
  engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
  const spent = cpuUsage(before);
  return (spent.user + spent.system) / 1000;
};
// Warm up: the first searches compile the engine's code.
for (const { query } of queries.slice(0, 50)) cpuMs(query);
const fastest = queries.map(() => Infinity);
for (let round = 0; round < rounds; round += 1) {
  queries.forEach(({ query }, i) => {
    fastest[i] = Math.min(fastest[i]!, cpuMs(query));
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const row = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label.padEnd(18)} ${String(times.length).padStart(5)}  median ${quantile(sorted, 0.5).toFixed(2).padStart(6)}  p99 ${quantile(sorted, 0.99).toFixed(2).padStart(6)}  max ${sorted[sorted.length - 1]!.toFixed(2).padStart(6)} ms`;
};
console.log(`${records.length} records, ${rounds} rounds, CPU time per query (fastest round)`);
console.log(row('crafted', [fastest[0]!]));
for (const kind of fuzzKinds) {
  console.log(
    row(
      kind,
      fastest.filter((_, i) => queries[i]!.kind === kind),
    ),
  );
}
console.log(row('all generated', fastest.slice(1)));
const worst = queries
  .map((item, i) => ({ ...item, ms: fastest[i]! }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5);
console.log('slowest:');
for (const { kind, query, ms } of worst) {
  console.log(`  ${ms.toFixed(2)} ms  ${kind}: ${JSON.stringify(query.slice(0, 70))}`);
}
console.log(`over 50 ms: ${fastest.slice(1).filter((ms) => ms > 50).length}`);
