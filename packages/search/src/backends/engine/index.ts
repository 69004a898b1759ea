import type { SearchResult } from 'minisearch';
import QuickLRU from 'quick-lru';
import {
  levels,
  type Level,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
  type SearchPageKind,
  type SearchSynonym,
} from '../../wire';
import { FilterCache } from './filters';
import {
  distinctWords,
  holdsEveryGroup,
  matchQuality,
  QueryBuilder,
  synonymRules,
  type QueryPlan,
} from './query';
import { FieldScores, type FieldWeighting } from './fields';
import { Postings, type QueryTree, type PostingsResult } from './postings';
import { IndexPart, TermDictionary, TermIndex } from './term-index';
import { suggestQueries } from './suggestions';
import {
  byScoreOnly,
  bySiteOrder,
  exactForms,
  noFactor,
  onePerSection,
  recordFacts,
  score,
  spreadOverPages,
  fewPerPageOnTop,
  sectionsOverPages,
  wordCoverage,
  type Ranked,
  type RecordFacts,
  type ScoreFactor,
} from './ranking';
import { QUESTION_WORDS, rankingRules, SHORT_QUERY_WORDS, type RankingRule } from './rules';
import { Highlighter, snippetLengths } from './snippets';
import { indexTerms, requiredTerms, STOP_WORDS, tokenize, withStem, wordStem } from './text';
import { PageKinds } from './page-kinds';
import { isPhraseTerm, PAGE_PHRASE_BONUS, ReaderPhrases } from './phrases';
import { Vocabulary } from './vocabulary';

import { WORK_BUDGET } from './query';
export { WORK_BUDGET };
export { MOST_SUGGESTIONS } from './suggestions';

/**
 * Below this match quality (the share of the query's words, by rarity, the
 * first hit holds as written) the hits are weak: the engine suggests other
 * queries, and an assistant's search answers with those rather than the hits.
 */
export const WEAK_MATCH = 0.5;
export { rankingRules, type RankingRule } from './rules';
export { requiredTerms, tokenize, typoTolerance } from './text';

export interface EngineOptions {
  /** The site's synonyms (the index file carries them). */
  synonyms?: SearchSynonym[];
  /** Rules to leave out, to measure what each is worth. */
  disabledRules?: RankingRule[];
  /**
   * The site's filler and question words ("how do i", "actually", "my"):
   * left out of a query that has other words, beside the engine's English
   * stop words (the index file carries them).
   */
  fillerWords?: string[];
  /** Kinds of page (API guides, references) that yield to the guides unless a query names them. */
  pageKinds?: SearchPageKind[];
  /**
   * The whole site's vocabulary, when the engine holds only some of its
   * records (an index in fragments): queries to try instead are made of the
   * site's words, not only those of the records held, and the held words a
   * prefix or a typo expands to are found in it, built once.
   */
  siteVocabulary?: Vocabulary;
}

/**
 * What one search cost, counted as it runs: how the budget of work
 * (`WORK_BUDGET`) is tested without timing anything.
 */
