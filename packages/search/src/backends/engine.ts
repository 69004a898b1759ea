import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { escapeHtml } from '../highlight';
import {
  levels,
  type HighlightValue,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
  type SearchSynonym,
} from '../wire';

/** Words of a query or a record: command and flag names stay whole (`--permission-profile`). */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .map((token) => token.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** Index terms add the parts of hyphenated words, so `profile` also finds `--permission-profile`. */
function indexTerms(text: string): string[] {
  return tokenize(text).flatMap((token) =>
    token.includes('-') ? [token, ...token.split('-').filter(Boolean)] : [token],
  );
}

/**
 * Stems are indexed beside the words, under a mark no word has, so a query
 * can ask for the exact word and, for less, any word of the same stem:
 * "isolate" finds "isolation", and a record holding "isolate" itself comes
 * first. The mark is three characters, more than the typos a query word is
 * allowed, so a typo never turns a word into its own stem.
 */
const STEM_MARK = '~s:';
const stems = new Map<string, string>();
/** Stemming every word of every hit's text for highlights is the costly part: each word once. */
function stemKey(word: string): string {
  let key = stems.get(word);
  if (key === undefined) {
    key = `${STEM_MARK}${stemmer(word)}`;
    stems.set(word, key);
  }
  return key;
}
const isStemKey = (term: string) => term.startsWith(STEM_MARK);
/** Only words of letters have an English stem; `v1beta`, `k8s` and flags stay as they are. */
const hasStem = (word: string) => /^\p{L}{3,}$/u.test(word);

function withStem(term: string): string | string[] {
  return hasStem(term) ? [term, stemKey(term)] : term;
}

/** One typo from 4 letters, two from 8. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * Words that carry no subject in a question ("how do I stop a server").
 * They are left out of a query that has other words, so a question finds
 * what its subject words find.
 */
const STOP_WORDS = new Set(
  'a about also an and are as at be been by can could do does for from has have how i if in into is it its just me my of on or so than that the their them then there these they this those to was were what when where which why will with would you your'.split(
    ' ',
  ),
);

/** The words a record must hold: the query's words without its stop words, unless that leaves none. */
export function requiredTerms(terms: string[]): string[] {
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}

/**
 * The rules that order results. Each can be left out, which is how the
 * relevance benchmark measures what a rule is worth; the site uses them all.
 */
export const rankingRules = [
  /** One typo from 4 letters, two from 8. */
  'typos',
  /** The last word also matches the words it starts. */
  'prefix',
  /** A question is searched by its subject words; stop words neither match nor add length. */
  'stopWords',
  /** With no record holding every word, or for a long query, those holding most of them. */
  'anyWordFallback',
  /** Headings count more than text, the title most. */
  'headingBoost',
  /** The query's words in a row, or a heading that is the whole query, count double. */
  'exactPhrase',
  /** Each further hit from a page counts less. */
  'pageSpread',
  /** Words of one stem meet, below the exact word. */
  'stemming',
  /** A singular and its plural count as the same word. */
  'plurals',
  /** The site's synonyms and abbreviations meet, just below the word typed. */
  'synonyms',
  /** A heading is also found by the headings above it, as text is. */
  'headingContext',
  /** With not every word found, records holding more of them, in headings most, come first. */
  'wordCoverage',
  /** In a long query, a word few records hold counts for more of that share than a common one. */
  'rareWords',
  /** Of equal scores, the page higher in the site, then the earlier section, comes first. */
  'siteOrder',
] as const;
export type RankingRule = (typeof rankingRules)[number];

export interface EngineOptions {
  /** The site's synonyms (the index file carries them). */
  synonyms?: SearchSynonym[];
  /** Rules to leave out, to measure what each is worth. */
  disabledRules?: RankingRule[];
}

/** Queries of up to this many words must be held whole to come first. */
const SHORT_QUERY_WORDS = 3;
/** What a record holding only some words of a short query is worth, before its share of them. */
const PARTIAL_WEIGHT = 0.01;
/** What a word of another stem form is worth against the word as typed. */
const STEM_WEIGHT = 0.6;
/** What a record gains for each word of a long query it holds as typed, not only by its stem. */
const EXACT_FORM_BONUS = 1.05;
/** What a synonym is worth against the word or phrase as typed. */
const SYNONYM_WEIGHT = 0.9;

/** A synonym trigger: its words (singular), and what else it stands for. */
interface SynonymRule {
  words: string[];
  alternatives: string[][];
}

const wordStem = (word: string) => (hasStem(word) ? stemmer(word) : word);
/**
 * Synonyms are triggered by the word as listed or its plural, not by every
 * word of its stem: "config" stands for "configuration", but "configure"
 * (the same stem) is a verb that should not find every mention of a
 * command named config.
 */
const singular = (word: string) => word.replace(/(?<!s)s$/, '');

function synonymRules(synonyms: SearchSynonym[]): SynonymRule[] {
  return synonyms
    .flatMap((entry) => {
      const words = entry.synonyms.map(tokenize).filter((list) => list.length > 0);
      if ('input' in entry) {
        const input = tokenize(entry.input);
        return input.length > 0 ? [{ words: input.map(singular), alternatives: words }] : [];
      }
      return words.map((trigger, i) => ({
        words: trigger.map(singular),
        alternatives: words.filter((_, j) => j !== i),
      }));
    })
    .sort((a, b) => b.words.length - a.words.length);
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
  private readonly synonyms: SynonymRule[];
  /** What ranking asks of every candidate, worked out once per record rather than per query. */
  private readonly facts: RecordFacts[];
  private readonly highlighter = new Highlighter();
  /** Every word the records hold, so a long query's known words skip typo expansion. */
  private readonly vocabulary = new Set<string>();
  private lastFilters: { key: string; passing: Uint8Array } | null = null;

  constructor(records: SearchRecord[], options: EngineOptions = {}) {
    this.records = records;
    const disabled = new Set(options.disabledRules ?? []);
    this.rules = new Set(rankingRules.filter((rule) => !disabled.has(rule)));
    this.synonyms = this.rules.has('synonyms') ? synonymRules(options.synonyms ?? []) : [];
    // Stop words are not indexed either, so "Run a server from the
    // registry" is no longer than "Run a server from a package".
    const meaningfulTerms = this.rules.has('stopWords')
      ? (text: string) => indexTerms(text).filter((term) => !STOP_WORDS.has(term))
      : indexTerms;
    const fieldTerms = (text: string) => {
      const terms = meaningfulTerms(text);
      for (const term of terms) this.vocabulary.add(term);
      return terms;
    };
    const processTerm = this.rules.has('stemming') ? withStem : (term: string) => term;
    this.index = new MiniSearch<Indexed>({
      fields: [...INDEXED_FIELDS],
      tokenize: fieldTerms,
      processTerm,
      // Queries arrive as trees of single words (see `query`).
      searchOptions: { tokenize: (word) => [word], processTerm: (term) => term },
    });
    this.index.addAll(records.map((record, id) => this.indexed(record, id)));
    this.facts = records.map((record) => {
      const page = record.url.split('#')[0]!;
      return {
        page,
        depth: page.split('/').filter(Boolean).length,
        text: (record.type === 'content'
          ? record.content
          : record.hierarchy[record.type]
        )?.toLowerCase(),
      };
    });
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
    const passing = this.passing(request.facetFilters);

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
    const groups = this.withSynonyms(required);
    const headingBoost = this.rules.has('headingBoost');
    /** The stem keys of the words looked up by their stem alone, and each word as typed. */
    const byStemAlone = new Map<string, string>();
    const searchFor = (combineWith: 'AND' | 'OR') =>
      this.index.search(
        this.query(groups, required[required.length - 1]!, combineWith, byStemAlone),
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
    let coverage: ScoreFactor = { of: () => 1, atMost: () => 1 };
    if (results.length === 0 && required.length > 1 && this.rules.has('anyWordFallback')) {
      results = searchFor('OR');
      // As Algolia's "words" criterion: a record holding more of the query's
      // words (or their forms or synonyms) beats one that only repeats a few.
      if (this.rules.has('wordCoverage')) {
        const leaves = groups.map((group) => this.leafTerms(group));
        // Which of the query's words each term stands for, so that a
        // candidate is read once per term it matched.
        const leavesOf = new Map<string, number[]>();
        leaves.forEach((leaf, i) => {
          for (const term of leaf) {
            const owners = leavesOf.get(term) ?? [];
            if (!owners.includes(i)) owners.push(i);
            leavesOf.set(term, owners);
          }
        });
        // In a short query every word counts: records holding them all stay
        // ahead. A long one (a question an assistant passes on) carries
        // filler words, so the share alone decides.
        const worth = (share: number, holdsAll: boolean) =>
          holdsAll || leaves.length > SHORT_QUERY_WORDS ? share ** 3 : PARTIAL_WEIGHT * share ** 3;
        const matched = new MatchedWords(leavesOf, leaves.length);
        const weights =
          leaves.length > SHORT_QUERY_WORDS && this.rules.has('rareWords')
            ? rarityWeights(results, matched, this.records.length)
            : new Float64Array(leaves.length).fill(1);
        const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
        const held = new Float64Array(leaves.length);
        coverage = {
          of: ({ queryTerms, match }) => {
            // A word in the record's headings (its own or those above it)
            // counts fully, one only in its text by half: the headings say
            // what a section is about.
            held.fill(0);
            let inHeadings: string[] | undefined;
            for (const term of queryTerms) {
              const owners = leavesOf.get(term);
              if (!owners) continue;
              inHeadings ??= Object.keys(match).filter((matched) =>
                match[matched]!.some((field) => field !== 'content'),
              );
              const value = inHeadings.some((matched) => matched.startsWith(term)) ? 1 : 0.5;
              for (const i of owners) held[i] = Math.max(held[i]!, value);
            }
            let share = 0;
            let holdsAll = true;
            held.forEach((value, i) => {
              share += value * weights[i]!;
              holdsAll &&= value > 0;
            });
            return worth(share / totalWeight, holdsAll);
          },
          atMost: ({ queryTerms }) => {
            const count = matched.read(queryTerms);
            let weight = 0;
            for (let j = 0; j < count; j += 1) weight += weights[matched.words[j]!]!;
            return worth(Math.min(1, weight / totalWeight), count === leaves.length);
          },
        };
      }
    }
    const phrase = this.rules.has('exactPhrase') ? query.trim().toLowerCase() : null;
    // The query's words in a row, or a flag or path typed with its punctuation.
    const literal =
      phrase !== null && (phrase.includes(' ') || /[^\p{L}\p{N}]/u.test(phrase)) ? phrase : null;
    const spread = this.rules.has('pageSpread') ? 0.4 : 1;
    const byScore = this.rules.has('siteOrder')
      ? bySiteOrder
      : (a: Ranked, b: Ranked) => b.score - a.score;
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
    const exactForms = this.exactForms(byStemAlone);
    const reach = candidates.map(
      (result, i) => scores[i]! * coverage.atMost(result) * exactForms.atMost(result),
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
          base: scores[i]! * coverage.of(result) * exactForms.of(result),
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

  /**
   * What a candidate gains for holding as typed the words looked up by their
   * stem alone: of a record with "isolate" and one with "isolation", the one
   * with the word a question asks for comes first, as in a short query.
   */
  private exactForms(byStemAlone: Map<string, string>): ScoreFactor {
    if (byStemAlone.size === 0) return { of: () => 1, atMost: () => 1 };
    return {
      of: ({ id, queryTerms }) => {
        let factor = 1;
        for (const term of queryTerms) {
          const word = byStemAlone.get(term);
          if (word !== undefined && this.termsOf(id as number).has(word))
            factor *= EXACT_FORM_BONUS;
        }
        return factor;
      },
      atMost: ({ queryTerms }) => {
        let factor = 1;
        for (const term of queryTerms) if (byStemAlone.has(term)) factor *= EXACT_FORM_BONUS;
        return factor;
      },
    };
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

  /**
   * Which records pass the facet filters (1) and which don't (0), for the
   * filters of the last request: a site asks with the same ones query after
   * query, so they are not tested again on every candidate.
   */
  private passing(facetFilters: SearchRequest['facetFilters']): Uint8Array {
    const key = JSON.stringify(facetFilters ?? []);
    if (this.lastFilters?.key !== key) {
      const filters = normalizeFacetFilters(facetFilters);
      this.lastFilters = {
        key,
        passing: Uint8Array.from(this.records, (record) =>
          matchesFilters(record, filters) ? 1 : 0,
        ),
      };
    }
    return this.lastFilters.passing;
  }

  /** The words MiniSearch is asked for on behalf of one group of the query. */
  private leafTerms({ typed, alternatives }: WordGroup): string[] {
    return [typed, ...alternatives]
      .flat()
      .flatMap((word) => [
        ...this.asTyped(word),
        ...(this.rules.has('stemming') && hasStem(word) ? [stemKey(word)] : []),
      ]);
  }

  /** A word as typed: as Algolia's ignorePlurals, its singular or plural counts as the same word. */
  private asTyped(word: string): string[] {
    if (!this.rules.has('plurals') || !/^\p{L}{3,}$/u.test(word)) return [word];
    return [word, word.endsWith('s') ? word.slice(0, -1) : `${word}s`];
  }

  /**
   * The query as MiniSearch's query tree: every word (or a synonym of it) is
   * required, or any with `OR`. A word matches as typed, with typos and, if
   * last, as a prefix; and, for less, by its stem.
   */
  private query(
    groups: WordGroup[],
    lastWord: string,
    combineWith: 'AND' | 'OR',
    byStemAlone: Map<string, string>,
  ): Query {
    // In a long query (an assistant's question, a reader's sentence) a word
    // the records hold, as typed or as its plural or singular, is taken as
    // spelt, and only words they don't hold are matched with typos: typo
    // expansion of every word was the largest part of a ten-word question's
    // cost, and added matches such as serve for server.
    const long = groups.length > SHORT_QUERY_WORDS;
    const wordQuery = (word: string, weight: number, typed: boolean): Query => {
      const forms = this.asTyped(word);
      const spelt = long && forms.some((form) => this.vocabulary.has(form));
      const asTyped: Query = {
        combineWith: 'OR',
        queries: forms,
        fuzzy: typed && this.rules.has('typos') && !spelt ? typoTolerance(word) : false,
        prefix: typed && this.rules.has('prefix') && word === lastWord,
        boostTerm: () => weight,
      };
      if (!this.rules.has('stemming') || !hasStem(word)) return asTyped;
      const stem: Query = {
        queries: [stemKey(word)],
        fuzzy: false,
        prefix: false,
        boostTerm: () => weight * STEM_WEIGHT,
      };
      // A spelt word of a long query is looked up by its stem alone, which
      // finds every form of it: looking each form up beside the stem was a
      // third of a long question's cost. The word as typed still comes
      // first, by the bonus `rank` gives the candidates it ranks. The last
      // word keeps its forms, as it may be a prefix.
      if (spelt && !(typed && word === lastWord)) {
        byStemAlone.set(stemKey(word), word);
        return { ...stem, boostTerm: () => weight };
      }
      return { combineWith: 'OR', queries: [asTyped, stem] };
    };
    const allOf = (list: string[], weight: number, typed: boolean): Query =>
      list.length === 1
        ? wordQuery(list[0]!, weight, typed)
        : { combineWith: 'AND', queries: list.map((word) => wordQuery(word, weight, typed)) };
    return {
      combineWith,
      queries: groups.map(({ typed, alternatives }) =>
        alternatives.length === 0
          ? allOf(typed, 1, true)
          : {
              combineWith: 'OR',
              queries: [
                allOf(typed, 1, true),
                ...alternatives.map((words) => allOf(words, SYNONYM_WEIGHT, false)),
              ],
            },
      ),
    };
  }

  /** The query's words in groups: a word or a synonym's phrase, with what else it stands for. */
  private withSynonyms(words: string[]): WordGroup[] {
    const singulars = words.map(singular);
    const groups: WordGroup[] = [];
    for (let i = 0; i < words.length;) {
      const rule = this.synonyms.find((candidate) =>
        candidate.words.every((word, j) => singulars[i + j] === word),
      );
      const length = rule?.words.length ?? 1;
      groups.push({ typed: words.slice(i, i + length), alternatives: rule?.alternatives ?? [] });
      i += length;
    }
    return groups;
  }
}

/** A word of the query, or a phrase of it a synonym stands for, with what else it may match. */
interface WordGroup {
  typed: string[];
  alternatives: string[][];
}

/**
 * What each of a long query's words counts for in word coverage: its inverse
 * document frequency, so "cursor" says more about a record than "server". The
 * candidates are every record holding any of the words, so how many of them
 * hold a word is how many records do.
 */
function rarityWeights(
  candidates: SearchResult[],
  matched: MatchedWords,
  records: number,
): Float64Array {
  const holding = new Float64Array(matched.words.length);
  for (const { queryTerms } of candidates) {
    const count = matched.read(queryTerms);
    for (let j = 0; j < count; j += 1) holding[matched.words[j]!] += 1;
  }
  return holding.map((count) => Math.log(1 + records / Math.max(1, count)));
}

/**
 * The words of the query (by place) that one candidate's matched terms stand
 * for, each once however many of its forms matched. Read candidate after
 * candidate into the same arrays, as it runs for every candidate.
 */
class MatchedWords {
  /** The words of the candidate read last: the first `read` returned of them. */
  readonly words: Uint32Array;
  /** The call that last counted each word, so nothing is cleared per candidate. */
  private readonly countedFor: Uint32Array;
  private call = 0;

  constructor(
    private readonly leavesOf: Map<string, number[]>,
    size: number,
  ) {
    this.words = new Uint32Array(size);
    this.countedFor = new Uint32Array(size);
  }

  read(queryTerms: string[]): number {
    this.call += 1;
    let count = 0;
    for (const term of queryTerms) {
      for (const i of this.leavesOf.get(term) ?? []) {
        if (this.countedFor[i] === this.call) continue;
        this.countedFor[i] = this.call;
        this.words[count] = i;
        count += 1;
      }
    }
    return count;
  }
}

/** A factor of a candidate's score, such as what its share of the query's words is worth. */
interface ScoreFactor {
  of(result: SearchResult): number;
  /** No less than `of`, without reading where the candidate matched. */
  atMost(result: SearchResult): number;
}

/** A record's page, depth in the site and lowercase text, as ranking uses them. */
interface RecordFacts {
  page: string;
  /** Path segments of the page: an overview has fewer than the pages under it. */
  depth: number;
  /** The record's own text (its content, or its heading), lowercase. */
  text: string | undefined;
  /** Its indexed words, once a query has needed them. */
  terms?: Set<string>;
}

interface Ranked {
  /** The record's place in the index, which is page order within a page. */
  id: number;
  record: SearchRecord;
  result: SearchResult;
  facts: RecordFacts;
  /** The score before page spread. */
  base: number;
  score: number;
}

/**
 * Orders the hits by score, each further hit from the same page counting
 * for less, so one long page can't fill the first results.
 */
function spreadOverPages(
  hits: Ranked[],
  spread: number,
  byScore: (a: Ranked, b: Ranked) => number,
): Ranked[] {
  for (const hit of hits) hit.score = hit.base;
  const ranked = [...hits].sort(byScore);
  const perPage = new Map<string, number>();
  for (const hit of ranked) {
    const seen = perPage.get(hit.facts.page) ?? 0;
    perPage.set(hit.facts.page, seen + 1);
    hit.score = hit.base * spread ** seen;
  }
  return ranked.sort(byScore);
}

/**
 * Higher score first; of equal scores, the page higher in the site (fewer
 * path segments: an overview before the pages under it), then the section
 * that comes first on its page.
 */
function bySiteOrder(a: Ranked, b: Ranked): number {
  if (Math.abs(a.score - b.score) > 1e-9 * Math.max(a.score, b.score)) return b.score - a.score;
  return a.facts.depth - b.facts.depth || a.id - b.id;
}

function score(
  matchScore: number,
  record: SearchRecord,
  text: string | undefined,
  phrase: string | null,
  literal: string | null,
  headingBoost: boolean,
): number {
  let value = matchScore;
  if (text && literal && text.includes(literal)) value *= 2;
  if (text && text === phrase) value *= 1.5;
  if (headingBoost && record.type !== 'content') value *= 1.5;
  return value;
}

/** `attribute:value`, parsed once per set of filters rather than once per record. */
interface FacetFilter {
  attribute: string;
  value: string;
}

function normalizeFacetFilters(filters: SearchRequest['facetFilters']): FacetFilter[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) =>
    (Array.isArray(entry) ? entry : [entry]).map((filter) => {
      const [attribute, value] = filter.split(':') as [string, string];
      return { attribute, value };
    }),
  );
}

/** Algolia semantics: the outer list is AND, each inner list is OR. */
function matchesFilters(record: SearchRecord, filters: FacetFilter[][]): boolean {
  return filters.every((anyOf) =>
    anyOf.some(({ attribute, value }) => {
      const actual = (record as unknown as Record<string, unknown>)[attribute];
      return actual === undefined || String(actual) === value;
    }),
  );
}

/** Words per snippet for each attribute, from Algolia's `attribute:words` syntax. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    const words = Number(count);
    lengths.set(name!, Number.isFinite(words) && words > 0 ? words : 10);
  }
  return lengths;
}

interface MarkOptions {
  pre: string;
  post: string;
  ellipsis: string;
  /** Words per snippet by attribute; content defaults to 10, headings to whole. */
  snippetWords: Map<string, number>;
}

/** A word of a record's text (or the space between two), as highlighting reads it. */
interface TextWord {
  escaped: string;
  /** Space between words, never highlighted. */
  space: boolean;
  tokens: string[];
  /** The tokens and the parts of hyphenated ones: any of them matching marks the word. */
  terms: string[];
  /** The stem key of each of `terms`, or null where it has no stem. */
  termStems: (string | null)[];
}

/** The terms a hit matched, as its highlights test them. */
interface Matched {
  terms: Set<string>;
  roots: Set<string>;
}

/** A stem the query matched marks every word of that stem. */
const roots = new Map<string, string>();
function rootOf(term: string): string {
  let root = roots.get(term);
  if (root === undefined) {
    root = isStemKey(term) ? term.slice(STEM_MARK.length) : wordStem(term);
    roots.set(term, root);
  }
  return root;
}

/**
 * Highlights and snippets of hits. A text is split, tokenized, stemmed and
 * escaped the first time a hit shows it, and kept: the same pages come back
 * query after query, and their headings in every record under them.
 */
class Highlighter {
  private readonly texts = new Map<string, TextWord[]>();
  private readonly words = new Map<string, TextWord>();

  hit(record: SearchRecord, matchedTerms: string[], options: MarkOptions): SearchHit {
    const matched: Matched = {
      terms: new Set(matchedTerms),
      roots: new Set(matchedTerms.map(rootOf)),
    };
    const highlight: SearchHit['_highlightResult'] = { hierarchy: {} };
    const snippet: SearchHit['_snippetResult'] = { hierarchy: {} };
    for (const level of levels) {
      const text = record.hierarchy[level];
      if (!text) continue;
      const words = this.textWords(text);
      const marks = words.map((word) => isMatch(word, matched));
      highlight.hierarchy[level] = mark(words, marks, matched, options);
      snippet.hierarchy[level] = mark(
        words,
        marks,
        matched,
        options,
        options.snippetWords.get(`hierarchy.${level}`),
      );
    }
    if (record.content) {
      const words = this.textWords(record.content);
      const marks = words.map((word) => isMatch(word, matched));
      highlight.content = mark(words, marks, matched, options);
      snippet.content = mark(
        words,
        marks,
        matched,
        options,
        options.snippetWords.get('content') ?? 10,
      );
    }
    return { ...record, _highlightResult: highlight, _snippetResult: snippet };
  }

  private textWords(text: string): TextWord[] {
    let words = this.texts.get(text);
    if (words === undefined) {
      words = text.split(/(\s+)/).map((word) => this.word(word));
      this.texts.set(text, words);
    }
    return words;
  }

  private word(word: string): TextWord {
    let known = this.words.get(word);
    if (known === undefined) {
      const tokens = tokenize(word);
      const terms = tokens.flatMap((token) => [token, ...token.split('-')]);
      known = {
        escaped: escapeHtml(word),
        space: !/\S/.test(word),
        tokens,
        terms,
        termStems: terms.map((term) => (hasStem(term) ? stemKey(term) : null)),
      };
      this.words.set(word, known);
    }
    return known;
  }
}

function isMatch(word: TextWord, matched: Matched): boolean {
  return word.terms.some((term, i) => {
    const stem = word.termStems[i];
    return matched.terms.has(term) || (!!stem && matched.terms.has(stem));
  });
}

/**
 * Escapes the text, then wraps matched words in the highlight tags. With a
 * word limit, keeps a window of that many words around the first match.
 */
function mark(
  words: TextWord[],
  marks: boolean[],
  matched: Matched,
  { pre, post, ellipsis }: MarkOptions,
  wordLimit?: number,
): HighlightValue {
  let start = 0;
  let end = words.length;
  if (wordLimit) {
    const first = marks.indexOf(true);
    const center = first < 0 ? 0 : first;
    start = Math.max(0, center - (wordLimit - 1)); // words and spaces alternate
    start -= start % 2;
    end = Math.min(words.length, start + wordLimit * 2 - 1);
  }
  const found = new Set<string>();
  const foundRoots = new Set<string>();
  let body = '';
  for (let i = start; i < end; i += 1) {
    const word = words[i]!;
    if (word.space || !marks[i]) {
      body += word.escaped;
      continue;
    }
    for (const token of word.tokens) {
      found.add(token);
      foundRoots.add(rootOf(token));
    }
    body += `${pre}${word.escaped}${post}`;
  }
  const value = `${start > 0 ? ellipsis : ''}${body}${end < words.length ? ellipsis : ''}`;
  return {
    value,
    matchLevel:
      found.size === 0 ? 'none' : foundRoots.size >= matched.roots.size ? 'full' : 'partial',
    matchedWords: [...found],
  };
}

function hashString(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}
