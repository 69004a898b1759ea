import type { SearchIndexManifest, SearchRecord, SearchTermShard } from '../wire';
import type { EngineOptions, LocalSearchEngine } from './engine';
import type { Searcher } from './engine-host';
import { isPhraseTerm, phraseStems } from './engine/phrases';
import {
  distinctWords,
  QueryBuilder,
  synonymRules,
  type QueryPlan,
  type WordGroup,
} from './engine/query';
import { rankingRules, SHORT_QUERY_WORDS } from './engine/rules';
import { requiredTerms, STOP_WORDS, tokenize, wordStem } from './engine/text';
import { Vocabulary } from './engine/vocabulary';

/** How many of a query's best pages have their records fetched. */
export const PAGES_PER_QUERY = 8;
/**
 * How many pages' records the engine holds at most, the most recently
 * wanted: a long session would otherwise grow the engine, and the cost of
 * each query and of each change of the pages held, towards the whole index's.
 */
export const MOST_PAGES_KEPT = 24;
/** How many recent queries keep the pages holding their terms, for their next keystroke's batch. */
const QUERIES_KEPT = 8;

/** The pages holding a query's terms, each with its score for each of the query's word groups. */
interface PageScores {
  groups: number;
  scores: Map<number, Float64Array>;
}

/**
 * The index in fragments, read as queries need it: a query is planned as
 * the engine plans it (its words without filler, their forms, synonyms,
 * prefix and typos, over the manifest's vocabulary, and the reader phrases
 * it holds whole), the shards holding those terms say which pages hold
 * them, pages are scored as BM25 over pages, and the records of the best
 * are fetched, once each.
 */
export class FragmentReader {
  private readonly queries: QueryBuilder;
  private readonly filler: Set<string>;
  /** Each term's place in the manifest's order. */
  private readonly places = new Map<string, number>();
  private readonly shards = new Map<number, Promise<SearchTermShard>>();
  private readonly blocks = new Map<number, Promise<SearchRecord[]>>();
  private readonly loaded = new Map<number, SearchRecord[]>();
  /** Every term of the site, from the manifest. */
  readonly vocabulary: Vocabulary;
  /** The terms of the site's reader phrases, which a query looks up when it holds every word of one. */
  private readonly phraseTerms: string[];
  /** The pages holding the terms of the last few queries. */
  private readonly recentQueries = new Map<string, Promise<PageScores>>();

  constructor(
    private readonly manifest: SearchIndexManifest,
    /** The manifest's own URL, which the fragments' folder is relative to. */
    manifestUrl: string,
    private readonly fetchJson: (url: string) => Promise<unknown>,
  ) {
    this.folder = new URL(manifest.fragments, new URL(manifestUrl, 'http://localhost/'));
    manifest.terms.forEach((term, place) => this.places.set(term, place));
    this.vocabulary = Vocabulary.fromCounts(
      manifest.terms.flatMap((term, place) =>
        isPhraseTerm(term) ? [] : [[term, manifest.counts[place]!] as [string, number]],
      ),
      manifest.fieldsRead,
    );
    this.phraseTerms = manifest.terms.filter(isPhraseTerm);
    this.queries = new QueryBuilder(
      new Set(rankingRules),
      synonymRules(manifest.synonyms ?? []),
      this.vocabulary,
    );
    this.filler = new Set([...STOP_WORDS, ...(manifest.fillerWords ?? []).flatMap(tokenize)]);
  }

  private readonly folder: URL;

  /** The URL of a fragment, as absolute as the manifest's URL was. */
  private url(file: string): string {
    const url = new URL(file, this.folder);
    return url.origin === 'http://localhost' ? url.pathname : url.href;
  }

  /** Fetches once; a failed fetch is forgotten, so the next query tries again. */
  private once<T>(cache: Map<number, Promise<T>>, id: number, file: string): Promise<T> {
    let found = cache.get(id);
    if (found === undefined) {
      found = this.fetchJson(this.url(file)) as Promise<T>;
      cache.set(id, found);
      found.catch(() => cache.delete(id));
    }
    return found;
  }

  /**
   * Every page holding one of the query's terms, with what it scores for
   * each of the query's word groups; kept for the last few queries, as a
   * query's best pages and whether they are all held both ask for it.
   */
  private pagesHolding(query: string): Promise<PageScores> {
    let found = this.recentQueries.get(query);
    if (found === undefined) {
      found = this.scorePages(query);
      this.recentQueries.set(query, found);
      if (this.recentQueries.size > QUERIES_KEPT)
        this.recentQueries.delete(this.recentQueries.keys().next().value!);
      found.catch(() => this.recentQueries.delete(query));
    }
    return found;
  }