export interface SearchWork {
  /** Distinct words searched. */
  words: number;
  /** Index terms looked up, and the postings (a term in a field of a record) they read. */
  lookups: number;
  postings: number;
  /** Records matched, and those whose score was worked out in full. */
  candidates: number;
  scored: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** How many records' indexed words the engine keeps between queries. */
export const RECORD_TERMS_KEPT = 4096;

/** Algolia's limits: no more than 1,000 hits per page, nor beyond the 1,000th. */
const MOST_HITS = 1000;

const HEADING_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const INDEXED_FIELDS = [...HEADING_FIELDS, 'keywords', 'content', 'context'] as const;
/** How much a word counts in each field, and how much the field's length discounts it. */
const FIELD_WEIGHTING: Record<string, FieldWeighting> = {
  lvl1: { weight: 6, lengthNorm: 0.5 },
  lvl2: { weight: 4, lengthNorm: 0.5 },
  lvl3: { weight: 4, lengthNorm: 0.5 },
  lvl4: { weight: 4, lengthNorm: 0.5 },
  lvl5: { weight: 4, lengthNorm: 0.5 },
  lvl6: { weight: 4, lengthNorm: 0.5 },
  keywords: { weight: 4, lengthNorm: 0 },
  content: { weight: 1, lengthNorm: 0.75 },
  context: { weight: 1, lengthNorm: 0.5 },
};
/** How much a match in each field adds to MiniSearch's score, for a query of a few words. */
const MATCH_BOOSTS: Record<string, number> = {
  lvl1: 6,
  lvl2: 4,
  lvl3: 3,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  keywords: 2,
  content: 1,
  context: 1,
};
type Indexed = Partial<Record<(typeof INDEXED_FIELDS)[number], string>>;

/**
 * Some records as the engine reads them once, whatever else it holds: a
 * page's, on a site whose index is in fragments, or a whole index's.
 */
interface EnginePart {
  records: SearchRecord[];
  /** Their fields cut into terms. */
  index: IndexPart;
  /** Their terms outside reader phrases, each with the fields holding it, and how many fields were read. */
  vocabulary: [term: string, fields: number][];
  fieldsRead: number;
  /** The level of each section's heading (lvl1 for a page), by URL. */
  headingLevelOf: Map<string, number>;
  /** The reader phrases of their records, registered in their order. */
  phrases: ReaderPhrases;
  /** Their facts, sections numbered from 0 within the part, and how many sections. */
  facts: RecordFacts[];
  sections: number;
  sectionText: (string | undefined)[];
}

/**
 * An in-browser search engine over DocSearch records that answers in the
 * shape of Algolia's multi-query API, so DocSearch's UI can use it as is.
 * It holds a whole index's records, or, built over none, the pages `hold`
 * gives it, which it reads once each however often the pages held change.
 */
export class LocalSearchEngine {
  private readonly rules: Set<RankingRule>;
  private readonly queries: QueryBuilder;
  private readonly highlighter = new Highlighter();
  /**
   * The words of the records recent queries ranked: the same candidates come
   * back query after query, but a long session on a large site must not end
   * up with a set for every record.
   */
  private readonly recordTerms = new QuickLRU<SearchRecord, string>({ maxSize: RECORD_TERMS_KEPT });
  /** Every term the records held hold: for expansions, costs, and a long query's known words. */
  private readonly vocabulary: Vocabulary;
  /** Where suggested queries take their words from. */
  private readonly suggestionWords: Vocabulary;
  /** Words a query is searched without, unless it has nothing else. */
  private readonly filler: Set<string>;
  private readonly meaningful: (words: string[]) => string[];
  /** A field's text as the terms the index holds: its words, stop words left out, and their stems. */
  private readonly fieldTerms: (text: string) => { tokens: string[]; terms: string[] };
  private readonly pageKindList: SearchPageKind[];
  private readonly dictionary = new TermDictionary();
  /** The pages held, by key, in the order given; null for an engine built over a whole index. */
  private readonly pages: Map<number, EnginePart> | null;
  private heldKeys: number[] = [];

  // What the records held make, assembled again whenever they change.
  private records: SearchRecord[] = [];
  private termIndex!: TermIndex;
  private postings!: Postings;
  /** Each record's terms by field, weighed for scoring. */
  private fieldScores!: FieldScores;
  /** What ranking asks of every candidate, worked out once per record rather than per query. */
  private facts: RecordFacts[] = [];
  /** For a heading record, the first text of its section, which its hit shows as a snippet. */
  private sectionText: (string | undefined)[] = [];
  private filters!: FilterCache;
  private phrases!: ReaderPhrases;
  private pageKinds!: PageKinds;
  /** The level of each section's heading (lvl1 for a page), by URL. */
  private headingLevelOf = new Map<string, number>();

  /** What the last search cost. */
  work: SearchWork = { words: 0, lookups: 0, postings: 0, candidates: 0, scored: 0 };

