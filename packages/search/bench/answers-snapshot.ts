// Every answer the engine gives, written to a file, so a change made for
// speed can be shown to change no answer: run it before the change and after,
// then compare the two files.
//   npx jiti packages/search/bench/answers-snapshot.ts <search-index.json> <out.json> <queries file>...
//   npx jiti packages/search/bench/answers-snapshot.ts --compare <before.json> <after.json>
// For each query of each queries file (read as the benchmarks read them) and
// 2,000 generated ones: the URLs of the first 20 hits and `nbHits` as the
// search modal asks, the same for an assistant's five hits, and a digest of
// each whole response (highlights, snippets, suggestions). The comparison
// prints how many answers differ per file and kind and where, by number only:
// a held-out query is never shown.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import { LocalSearchEngine } from '../src/backends/engine/index';
import type { SearchIndexFile } from '../src/wire';
import { benchQueriesFrom } from './queries';
import { fuzzQueries } from './fuzz-queries';

interface Answer {
  set: string;
  kind: string;
  urls: string[];
  nbHits: number;
  assistant: string[];
  digest: string;
}

function usage(): never {
  console.error(
    'Usage: answers-snapshot.ts <search-index.json> <out.json> <queries file>...\n' +
      '       answers-snapshot.ts --compare <before.json> <after.json>',
  );
  process.exit(2);
}

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

function snapshot(indexFile: string, out: string, queryFiles: string[]): void {
  const { records, synonyms, fillerWords, pageKinds } = JSON.parse(
    readFileSync(path.resolve(indexFile), 'utf8'),
  ) as SearchIndexFile;
  const engine = new LocalSearchEngine(records, { synonyms, fillerWords, pageKinds });
  const load = createJiti(import.meta.url, { interopDefault: true });
  const sets = queryFiles.map((file) => ({
    set: path.basename(file),
    queries: benchQueriesFrom(load(path.resolve(file)), file),
  }));
  sets.push({ set: 'generated', queries: fuzzQueries(2000) });
  const answers: Answer[] = [];
  for (const { set, queries } of sets) {
    for (const { query, kind } of queries) {
      // Everything but the time it took.
      const response = {
        ...engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] }),
        processingTimeMS: 0,
      };
      const assistant = engine.answer({
        query,
        hitsPerPage: 5,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '**',
        highlightPostTag: '**',
      });
      answers.push({
        set,
        kind,
        urls: response.hits.map((hit) => hit.url),
        nbHits: response.nbHits,
        assistant: [...assistant.hits.map((hit) => hit.url), ...assistant.suggestions],
        digest: digest([response, assistant]),
      });
    }
  }
  writeFileSync(out, `${JSON.stringify(answers)}\n`);
  console.log(`${answers.length} answers written to ${out}`);
}

function compare(beforeFile: string, afterFile: string): void {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Answer[];
  const before = read(beforeFile);
  const after = read(afterFile);
  if (before.length !== after.length) {
    console.log(`different numbers of answers: ${before.length} and ${after.length}`);
    process.exit(1);
  }
  const differing = new Map<string, number[]>();
  const totals = new Map<string, number>();
  before.forEach((answer, i) => {
    const label = `${answer.set} (${answer.kind})`;
    totals.set(label, (totals.get(label) ?? 0) + 1);
    if (JSON.stringify(answer) === JSON.stringify(after[i])) return;
    differing.set(label, [...(differing.get(label) ?? []), i]);
  });
  for (const [label, total] of totals) {
    const found = differing.get(label) ?? [];
    console.log(
      `${label}: ${found.length} of ${total} differ${found.length > 0 ? ` (answers ${found.slice(0, 20).join(', ')})` : ''}`,
    );
  }
  process.exit(differing.size > 0 ? 1 : 0);
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  if (args.length !== 3) usage();
  compare(args[1]!, args[2]!);
} else {
  if (args.length < 3) usage();
  snapshot(args[0]!, args[1]!, args.slice(2));
}
