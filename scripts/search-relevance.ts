// Prints hit@1, hit@3 and MRR of the search engine over the relevance sets:
// the 111 cases written beside the engine (tests/unit/search-relevance/cases.ts)
// and the reader cases written blind (reader-cases.json), split into the part
// ranking may be tuned on and the held-out part, each by kind and by probe.
// Misses are listed for the old cases and the tuning part only: the held-out
// part prints figures, never its queries or hits.
//   npx jiti scripts/search-relevance.ts                 the site's pages, as the unit test
//   npx jiti scripts/search-relevance.ts site/build/search-index.json   a build's index
//   npx jiti scripts/search-relevance.ts --rules         also what each ranking rule is worth
//   npx jiti scripts/search-relevance.ts --refresh-api-fixture          after `npm run build`
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalSearchEngine, rankingRules, type EngineOptions } from '@docs-kit/search/engine';
import type { SearchIndexFile } from '@docs-kit/search/wire';
import { relevanceCases } from '../tests/unit/search-relevance/cases';
import {
  apiFixtureFile,
  apiReferenceRoute,
  compactRecords,
  siteEngineOptions,
  siteRecords,
} from '../tests/unit/search-relevance/corpus';
import {
  figuresOf,
  JUDGED_HITS,
  measure,
  rankIn,
  type RelevanceFigures,
} from '../tests/unit/search-relevance/measure';
import {
  heldOutCases,
  tuningCases,
  type ReaderCase,
} from '../tests/unit/search-relevance/reader-split';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const builtIndex = (file = 'site/build/search-index.json') =>
  JSON.parse(readFileSync(path.resolve(root, file), 'utf8')) as SearchIndexFile;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const line = (label: string, figures: RelevanceFigures) =>
  `  ${label.padEnd(28)} ${String(figures.cases).padStart(4)}   hit@1 ${percent(figures.hitAt1).padStart(6)}   hit@3 ${percent(figures.hitAt3).padStart(6)}   MRR ${figures.mrr.toFixed(3)}`;

/** Figures of a part of the reader set, whole, by kind and by probe. */
function breakdown(title: string, cases: ReaderCase[], ranks: (number | null)[]): void {
  const of = (test: (item: ReaderCase) => boolean) =>
    figuresOf(ranks.filter((_, i) => test(cases[i]!)));
  console.log(`\n${title}`);
  console.log(
    line(
      'all',
      of(() => true),
    ),
  );
  for (const kind of ['question', 'keywords'] as const)
    console.log(
      line(
        kind,
        of((item) => item.kind === kind),
      ),
    );
  for (const probe of ['filler', 'vocabulary', 'page-type', 'minor-command'] as const)
    console.log(
      line(
        `probe ${probe}`,
        of((item) => item.probes?.includes(probe) ?? false),
      ),
    );
  console.log(
    line(
      'no probe',
      of((item) => !item.probes?.length),
    ),
  );
}

if (args[0] === '--refresh-api-fixture') {
  const records = builtIndex().records.filter(
    (record) => record.url.split('#')[0] === apiReferenceRoute,
  );
  const lines = compactRecords(records).map((record) => JSON.stringify(record));
  writeFileSync(apiFixtureFile, `[\n${lines.join(',\n')}\n]\n`);
  console.log(
    `${records.length} API reference records written to ${apiFixtureFile}; run prettier --write on it.`,
  );
} else {
  const indexArgument = args.find((arg) => !arg.startsWith('--'));
  const index = indexArgument ? builtIndex(indexArgument) : null;
  const records = index?.records ?? siteRecords();
  const site = index
    ? { synonyms: index.synonyms, fillerWords: index.fillerWords, pageKinds: index.pageKinds }
    : siteEngineOptions;
  const engineWith = (options: EngineOptions = {}) =>
    new LocalSearchEngine(records, { ...site, ...options });
  const engine = engineWith();
  const urls = (query: string) =>
    engine.search({ query, hitsPerPage: JUDGED_HITS }).hits.map((hit) => hit.url);

  const old = measure(engine, relevanceCases);
  console.log(`${records.length} records${index ? ` from ${indexArgument}` : ''}`);
  console.log(line('old cases', old));
  relevanceCases.forEach((item, i) => {
    if (old.ranks[i] !== 1) console.log(`    rank ${old.ranks[i] ?? '-'}: ${item.query}`);
  });

  const tuningHits = tuningCases.map((item) => urls(item.query));
  const tuningRanks = tuningCases.map((item, i) => rankIn(tuningHits[i]!, item));
  breakdown('Reader cases, tuning part', tuningCases, tuningRanks);
  tuningCases.forEach((item, i) => {
    if (tuningRanks[i] === 1) return;
    console.log(
      `    rank ${tuningRanks[i] ?? '-'} [${item.kind}${item.probes ? ` ${item.probes.join(',')}` : ''}]: ${item.query}\n` +
        `      expects ${item.expect.join(' | ')}\n` +
        tuningHits[i]!.slice(0, 3)
          .map((url, j) => `      ${j + 1}. ${url}`)
          .join('\n'),
    );
  });

  // Held out: ranks are counted and summed, nothing about a case is printed.
  breakdown(
    'Reader cases, held-out part (figures only)',
    heldOutCases,
    heldOutCases.map((item) => rankIn(urls(item.query), item)),
  );

  if (args.includes('--rules')) {
    console.log('\nOld and tuning cases at rank 1 that drop with a rule left out:');
    const judged = [...relevanceCases, ...tuningCases];
    const all = measure(engine, judged);
    for (const rule of rankingRules) {
      const without = measure(engineWith({ disabledRules: [rule] }), judged);
      const dropped = judged
        .filter((_, i) => all.ranks[i] === 1 && without.ranks[i] !== 1)
        .map((item) => item.query);
      console.log(
        `  ${rule} (MRR ${all.mrr.toFixed(3)} -> ${without.mrr.toFixed(3)}): ${dropped.map((q) => JSON.stringify(q)).join(', ')}`,
      );
    }
  }
}