  constructor(records: SearchRecord[], options: EngineOptions = {}) {
    const disabled = new Set(options.disabledRules ?? []);
    this.rules = new Set(rankingRules.filter((rule) => !disabled.has(rule)));
    const synonyms = this.rules.has('synonyms') ? synonymRules(options.synonyms ?? []) : [];
    const filler = new Set(
      this.rules.has('stopWords')
        ? [...STOP_WORDS, ...(options.fillerWords ?? []).flatMap(tokenize)]
        : [],
    );
    this.filler = filler;
    this.meaningful = (words) => words.filter((word) => !filler.has(word));
    this.vocabulary = new Vocabulary(options.siteVocabulary);
    this.suggestionWords = options.siteVocabulary ?? this.vocabulary;
    this.queries = new QueryBuilder(this.rules, synonyms, this.vocabulary);
    // Stop words are not indexed either, so "Run a server from the
    // registry" is no longer than "Run a server from a package".
    const meaningfulTerms = this.rules.has('stopWords')
      ? (text: string) => indexTerms(text).filter((term) => !STOP_WORDS.has(term))
      : indexTerms;
    const stemmed = this.rules.has('stemming') ? withStem : (term: string) => term;
    this.fieldTerms = (text) => {
      const tokens = meaningfulTerms(text);
      const terms: string[] = [];
      for (const token of tokens) {
        const stems = stemmed(token);
        if (typeof stems === 'string') terms.push(stems);
        else terms.push(...stems);
      }
      return { tokens, terms };
    };
    this.pageKindList = this.rules.has('pageKinds') ? (options.pageKinds ?? []) : [];
    this.pages = records.length > 0 ? null : new Map();
    const whole = this.analyse(records);
    this.vocabulary.change(whole.vocabulary, whole.fieldsRead, 1);
    this.assemble([whole]);
  }

  /**
   * Holds exactly these pages' records, in the order given (the site's),
   * each page under a key of its own: a page is read the first time it
   * comes, and let go of, records, terms and all, once it is no longer
   * given. True when the pages held changed. Only for an engine built over
   * no records.
   */
  hold(pages: readonly (readonly [key: number, records: SearchRecord[]])[]): boolean {
    const held = this.pages;
    if (held === null) {
      throw new Error(
        'An engine built over a whole index holds no pages: build it over no records.',
      );
    }
    const keys = pages.map(([key]) => key);
    if (keys.length === this.heldKeys.length && keys.every((key, i) => key === this.heldKeys[i])) {
      return false;
    }
    const wanted = new Set(keys);
    for (const [key, part] of held) {
      if (wanted.has(key)) continue;
      held.delete(key);
      this.vocabulary.change(part.vocabulary, part.fieldsRead, -1);
      for (const record of part.records) this.recordTerms.delete(record);
    }
    for (const [key, records] of pages) {
      if (held.has(key)) continue;
      const part = this.analyse(records);
      held.set(key, part);
      this.vocabulary.change(part.vocabulary, part.fieldsRead, 1);
    }
    this.heldKeys = keys;
    this.assemble(keys.map((key) => held.get(key)!));
    return true;
  }

  /** Records read once: their fields cut into terms, and what ranking and snippets ask of them. */
  private analyse(records: SearchRecord[]): EnginePart {
    const headingLevelOf = new Map<string, number>();
    for (const record of records)
      if (record.type !== 'content') headingLevelOf.set(record.url, levels.indexOf(record.type));
    const phrases = new ReaderPhrases(this.meaningful);
    const index = new IndexPart(INDEXED_FIELDS.length, records.length, this.dictionary);
    const keywords = INDEXED_FIELDS.indexOf('keywords');
    let fieldsRead = 0;
    records.forEach((record, id) => {
      const doc = this.indexed(record, headingLevelOf, phrases);
      INDEXED_FIELDS.forEach((field, fieldId) => {
        const text = doc[field];
        if (text == null) return;
        if (fieldId === keywords) {
          // A reader phrase is one term already (see `ReaderPhrases`).
          const tokens = text.split(' ');
          index.add(id, fieldId, tokens, tokens.filter(Boolean));
        } else {
          fieldsRead += 1;
          const { tokens, terms } = this.fieldTerms(text);
          index.add(id, fieldId, tokens, terms);
        }
      });
    });
    const vocabulary = [...index.fieldsHolding((field) => field !== keywords)].map(
      ([id, count]): [string, number] => [this.dictionary.term(id), count],
    );
    const sections = new Map<string, number>();
    const facts = records.map((record) => {
      if (!sections.has(record.url)) sections.set(record.url, sections.size);
      return recordFacts(record, sections.get(record.url)!);
    });
    return {
      records,
      index,
      vocabulary,
      fieldsRead,
      headingLevelOf,
      phrases,
      facts,
      sections: sections.size,
      sectionText: records.map((record, id) =>
        record.type === 'content' ? undefined : sectionText(records, id),
      ),
    };
  }

