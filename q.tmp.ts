import { LocalSearchEngine } from '@docs-kit/search/engine';
import { searchSynonyms } from './site/src/data/search-synonyms';
import { siteRecords } from './tests/unit/search-relevance/corpus';
const recs = siteRecords();
const engine = new LocalSearchEngine(recs, { synonyms: searchSynonyms });
for (const q of process.argv.slice(2)) {
  console.log('Q', q);
  for (const h of engine.search({ query: q, hitsPerPage: 8 }).hits) console.log('  ', h.url, '|', (h.content ?? '').slice(0, 70));
}
const r = recs.filter((x) => x.url.includes('turn-on-auto-discovery'));
console.log(JSON.stringify(r.slice(0, 3), null, 1).slice(0, 1500));
