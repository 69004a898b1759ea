import MiniSearch from 'minisearch';
import type { SearchRecord, SearchRequest, SearchResponse, SearchSynonym } from '../../wire';
import { FilterCache } from './filters';
import { QueryBuilder, synonymRules } from './query';
import {
  byScoreOnly,
  bySiteOrder,
  exactForms,
  noFactor,
  recordFacts,
  score,
  spreadOverPages,
  wordCoverage,
  type Ranked,
  type RecordFacts,
  type ScoreFactor,
} from './ranking';
import { rankingRules, SHORT_QUERY_WORDS, type RankingRule } from './rules';
import { Highlighter, snippetLengths } from './snippets';
import { indexTerms, requiredTerms, STOP_WORDS, tokenize, withStem } from './text';

export { rankingRules, type RankingRule } from './rules';
export { requiredTerms, tokenize, typoTolerance } from './text';

export interface EngineOptions {
  /** The site's synonyms (the index file carries them). */
  synonyms?: SearchSynonym[];
  /** Rules to leave out, to measure what each is worth. */
  disabledRules?: RankingRule[];
}

const HEADING_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const INDEXED_FIELDS = [...HEADING_FIELDS, 'content', 'context'] as const;
type Indexed = { id: number } & Partial<Record<(typeof INDEXED_FIELDS)[number], string>>;

/**
 * An in-browser search engine over DocSearch records that answers in the
 * shape of Algolia's multi-query API, so DocSearch's UI can use it as is.
 */
export class LocalSearchEngine {
  private readonly records: SearchRecord[];
  private readonly index: MiniSearch<Indexed>;
  private readonly rules: Set<RankingRule>;
  private readonly queries: QueryBuilder;
  /** What ranking asks of every candidate, worked out once per record rather than per query. */
  private readonly facts: RecordFacts[];
  private readonly highlighter = new Highlighter();
  private readonly filters: FilterCache;

  constructor(records: SearchRecord[], options: EngineOptions = {}) {
    this.records = records;
    const disabled = new Set(options.disabledRules ?? []);
    this.rules = new Set(rankingRules.filter((rule) => !disabled.has(rule)));
    const synonyms = this.rules.has('synonyms') ? synonymRules(options.synonyms ?? []) : [];
    /** Every word the records hold, so a long query's known words skip typo expansion. */
    const vocabulary = new Set<string>();
    this.queries = new QueryBuilder(this.rules, synonyms, vocabulary);
    // Stop words are not indexed either, so "Run a server from the
    // registry" is no longer than "Run a server from a package".
    const meaningfulTerms = this.rules.has('stopWords')
      ? (text: string) => indexTerms(text).filter((term) => !STOP_WORDS.has(term))
      : indexTerms;
    const fieldTerms = (text: string) => {
      const terms = meaningfulTerms(text);
      for (const term of terms) vocabulary.add(term);
      return terms;
    };
    const processTerm = this.rules.has('stemming') ? withStem : (term: string) => term;
    this.index = new MiniSearch<Indexed>({
      fields: [...INDEXED_FIELDS],
      tokenize: fieldTerms,
      processTerm,
      // Queries arrive as trees of single words (see `QueryBuilder.query`).
      searchOptions: { tokenize: (word) => [word], processTerm: (term) => term },
    });
    this.index.addAll(records.map((record, id) => this.indexed(record, id)));
    this.facts = records.map(recordFacts);
    this.filters = new FilterCache(records);
  }

  /**
   * A record as the index holds it. A heading record is searched by its own
   * heading; a content record by its text and, more weakly, the headings it
   * sits under, which get a field of their own so they don't count as the
   * page's title.
   */
  private indexed(record: SearchRecord, id: number): Indexed {
    const doc: Indexed = { id };
    if (record.type === 'content') {
      doc.content = record.content ?? undefined;
      doc.context = HEADING_FIELDS.map((field) => record.hierarchy[field])
        .filter(Boolean)
        .join(' ');
    } else {
      const depth = HEADING_FIELDS.findIndex((level) => level === record.type);
      const field = HEADING_FIELDS[depth];
      if (field) doc[field] = record.hierarchy[field] ?? undefined;
      // "Set the registry URL" under "Use a custom registry" is found by
      // "custom registry url", as the text under it is.
      if (this.rules.has('headingContext') && depth > 0) {
        doc.context = HEADING_FIELDS.slice(0, depth)
          .map((level) => record.hierarchy[level])
          .filter(Boolean)
          .join(' ');
      }
    }
    return doc;
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, 512);
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const terms = tokenize(query);
    const passing = this.filters.passing(request.facetFilters);

    const { found, ranked } =
      terms.length === 0
        ? { found: 0, ranked: [] }
        : this.rank(query, terms, passing, (page + 1) * hitsPerPage);
    const pageHits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const ellipsis = request.snippetEllipsisText ?? '…';
    const snippetWords = snippetLengths(request.attributesToSnippet);