  /** What the records held make: their index, scores, facts, filters and kinds, in the parts' order. */
  private assemble(parts: EnginePart[]): void {
    const one = parts.length === 1 ? parts[0]! : null;
    this.records = one ? one.records : parts.flatMap((part) => part.records);
    this.headingLevelOf = one
      ? one.headingLevelOf
      : new Map(parts.flatMap((part) => [...part.headingLevelOf]));
    if (one) this.phrases = one.phrases;
    else {
      this.phrases = new ReaderPhrases(this.meaningful);
      for (const part of parts) this.phrases.include(part.phrases);
    }
    const index = TermIndex.of(
      INDEXED_FIELDS,
      parts.map((part) => part.index),
      this.dictionary,
    );
    this.termIndex = index;
    const fieldScores = new FieldScores(this.rules.has('headingBoost') ? FIELD_WEIGHTING : {});
    fieldScores.finish(index);
    this.fieldScores = fieldScores;
    this.postings = new Postings(index, INDEXED_FIELDS, (term) => fieldScores.saturated(term));
    let sections = 0;
    this.facts = one
      ? one.facts
      : parts.flatMap((part) => {
          const first = sections;
          sections += part.sections;
          return part.facts.map((facts) => ({ ...facts, section: first + facts.section }));
        });
    this.sectionText = one ? one.sectionText : parts.flatMap((part) => part.sectionText);
    this.filters = new FilterCache(this.records);
    this.pageKinds = new PageKinds(
      this.pageKindList,
      this.records.map((record) => record.url),
    );
  }

  /**
   * Reader phrases for a page or section count as a heading of its own,
   * found only by a query that holds one whole: the record's phrases as
   * index terms, registered in `phrases`.
   */
  private phraseTerms(record: SearchRecord, phrases: ReaderPhrases): string[] | undefined {
    if (!record.keywords || !this.rules.has('readerPhrases')) return undefined;
    const page = record.type === 'lvl1' ? record.url.split('#')[0] : undefined;
    return phrases.terms(record.keywords, page);
  }