  private async scorePages(query: string): Promise<PageScores> {
    const words = tokenize(query.slice(0, 512));
    if (words.length === 0) return { groups: 0, scores: new Map() };
    const meaningful = requiredTerms(words, this.filler);
    const groups = this.queries.withSynonyms(distinctWords(meaningful));
    const plan = this.queries.plan(groups, meaningful[meaningful.length - 1]!);
    this.addHeldPhrases(plan, groups, meaningful);
    const terms = [...plan.groupsOf.keys()].filter((term) => this.places.has(term));
    const { shards, pages } = this.manifest;
    const shardOf = (place: number) => {
      let low = 0;
      let high = shards.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if (shards[middle]! <= place) low = middle;
        else high = middle - 1;
      }
      return low;
    };
    const needed = [...new Set(terms.map((term) => shardOf(this.places.get(term)!)))];
    const fetched = new Map(
      await Promise.all(
        needed.map(
          async (shard) =>
            [shard, await this.once(this.shards, shard, `terms/${shard}.json`)] as const,
        ),
      ),
    );
    const best = new Map<number, Float64Array>();
    for (const term of terms) {
      const place = this.places.get(term)!;
      const shard = shardOf(place);
      const pairs = fetched.get(shard)![place - shards[shard]!] ?? [];
      const holding = pairs.length / 2;
      const rarity = Math.log(1 + (pages - holding + 0.5) / (holding + 0.5));
      const worth = ((plan.weightOf.get(term) ?? 1) * rarity) / 255;
      const owners = plan.groupsOf.get(term)!;
      let page = 0;
      for (let i = 0; i < pairs.length; i += 2) {
        page += pairs[i]!;
        let scores = best.get(page);
        if (scores === undefined) {
          scores = new Float64Array(groups.length);
          best.set(page, scores);
        }
        const value = worth * pairs[i + 1]!;
        for (const group of owners) if (value > scores[group]!) scores[group] = value;
      }
    }
    return { groups: groups.length, scores: best };
  }

  /**
   * The reader phrases whose every word the query holds, looked up as the
   * engine looks them up: each for the groups of its words.
   */
  private addHeldPhrases(plan: QueryPlan, groups: WordGroup[], words: string[]): void {
    const stems = new Set(words.filter((word) => !this.filler.has(word)).map(wordStem));
    for (const term of this.phraseTerms) {
      const wanted = phraseStems(term);
      if (!wanted.every((stem) => stems.has(stem))) continue;
      plan.groupsOf.set(
        term,
        groups.flatMap(({ typed }, i) =>
          typed.some((word) => wanted.includes(wordStem(word))) ? [i] : [],
        ),
      );
      plan.weightOf.set(term, 1);
    }
  }

  /** The query's best pages, best first: those holding every word of a short query before the others. */
  async bestPages(query: string, count = PAGES_PER_QUERY): Promise<number[]> {
    const { groups, scores } = await this.pagesHolding(query);
    const short = groups <= SHORT_QUERY_WORDS;
    return [...scores]
      .map(([page, scores]) => ({
        page,
        held: short ? scores.filter((score) => score > 0).length : 0,
        score: scores.reduce((sum, score) => sum + score, 0),
      }))
      .sort((a, b) => b.held - a.held || b.score - a.score || a.page - b.page)
      .slice(0, count)
      .map(({ page }) => page);
  }

  /** Every page holding one of the query's terms, which its matches can only come from. */
  async matchingPages(query: string): Promise<number[]> {
    return [...(await this.pagesHolding(query)).scores.keys()];
  }

  /** Whether the records held are those of every one of these pages, and maybe more. */
  holdsAll(pages: number[]): boolean {
    return pages.every((page) => this.loaded.has(page));
  }

  /**
   * Fetches the records of the query's best pages, each page once; true
   * when the records held changed (pages arrived, and the least recently
   * wanted beyond `MOST_PAGES_KEPT` were let go).
   */
  async load(query: string): Promise<boolean> {
    const best = await this.bestPages(query);
    const blocks = await Promise.all(
      best.map((page) => this.once(this.blocks, page, `pages/${page}.json`)),
    );
    let changed = false;
    best.forEach((page, i) => {
      changed ||= !this.loaded.has(page);
      // Wanted again: the most recent, last in the map's order.
      this.loaded.delete(page);
      this.loaded.set(page, blocks[i]!);
    });
    for (const page of this.loaded.keys()) {
      if (this.loaded.size <= MOST_PAGES_KEPT) break;
      // Let go of its records altogether: wanted again, they come from the browser's cache.
      this.loaded.delete(page);
      this.blocks.delete(page);
    }
    return changed;
  }

  /** The pages held, each with its records, in the site's order. */
  pages(): [page: number, records: SearchRecord[]][] {
    return [...this.loaded].sort(([a], [b]) => a - b);
  }

  /** The records held, in the site's order. */
  records(): SearchRecord[] {
    return this.pages().flatMap(([, records]) => records);
  }
}

/**
 * Queries over an index in fragments: each query fetches the fragments it
 * needs, and the engine holds the pages they bring: it reads a page once,
 * when it arrives, and lets go of those the reader let go of.
 * A response's count is the whole index's (`exhaustiveNbHits`) only when
 * every page holding one of the query's terms is held; otherwise it counts
 * the matches on the pages held, which is not the whole index's.
 */
export function fragmentSearcher(
  manifest: SearchIndexManifest,
  manifestUrl: string,
  fetchJson: (url: string) => Promise<unknown>,
  Engine: typeof LocalSearchEngine,
  options: EngineOptions,
): Searcher {
  const reader = new FragmentReader(manifest, manifestUrl, fetchJson);
  const engine = new Engine([], { ...options, siteVocabulary: reader.vocabulary });
  return async (requests) => {
    const matching = await Promise.all(
      requests.map(({ query }) => reader.matchingPages(query ?? '')),
    );
    await Promise.all(requests.map(({ query }) => reader.load(query ?? '')));
    engine.hold(reader.pages());
    return requests.map((request, i) => ({
      ...engine.search(request),
      exhaustiveNbHits: reader.holdsAll(matching[i]!),
    }));
  };
}