    return {
      // Highlights and snippets only for the hits returned, not every candidate.
      hits: pageHits.map(({ record, result }) =>
        this.highlighter.hit(record, Object.keys(result.match), {
          pre,
          post,
          ellipsis,
          snippetWords,
        }),
      ),
      nbHits: found,
      nbPages: Math.ceil(found / hitsPerPage),
      page,
      hitsPerPage,
      query,
      params: `query=${encodeURIComponent(query)}&hitsPerPage=${hitsPerPage}&page=${page}`,
      index: request.indexName ?? 'local',
      queryID: `local-${hashString(query)}-${page}`,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
    };
  }

  /**
   * The records matching the query (`found`) and, best first, at least the
   * first `wanted` of them: the rest are ranked only as far as it takes to
   * know that none of them comes before those.
   */
  private rank(
    query: string,
    terms: string[],
    passing: Uint8Array,
    wanted: number,
  ): { found: number; ranked: Ranked[] } {
    const required = this.rules.has('stopWords') ? requiredTerms(terms) : terms;
    const groups = this.queries.withSynonyms(required);
    const headingBoost = this.rules.has('headingBoost');
    /** The stem keys of the words looked up by their stem alone, and each word as typed. */
    const byStemAlone = new Map<string, string>();
    const searchFor = (combineWith: 'AND' | 'OR') =>
      this.index.search(
        this.queries.query(groups, required[required.length - 1]!, combineWith, byStemAlone),
        {
          boost: headingBoost
            ? { lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 2, lvl6: 2, content: 1, context: 1 }
            : {},
          weights: { fuzzy: 0.3, prefix: 0.6 },
        },
      );
    // As Algolia's removeWordsIfNoResults: when no record holds every word,
    // records holding most of them come first rather than nothing at all.
    // A long question (an assistant's, say) rarely has every word in one
    // record, so it goes straight to the records holding most of its words.
    const long =
      groups.length > SHORT_QUERY_WORDS &&
      this.rules.has('wordCoverage') &&
      this.rules.has('anyWordFallback');
    let results = long ? [] : searchFor('AND');
    let coverage: ScoreFactor = noFactor;
    if (results.length === 0 && required.length > 1 && this.rules.has('anyWordFallback')) {
      results = searchFor('OR');
      if (this.rules.has('wordCoverage')) {
        coverage = wordCoverage(
          groups.map((group) => this.queries.leafTerms(group)),
          results,
          this.records.length,
          this.rules.has('rareWords'),
        );
      }
    }
    const phrase = this.rules.has('exactPhrase') ? query.trim().toLowerCase() : null;
    // The query's words in a row, or a flag or path typed with its punctuation.
    const literal =
      phrase !== null && (phrase.includes(' ') || /[^\p{L}\p{N}]/u.test(phrase)) ? phrase : null;
    const spread = this.rules.has('pageSpread') ? 0.4 : 1;
    const byScore = this.rules.has('siteOrder') ? bySiteOrder : byScoreOnly;
    const candidates = results.filter((result) => passing[result.id as number]);
    const scores = candidates.map((result) => {
      const id = result.id as number;
      return score(
        result.score,
        this.records[id]!,
        this.facts[id]!.text,
        phrase,
        literal,
        headingBoost,
      );
    });
    // Word coverage, which reads where a candidate matched, is the costly
    // rule, and a long question has some 1,700 candidates for 5 to 20 hits.
    // So candidates are ranked in order of what they could reach, until the
    // last hit wanted scores above what any candidate left could reach: page
    // spread only lowers a score, and only by the hits above it, so no
    // candidate left can come before it, and the hits above are in order.
    const exact = exactForms(byStemAlone, (id) => this.termsOf(id));
    const reach = candidates.map(
      (result, i) => scores[i]! * coverage.atMost(result) * exact.atMost(result),
    );
    const reachOrder = Float64Array.from(reach).sort().reverse();
    const ranking: (Ranked | undefined)[] = [];
    let ranked: Ranked[] = [];
    for (let take = Math.max(2 * wanted, 64); ; take *= 2) {
      const least = take < candidates.length ? reachOrder[take - 1]! : -Infinity;
      const hits: Ranked[] = [];
      candidates.forEach((result, i) => {
        if (reach[i]! < least) return;
        const id = result.id as number;
        ranking[i] ??= {
          id,
          record: this.records[id]!,
          result,
          facts: this.facts[id]!,
          base: scores[i]! * coverage.of(result) * exact.of(result),
          score: 0,
        };
        hits.push(ranking[i]);
      });
      ranked = spreadOverPages(hits, spread, byScore);
      if (hits.length === candidates.length) break;
      // Above the comparison's own tolerance for equal scores.
      if ((ranked[wanted - 1]?.score ?? 0) > least * (1 + 1e-6)) break;
    }
    return { found: candidates.length, ranked };
  }

  /** The words a record is indexed by, read the first time a query ranks it. */
  private termsOf(id: number): Set<string> {
    const facts = this.facts[id]!;
    if (facts.terms === undefined) {
      const doc = this.indexed(this.records[id]!, id);
      facts.terms = new Set(indexTerms(INDEXED_FIELDS.map((field) => doc[field] ?? '').join(' ')));
    }
    return facts.terms;
  }
}

function hashString(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}