  /**
   * A record as the index holds it. A heading record is searched by its own
   * heading; a content record by its text and, more weakly, the headings it
   * sits under, which get a field of their own so they don't count as the
   * page's title.
   */
  private indexed(
    record: SearchRecord,
    headingLevelOf: Map<string, number>,
    phrases: ReaderPhrases,
  ): Indexed {
    const doc: Indexed = {};
    const readerPhrases = this.phraseTerms(record, phrases);
    if (readerPhrases) doc.keywords = readerPhrases.join(' ');
    if (record.type === 'content') {
      // Levels below the section's own heading are the labels of the tabs
      // the text sits in ("Linux", "Cursor"): they say which variant of the
      // task the text is, not what the section is about, so they count as text.
      const headings = this.rules.has('tabLabelsAsText')
        ? (headingLevelOf.get(record.url) ?? (record.url.includes('#') ? 6 : 1))
        : 6;
      const labels = (from: number, to: number) =>
        HEADING_FIELDS.slice(from, to)
          .map((field) => record.hierarchy[field])
          .filter(Boolean)
          .join(' ');
      doc.content =
        [labels(headings, 6), record.content ?? ''].filter(Boolean).join(' ') || undefined;
      doc.context = labels(0, headings);
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
    // A cut (or a client) can leave half of a surrogate pair, which no URL can encode.
    const query = (request.query ?? '').slice(0, 512).replace(LONE_SURROGATE, '\uFFFD');
    const hitsPerPage = Math.min(Math.max(1, Math.floor(request.hitsPerPage ?? 20)), MOST_HITS);
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const terms = tokenize(query);
    const passing = this.filters.passing(request.facetFilters);
    const firstHit = Math.min(page * hitsPerPage, MOST_HITS);
    const lastHit = Math.min((page + 1) * hitsPerPage, MOST_HITS);

    this.work = { words: 0, lookups: 0, postings: 0, candidates: 0, scored: 0 };
    const { found, ranked, quality, suggestions } =
      terms.length === 0 || lastHit === firstHit
        ? { found: 0, ranked: [], quality: 0, suggestions: [] }
        : this.rank(query, terms, passing, lastHit, request.distinct !== false);
    const pageHits = ranked.slice(firstHit, lastHit);
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const ellipsis = request.snippetEllipsisText ?? '…';
    const snippetWords = snippetLengths(request.attributesToSnippet);

    return {
      // Highlights and snippets only for the hits returned, not every candidate.
      hits: pageHits.map(({ id, record, result }) =>
        this.highlighter.hit(
          record,
          Object.keys(result.match),
          { pre, post, ellipsis, snippetWords },
          this.sectionText[id],
        ),
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
      matchQuality: quality,
      ...(suggestions.length > 0 ? { suggestions } : {}),
    };
  }

  /**
   * What an assistant's search gets: the hits, one per section, or, when
   * nothing matches well (`WEAK_MATCH`), no hits but queries to try instead,
   * so a weak hit is never taken for an answer.
   */
  answer(request: SearchRequest): { hits: SearchHit[]; suggestions: string[] } {
    const response = this.search({ ...request, distinct: true });
    const weak = response.hits.length === 0 || (response.matchQuality ?? 0) < WEAK_MATCH;
    return weak
      ? { hits: [], suggestions: response.suggestions ?? [] }
      : { hits: response.hits, suggestions: [] };
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
    distinct: boolean,
  ): { found: number; ranked: Ranked[]; quality: number; suggestions: string[] } {
    const meaningful = requiredTerms(terms, this.filler);
    // The last word typed is the one a reader may still be typing.
    const lastWord = meaningful[meaningful.length - 1]!;
    const required = distinctWords(meaningful);
    const groups = this.queries.withSynonyms(required);
    const headingBoost = this.rules.has('headingBoost');
    const plan = this.queries.plan(groups, lastWord);
    // The pages one of whose own phrases the query holds whole.
    const phrasePages = new Set<string>();
    if (this.rules.has('readerPhrases')) {
      // A reader phrase the query holds whole stands for the groups of its words.
      const held = this.phrases.heldBy(required, WORK_BUDGET.lookups);
      for (const { term, stems, pages } of held) {
        for (const page of pages) phrasePages.add(page);
        const owners = groups.flatMap(({ typed }, i) =>
          typed.some((word) => stems.includes(wordStem(word))) ? [i] : [],
        );
        plan.groupsOf.set(term, owners);
        plan.sourcesOf.set(term, [term]);
        plan.weightOf.set(term, 1);
        plan.holds.set(term, 1);
      }
      if (held.length > 0) {
        const phrases: QueryTree = {
          combineWith: 'OR',
          queries: held.map(({ term }) => term),
          fuzzy: false,
          prefix: false,
        };
        plan.query = plan.query ? { combineWith: 'OR', queries: [plan.query, phrases] } : phrases;
      }
    }
    this.work.words = required.length;
    this.work.lookups = plan.lookups;
    this.work.postings = plan.postings;
    // A question is scored field by field; a few words typed keep
    // MiniSearch's score, whose rarity per field favours the heading that
    // holds them all.
    const fieldScored = groups.length > QUESTION_WORDS && this.rules.has('fieldScoring');
    const matches =
      plan.query === null
        ? []
        : this.postings.search(plan.query, headingBoost ? MATCH_BOOSTS : {}, !fieldScored);
    // As Algolia's removeWordsIfNoResults: when no record holds every word,
    // records holding most of them come first rather than nothing at all.
    // A long question (an assistant's, say) rarely has every word in one
    // record, so it goes straight to the records holding most of its words.
    const long =
      groups.length > SHORT_QUERY_WORDS &&
      this.rules.has('wordCoverage') &&
      this.rules.has('anyWordFallback');
    let results = long ? [] : matches.filter(({ queryTerms }) => holdsEveryGroup(queryTerms, plan));
    let coverage: ScoreFactor = noFactor;
    if (results.length === 0 && required.length > 1 && this.rules.has('anyWordFallback')) {
      results = matches;
      if (this.rules.has('wordCoverage')) {
        coverage = wordCoverage(
          plan.groupsOf,
          groups.length,
          results,
          this.records.length,
          this.rules.has('rareWords'),
        );
      }
    }
    this.work.candidates = results.length;
    const phrase = this.rules.has('exactPhrase') ? query.trim().toLowerCase() : null;
    // The query's words in a row, or a flag or path typed with its punctuation.
    const literal =
      phrase !== null && (phrase.includes(' ') || /[^\p{L}\p{N}]/u.test(phrase)) ? phrase : null;
    const spread = this.rules.has('pageSpread') ? 0.4 : 1;
    const byScore = this.rules.has('siteOrder') ? bySiteOrder : byScoreOnly;
    const candidates = results.filter((result) => passing[result.id as number]);
    const kindWeight = this.pageKinds.weigher(query, terms);
    const fieldScore = fieldScored ? this.fieldScorer(plan) : null;
    const scores = candidates.map((result) => {
      const id = result.id as number;
      const facts = this.facts[id]!;
      const phrased = phrasePages.size > 0 && phrasePages.has(facts.page);
      return (
        (phrased ? PAGE_PHRASE_BONUS : 1) *
        kindWeight(id) *
        score(
          fieldScore ? fieldScore(result) : matchScore(result, plan.sourcesOf),
          facts,
          phrase,
          literal,
          headingBoost,
        )
      );
    });
    // Word coverage, which reads where a candidate matched, is the costly
    // rule, and a long question has some 1,700 candidates for 5 to 20 hits.
    // So candidates are ranked in order of what they could reach, until the
    // last hit wanted scores above what any candidate left could reach: page
    // spread only lowers a score, and only by the hits above it, so no
    // candidate left can come before it, and the hits above are in order.
    const exact = exactForms(plan.byStemAlone, (id, word) => this.holdsWord(id, word));
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
      ranked = spreadOverPages(distinct ? onePerSection(hits, byScore) : hits, spread, byScore);
      if (this.rules.has('fewPerPage')) ranked = fewPerPageOnTop(ranked);
      if (hits.length === candidates.length) break;
      // Above the comparison's own tolerance for equal scores.
      if ((ranked[wanted - 1]?.score ?? 0) > least * (1 + 1e-6)) break;
    }
    if (this.rules.has('sectionOverPage')) {
      // The words a hit holds, its reader phrases left out: a page's phrases
      // name the tasks of its sections, so they never keep a section below its page.
      ranked = sectionsOverPages(ranked, ({ result }) => {
        const words = new Set<number>();
        for (const term of result.queryTerms) {
          if (isPhraseTerm(term)) continue;
          for (const group of plan.groupsOf.get(term) ?? []) words.add(group);
        }
        return words;
      });
    }
    this.work.scored = ranking.filter(Boolean).length;
    const found = distinct
      ? new Set(candidates.map((result) => this.facts[result.id as number]!.section)).size
      : candidates.length;
    const quality = ranked[0] ? matchQuality(ranked[0].result.queryTerms, plan) : 0;
    // When nothing matches well, queries made of the index's own words to try instead.
    const known = new Set(groups.flatMap(({ typed }, i) => (plan.known[i] ? typed : [])));
    const suggestions =
      quality < WEAK_MATCH
        ? suggestQueries(required, (word) => known.has(word), this.suggestionWords)
        : [];
    return { found, ranked, quality, suggestions };
  }

  /**
   * A candidate's field-weighted score: for each group of the query, the
   * best of the terms it matched for it (a word as typed outweighs its stem,
   * a prefix or a typo), summed over the groups.
   */
  private fieldScorer(plan: QueryPlan): (result: SearchResult) => number {
    const best = new Float64Array(plan.groupWeights.length);
    // What each term looked up is worth before its frequency in a record: once per query.
    const worth = new Map<string, { groups: number[]; value: number }>();
    for (const [term, groups] of plan.groupsOf) {
      const typed = plan.sourcesOf.get(term)?.[0] ?? term;
      worth.set(term, {
        groups,
        value: (plan.weightOf.get(term) ?? 1) * this.fieldScores.rarity(term, typed),
      });
    }
    // A question's results are unscored, and carry each term's saturated frequency in the record.
    return (result) => {
      const { queryTerms, values } = result as PostingsResult;
      best.fill(0);
      for (let i = 0; i < queryTerms.length; i += 1) {
        const found = worth.get(queryTerms[i]!);
        if (!found) continue;
        const value = found.value * values[i]!;
        for (const group of found.groups) if (value > best[group]!) best[group] = value;
      }
      let total = 0;
      for (const value of best) total += value;
      return total;
    };
  }

  /**
   * Whether a record is indexed by a word. Its words are read when a query
   * ranks it and kept for the next, as one string (` word word `): a Set of
   * them takes several times the memory.
   */
  private holdsWord(id: number, word: string): boolean {
    const record = this.records[id]!;
    let terms = this.recordTerms.get(record);
    if (terms === undefined) {
      const doc = this.indexed(record, this.headingLevelOf, this.phrases);
      terms = ` ${indexTerms(INDEXED_FIELDS.map((field) => doc[field] ?? '').join(' ')).join(' ')} `;
      this.recordTerms.set(record, terms);
    }
    return terms.includes(` ${word} `);
  }

  /**
   * The terms as indexed, for splitting the index into fragments: each
   * term with its vocabulary count, the reader phrases' terms (which the
   * vocabulary leaves out), and every posting of either (record, field name,
   * how often), read from the index the engine searches.
   */
  indexedTerms(): {
    fieldsRead: number;
    terms: Iterable<[term: string, count: number]>;
    phraseTerms: Iterable<string>;
    forEachPosting(
      term: string,
      visit: (record: number, field: string, count: number) => void,
    ): void;
  } {
    const index = this.termIndex;
    return {
      fieldsRead: this.vocabulary.total,
      terms: this.vocabulary.entries(),
      phraseTerms: this.phrases.allTerms(),
      forEachPosting(term, visit) {
        const id = index.id(term);
        if (id === undefined) return;
        index.fieldNames.forEach((field, fieldId) => {
          const { start, end } = index.range(id, fieldId);
          for (let i = start; i < end; i += 1) visit(index.document(i), field, index.count(i));
        });
      },
    };
  }

  /**
   * What the engine keeps: the pages, records and terms it holds, and how
   * many records' words and hit texts it keeps between queries.
   */
  get kept(): {
    pages: number;
    records: number;
    terms: number;
    recordTerms: number;
    texts: number;
    words: number;
  } {
    return {
      pages: this.pages?.size ?? 0,
      records: this.records.length,
      terms: this.vocabulary.size,
      recordTerms: this.recordTerms.size,
      ...this.highlighter.kept,
    };
  }
}

/** How far to look past a heading for its section's first text. */
const SECTION_TEXT_LOOKAHEAD = 16;

/**
 * The first text of a heading's section: records come in page order, so the
 * first text record after it, before the next heading of its level or above.
 * A section that opens with a subsection has its subsection's text.
 */
function sectionText(records: SearchRecord[], id: number): string | undefined {
  const heading = records[id]!;
  const page = heading.url.split('#')[0];
  const depth = levels.indexOf(heading.type as Level);
  for (let next = id + 1; next <= id + SECTION_TEXT_LOOKAHEAD; next += 1) {
    const record = records[next];
    if (!record || record.url.split('#')[0] !== page) return undefined;
    if (record.type === 'content') return record.content ?? undefined;
    if (levels.indexOf(record.type) <= depth) return undefined;
  }
  return undefined;
}

/**
 * MiniSearch's score, with its bonus for each distinct query term a record
 * matched counted per word form, as if MiniSearch had expanded each form's
 * prefixes and typos itself: a record is not worth more for matching several
 * expansions of one form.
 */
function matchScore(result: SearchResult, sourcesOf: Map<string, string[]>): number {
  const { queryTerms } = result;
  if (queryTerms.length < 2) return result.score;
  const forms: string[] = [];
  for (const term of queryTerms) {
    for (const form of sourcesOf.get(term) ?? [term]) if (!forms.includes(form)) forms.push(form);
  }
  return (result.score / queryTerms.length) * forms.length;
}

function hashString(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}
