import type { SearchResult } from 'minisearch';
import type { SearchRecord } from '../../wire';
import { SHORT_QUERY_WORDS } from './rules';

// Ranking: what a candidate's score is made of, beyond MiniSearch's own
// match score, and the order of the hits.

/** What a record holding only some words of a short query is worth, before its share of them. */
const PARTIAL_WEIGHT = 0.01;
/** What a record gains for each word of a long query it holds as typed, not only by its stem. */
const EXACT_FORM_BONUS = 1.05;

/** A factor of a candidate's score, such as what its share of the query's words is worth. */
export interface ScoreFactor {
  of(result: SearchResult): number;
  /** No less than `of`, without reading where the candidate matched. */
  atMost(result: SearchResult): number;
}

export const noFactor: ScoreFactor = { of: () => 1, atMost: () => 1 };

/**
 * As Algolia's "words" criterion: a record holding more of the query's words
 * (or their forms or synonyms) beats one that only repeats a few. `leavesOf`
 * gives the words of the query (by place) each looked-up term stands for, so
 * that a candidate is read once per term it matched; `candidates` are every
 * record holding any of them.
 */
export function wordCoverage(
  leavesOf: Map<string, number[]>,
  words: number,
  candidates: SearchResult[],
  records: number,
  rareWords: boolean,
): ScoreFactor {
  // In a short query every word counts: records holding them all stay
  // ahead. A long one (a question an assistant passes on) carries
  // filler words, so the share alone decides.
  const worth = (share: number, holdsAll: boolean) =>
    holdsAll || words > SHORT_QUERY_WORDS ? share ** 3 : PARTIAL_WEIGHT * share ** 3;
  const matched = new MatchedWords(leavesOf, words);
  const weights =
    words > SHORT_QUERY_WORDS && rareWords
      ? rarityWeights(candidates, matched, records)
      : new Float64Array(words).fill(1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const held = new Float64Array(words);
  return {
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
      return worth(Math.min(1, weight / totalWeight), count === words);
    },
  };
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

/**
 * What a candidate gains for holding as typed the words looked up by their
 * stem alone: of a record with "isolate" and one with "isolation", the one
 * with the word a question asks for comes first, as in a short query.
 */
export function exactForms(
  byStemAlone: Map<string, string>,
  holds: (id: number, word: string) => boolean,
): ScoreFactor {
  if (byStemAlone.size === 0) return noFactor;
  return {
    of: ({ id, queryTerms }) => {
      let factor = 1;
      for (const term of queryTerms) {
        const word = byStemAlone.get(term);
        if (word !== undefined && holds(id as number, word)) factor *= EXACT_FORM_BONUS;
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

/** A record's page, depth in the site and lowercase text, as ranking uses them. */
export interface RecordFacts {
  page: string;
  /** Its section: records of the same URL share it. */
  section: number;
  /** Path segments of the page: an overview has fewer than the pages under it. */
  depth: number;
  /** The record's own text (its content, or its heading), lowercase. */
  text: string | undefined;
  /** Whether it is a heading record (a page title or a section heading), not text. */
  heading: boolean;
}

export function recordFacts(record: SearchRecord, section: number): RecordFacts {
  const page = record.url.split('#')[0]!;
  return {
    page,
    section,
    depth: page.split('/').filter(Boolean).length,
    text: (record.type === 'content'
      ? record.content
      : record.hierarchy[record.type]
    )?.toLowerCase(),
    heading: record.type !== 'content',
  };
}

export interface Ranked {
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
export function spreadOverPages(
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

/** The first hits, where one page may have no more than `HITS_PER_PAGE_ON_TOP`. */
export const TOP_HITS = 5;
export const HITS_PER_PAGE_ON_TOP = 2;

/**
 * The hits in order, with no more than two of one page in the first five
 * unless no other page has a hit to take the place: a long page that
 * mentions the query's words in every section would otherwise fill the first
 * screen, and the reader who needs another page never sees it.
 */
export function fewPerPageOnTop(ranked: Ranked[]): Ranked[] {
  const top: Ranked[] = [];
  const later: Ranked[] = [];
  const perPage = new Map<string, number>();
  for (const hit of ranked) {
    const seen = perPage.get(hit.facts.page) ?? 0;
    if (top.length < TOP_HITS && seen < HITS_PER_PAGE_ON_TOP) {
      top.push(hit);
      perPage.set(hit.facts.page, seen + 1);
    } else later.push(hit);
  }
  // Fewer pages matched than that: the first five are filled from the rest, in order.
  while (top.length < TOP_HITS && later.length > 0) top.push(later.shift()!);
  return [...top, ...later];
}

/**
 * The hits in order, where a page's own record (its title or opening text)
 * gives its place to the first hit of the same page that holds a query word
 * the page record lacks: for "start the REST API", "Start the API server"
 * says more than "Run the API server" does, and a reader wants the section.
 * `wordsOf` gives the query words (by place) a hit holds.
 */
export function sectionsOverPages(
  ranked: Ranked[],
  wordsOf: (hit: Ranked) => Set<number>,
): Ranked[] {
  const order = [...ranked];
  const settled = new Set<string>();
  for (let i = 0; i < order.length; i += 1) {
    const hit = order[i]!;
    if (hit.record.url.includes('#') || settled.has(hit.facts.page)) continue;
    settled.add(hit.facts.page);
    const pageWords = wordsOf(hit);
    const section = order.findIndex(
      (other, at) =>
        at > i &&
        other.facts.page === hit.facts.page &&
        other.record.url.includes('#') &&
        [...wordsOf(other)].some((word) => !pageWords.has(word)),
    );
    if (section < 0) continue;
    order[i] = order[section]!;
    order[section] = hit;
  }
  return order;
}

/**
 * The best hit of each section, best first: further records of a section
 * (its heading, and each paragraph under it) would be hits that lead to the
 * same place.
 */
export function onePerSection(hits: Ranked[], byScore: (a: Ranked, b: Ranked) => number): Ranked[] {
  for (const hit of hits) hit.score = hit.base;
  const seen = new Set<number>();
  return [...hits].sort(byScore).filter(({ facts }) => {
    if (seen.has(facts.section)) return false;
    seen.add(facts.section);
    return true;
  });
}

/**
 * Higher score first; of equal scores, the page higher in the site (fewer
 * path segments: an overview before the pages under it), then the section
 * that comes first on its page.
 */
export function bySiteOrder(a: Ranked, b: Ranked): number {
  if (Math.abs(a.score - b.score) > 1e-9 * Math.max(a.score, b.score)) return b.score - a.score;
  return a.facts.depth - b.facts.depth || a.id - b.id;
}

export const byScoreOnly = (a: Ranked, b: Ranked) => b.score - a.score;

/** A candidate's score before word coverage: the phrase and heading rules on MiniSearch's score. */
export function score(
  matchScore: number,
  { text, heading }: RecordFacts,
  phrase: string | null,
  literal: string | null,
  headingBoost: boolean,
): number {
  let value = matchScore;
  if (text && literal && text.includes(literal)) value *= 2;
  if (text && text === phrase) value *= 1.5;
  if (headingBoost && heading) value *= 1.5;
  return value;
}
