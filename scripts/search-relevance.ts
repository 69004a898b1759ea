// Prints hit@1, hit@3 and MRR of the search engine over the relevance set
// (tests/unit/search-relevance/cases.ts), then, for each ranking rule, the
// cases that drop when it is left out.
//   npx jiti scripts/search-relevance.ts                 the site's pages, as the unit test
//   npx jiti scripts/search-relevance.ts site/build/search-index.json   a build's index
//   npx jiti scripts/search-relevance.ts --refresh-api-fixture          after `npm run build`
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalSearchEngine, rankingRules, type EngineOptions } from '@docs-kit/search/engine';
import type { SearchIndexFile } from '@docs-kit/search/wire';
import { searchSynonyms } from '../site/src/data/search-synonyms';
import { relevanceCases } from '../tests/unit/search-relevance/cases';
import {
  apiFixtureFile,
  apiReferenceRoute,
  compactRecords,
  siteRecords,
} from '../tests/unit/search-relevance/corpus';
import { measure } from '../tests/unit/search-relevance/measure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = process.argv[2];
const builtIndex = () =>
  JSON.parse(
    readFileSync(path.resolve(root, 'site/build/search-index.json'), 'utf8'),
  ) as SearchIndexFile;

if (argument === '--refresh-api-fixture') {
  const records = builtIndex().records.filter(
    (record) => record.url.split('#')[0] === apiReferenceRoute,
  );
  const lines = compactRecords(records).map((record) => JSON.stringify(record));
  writeFileSync(apiFixtureFile, `[\n${lines.join(',\n')}\n]\n`);
  console.log(
    `${records.length} API reference records written to ${apiFixtureFile}; run prettier --write on it.`,
  );
} else {
  const records = argument
    ? (JSON.parse(readFileSync(path.resolve(argument), 'utf8')) as SearchIndexFile).records
    : siteRecords();
  const engineWith = (options: EngineOptions = {}) =>
    new LocalSearchEngine(records, { synonyms: searchSynonyms, ...options });
  const all = measure(engineWith(), relevanceCases);
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(
    `${all.cases} queries over ${records.length} records: hit@1 ${percent(all.hitAt1)}, ` +
      `hit@3 ${percent(all.hitAt3)}, MRR ${all.mrr.toFixed(3)}`,
  );
  relevanceCases.forEach((item, i) => {
    if (all.ranks[i] !== 1) console.log(`  rank ${all.ranks[i] ?? '-'}: ${item.query}`);
  });
  console.log('\nCases at rank 1 that drop with a rule left out:');
  for (const rule of rankingRules) {
    const without = measure(engineWith({ disabledRules: [rule] }), relevanceCases);
    const dropped = relevanceCases
      .filter((_, i) => all.ranks[i] === 1 && without.ranks[i] !== 1)
      .map((item) => item.query);
    console.log(
      `  ${rule} (MRR ${without.mrr.toFixed(3)}): ${dropped.map((q) => JSON.stringify(q)).join(', ')}`,
    );
  }
}
