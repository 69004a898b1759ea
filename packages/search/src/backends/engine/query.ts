import type { QueryTree } from './postings';
import type { SearchSynonym } from '../../wire';
import { SHORT_QUERY_WORDS, type RankingRule } from './rules';
import { hasStem, singular, stemKey, tokenize, typoTolerance } from './text';
import type { Vocabulary } from './vocabulary';

// Query building: the query's words in groups (a word, or a phrase a synonym
// stands for), the terms each group is looked up by, and the MiniSearch query
// tree that looks them up, within a fixed budget of work.

/** What a word of another stem form is worth against the word as typed. */
const STEM_WEIGHT = 0.6;
/** What a synonym is worth against the word or phrase as typed. */
const SYNONYM_WEIGHT = 0.9;
/** What a word the typed one starts (`homebr` for `homebrew`) is worth, before its length. */
const PREFIX_WEIGHT = 0.6;
/** What a word within the typos allowed is worth, before its length. */
const FUZZY_WEIGHT = 0.3;

/**
 * The most work one query may cause. A query is cut to its first distinct
 * words, the last word alone is expanded as a prefix, each word to a few
 * expansions, and looking terms up stops at a number of postings no reader's
 * query comes near: the site's longest questions read under 9,000.
 */
export const WORK_BUDGET = {
  /** Distinct words a query is searched by (stop words left out first). */
  words: 12,
  /** Index terms a word's prefix or typos expand to, each. */
  expansions: 32,
  /** Postings (a term in one field of one record) the lookups read in all. */
  postings: 20_000,
  /** Index terms looked up in all. */
  lookups: 256,
} as const;

/**
 * A prefix of one or two letters starts many words and tells little about
 * which: it expands to this many per letter typed, the shortest first.
 */
const SHORT_PREFIX_EXPANSIONS = 8;

/** Typos are for misspelt words; a longer string is no word and is matched only as typed. */
const LONGEST_TYPO_WORD = 32;

/** A synonym trigger: its words (singular), and what else it stands for. */
export interface SynonymRule {
  words: string[];
  alternatives: string[][];
}

export function synonymRules(synonyms: SearchSynonym[]): SynonymRule[] {
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

/** A word of the query, or a phrase of it a synonym stands for, with what else it may match. */
export interface WordGroup {
  typed: string[];
  alternatives: string[][];
}

/** The query's words as searched: without repeats, and no more than the budget allows. */
export function distinctWords(words: string[]): string[] {
  return [...new Set(words)].slice(0, WORK_BUDGET.words);
}

/** A term looked up in the index on behalf of one group of the query. */
interface Lookup {
  term: string;
  /** The word form it expands, or the term itself. */
  source: string;
  /** Its weight in the score, against the word as typed (1). */
  weight: number;
  postings: number;
  /** Under a short budget, lookups of a higher rank are left out first. */
  rank: LookupRank;
  /** The group of the query it stands for. */
  group: number;
  /** How well it stands for its word: 1, or less for a typo the shorter the word. */
  closeness: number;
}

/** The word as typed, then its other forms and synonyms, then its prefix and typo expansions. */
enum LookupRank {
  typed,
  form,
  prefix,
  typo,
}

type Plan = { lookups: Lookup[]; group: number } | { combineWith: 'AND' | 'OR'; parts: Plan[] };

/** The query tree for MiniSearch, what each looked-up term stands for, and the work it costs. */
export interface QueryPlan {
  /** Null when nothing is left to look up. */
  query: QueryTree | null;
  /** The groups of the query (by place) each looked-up term stands for. */
  groupsOf: Map<string, number[]>;
  /** The word forms each looked-up term was found for: itself, or those it expands. */
  sourcesOf: Map<string, string[]>;
  /** What each looked-up term is worth against the word as typed (1). */
  weightOf: Map<string, number>;
  /** The stem keys of the words looked up by their stem alone, and each word as typed. */
  byStemAlone: Map<string, string>;
  /** Terms looked up, and the postings they read. */
  lookups: number;
  postings: number;
  /** The groups with any term left to look up. */
  searchedGroups: number;
  /**
   * How well each term holds its word: 1 as written (or a form, stem,
   * synonym or completion of it), and for a typo the share of the word's
   * letters it keeps, squared: "permission" holds "permision" well, "make"
   * holds "bake" poorly.
   */
  holds: Map<string, number>;
  /**
   * What each group says about a record, by how rare its word is (the
   * inverse of its postings): a record holding "cursor" matches a query
   * better than one holding "server".
   */
  groupWeights: number[];
  /** Whether the index holds each group as written (or a synonym of it), typos aside. */
  known: boolean[];
}

/**
 * How well a record's matched query terms hold the query, from 0 to 1: the
 * share of its groups they hold as written (a typo's match does not count),
 * each group weighing as much as its word is rare.
 */
export function matchQuality(queryTerms: string[], plan: QueryPlan): number {
  const held = new Float64Array(plan.groupWeights.length);
  for (const term of queryTerms) {
    const closeness = plan.holds.get(term) ?? 0;
    for (const group of plan.groupsOf.get(term) ?? []) {
      held[group] = Math.max(held[group]!, closeness);
    }
  }
  let total = 0;
  let holds = 0;
  plan.groupWeights.forEach((weight, group) => {
    total += weight;
    holds += weight * held[group]!;
  });
  return total > 0 ? holds / total : 0;
}

/** Whether a record's matched query terms stand for every group searched. */
export function holdsEveryGroup(queryTerms: string[], plan: QueryPlan): boolean {
  const held = new Set<number>();
  for (const term of queryTerms) for (const group of plan.groupsOf.get(term) ?? []) held.add(group);
  return held.size === plan.searchedGroups;
}

/** Builds the groups and query plans of one engine, under its rules and vocabulary. */
export class QueryBuilder {
  constructor(
    private readonly rules: Set<RankingRule>,
    private readonly synonyms: SynonymRule[],
    private readonly vocabulary: Vocabulary,
  ) {}

  /** A word as typed: as Algolia's ignorePlurals, its singular or plural counts as the same word. */
  private asTyped(word: string): string[] {
    if (!this.rules.has('plurals') || !/^\p{L}{3,}$/u.test(word)) return [word];
    return [word, word.endsWith('s') ? word.slice(0, -1) : `${word}s`];
  }

  private lookup(term: string, weight: number, rank: LookupRank, source = term): Lookup {
    return {
      term,
      source,
      weight,
      postings: this.vocabulary.count(term),
      rank,
      group: -1,
      closeness: 1,
    };
  }

  /**
   * One form of a word: itself and, when asked, the longer words it starts
   * and the words within the typos allowed, each worth less the further it
   * is from the form (MiniSearch's weights for its own prefix and fuzzy
   * search). A term found both ways counts as a prefix.
   */
  private expanded(form: string, rank: LookupRank, prefix: boolean, typos: number): Lookup[] {
    const lookups = [this.lookup(form, 1, rank)];
    const asPrefix = new Set<string>();
    if (prefix) {
      const longer = this.vocabulary
        .startingWith(form)
        .sort(
          ([a, countA], [b, countB]) => a.length - b.length || countB - countA || (a < b ? -1 : 1),
        )
        .slice(0, Math.min(WORK_BUDGET.expansions, SHORT_PREFIX_EXPANSIONS * form.length));
      for (const [term] of longer) {
        asPrefix.add(term);
        const distance = term.length - form.length;
        lookups.push(
          this.lookup(
            term,
            (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance),
            LookupRank.prefix,
            form,
          ),
        );
      }
    }
    if (typos > 0 && form.length <= LONGEST_TYPO_WORD) {
      const near = this.vocabulary
        .near(form, typos)
        .filter(([term]) => !asPrefix.has(term))
        .sort(
          ([a, countA, editsA], [b, countB, editsB]) =>
            editsA - editsB || countB - countA || (a < b ? -1 : 1),
        )
        .slice(0, WORK_BUDGET.expansions);
      for (const [term, , edits] of near) {
        const lookup = this.lookup(
          term,
          (FUZZY_WEIGHT * term.length) / (term.length + edits),
          LookupRank.typo,
          form,
        );
        lookup.closeness = Math.max(0, 1 - edits / form.length) ** 2;
        lookups.push(lookup);
      }
    }
    return lookups;
  }

  /**
   * The query as a plan of lookups, one part per group (a word, or a
   * phrase a synonym stands for), any of which may match. A word matches as typed, with typos and, if
   * last, as a prefix; and, for less, by its stem. Lookups are then kept in
   * order of rank, weight and cost while the postings they read stay within
   * the budget; a word left with none is searched as if it were not typed.
   */
  plan(groups: WordGroup[], lastWord: string): QueryPlan {
    // In a long query (an assistant's question, a reader's sentence) a word
    // the records hold, as typed or as its plural or singular, is taken as
    // spelt, and only words they don't hold are matched with typos: typo
    // expansion of every word was the largest part of a ten-word question's
    // cost, and added matches such as serve for server.
    const long = groups.length > SHORT_QUERY_WORDS;
    const byStemAlone = new Map<string, string>();
    const wordPlan = (word: string, weight: number, typed: boolean, group: number): Plan => {
      const forms = this.asTyped(word);
      const spelt = long && forms.some((form) => this.vocabulary.has(form));
      const typos = typed && this.rules.has('typos') && !spelt ? typoTolerance(word) : 0;
      const last = typed && word === lastWord;
      const prefix = last && this.rules.has('prefix');
      const scaled = (lookups: Lookup[]) =>
        lookups.map((lookup) => ({ ...lookup, weight: lookup.weight * weight }));
      const asTyped: Plan = {
        combineWith: 'OR',
        parts: forms.map((form, i) => ({
          group,
          lookups: scaled(
            this.expanded(
              form,
              i === 0 && typed ? LookupRank.typed : LookupRank.form,
              prefix,
              typos,
            ),
          ),
        })),
      };
      if (!this.rules.has('stemming') || !hasStem(word)) return asTyped;
      const stem = stemKey(word);
      // A spelt word of a long query is looked up by its stem alone, which
      // finds every form of it: looking each form up beside the stem was a
      // third of a long question's cost. The word as typed still comes
      // first, by the bonus ranking gives the candidates it ranks. The last
      // word keeps its forms, as it may be a prefix.
      if (spelt && !last) {
        byStemAlone.set(stem, word);
        return {
          group,
          lookups: [this.lookup(stem, weight, typed ? LookupRank.typed : LookupRank.form)],
        };
      }
      return {
        combineWith: 'OR',
        parts: [
          asTyped,
          { group, lookups: [this.lookup(stem, weight * STEM_WEIGHT, LookupRank.form)] },
        ],
      };
    };
    const allOf = (list: string[], weight: number, typed: boolean, group: number): Plan =>
      list.length === 1
        ? wordPlan(list[0]!, weight, typed, group)
        : { combineWith: 'AND', parts: list.map((word) => wordPlan(word, weight, typed, group)) };
    // Any group: which records hold every one is read off the matches
    // (`holdsEveryGroup`), so one lookup serves both the query and its
    // any-word fallback.
    const plan: Plan = {
      combineWith: 'OR',
      parts: groups.map(({ typed, alternatives }, group) =>
        alternatives.length === 0
          ? allOf(typed, 1, true, group)
          : {
              combineWith: 'OR',
              parts: [
                allOf(typed, 1, true, group),
                ...alternatives.map((words) => allOf(words, SYNONYM_WEIGHT, false, group)),
              ],
            },
      ),
    };

    const all: Lookup[] = [];
    const collect = (part: Plan): void => {
      if ('lookups' in part) {
        for (const lookup of part.lookups) lookup.group = part.group;
        all.push(...part.lookups);
      } else part.parts.forEach(collect);
    };
    collect(plan);
    const kept = new Set<Lookup>();
    let postings = 0;
    for (const lookup of [...all].sort(
      (a, b) => a.rank - b.rank || b.weight - a.weight || a.postings - b.postings,
    )) {
      if (kept.size === WORK_BUDGET.lookups) break;
      if (postings + lookup.postings > WORK_BUDGET.postings) continue;
      postings += lookup.postings;
      kept.add(lookup);
    }

    const groupsOf = new Map<string, number[]>();
    const sourcesOf = new Map<string, string[]>();
    const weightOf = new Map<string, number>();
    const holds = new Map<string, number>();
    const build = (part: Plan): QueryTree | null => {
      if ('lookups' in part) {
        const lookups = part.lookups.filter((lookup) => kept.has(lookup));
        if (lookups.length === 0) return null;
        const weights = new Map<string, number>();
        for (const { term, weight, source, closeness } of lookups) {
          weights.set(term, weight);
          weightOf.set(term, Math.max(weight, weightOf.get(term) ?? 0));
          holds.set(term, Math.max(closeness, holds.get(term) ?? 0));
          const owners = groupsOf.get(term) ?? [];
          if (!owners.includes(part.group)) owners.push(part.group);
          groupsOf.set(term, owners);
          const sources = sourcesOf.get(term) ?? [];
          if (!sources.includes(source)) sources.push(source);
          sourcesOf.set(term, sources);
        }
        return {
          combineWith: 'OR',
          queries: [...weights.keys()],
          fuzzy: false,
          prefix: false,
          boostTerm: (term: string) => weights.get(term) ?? 0,
        };
      }
      const queries = part.parts.map(build).filter((query): query is QueryTree => query !== null);
      return queries.length === 0 ? null : { combineWith: part.combineWith, queries };
    };
    const query = build(plan);
    const known = groups.map((_, group) =>
      all.some(
        (lookup) =>
          lookup.group === group && lookup.rank !== LookupRank.typo && lookup.postings > 0,
      ),
    );
    // A word the index lacks weighs as much as a typical word the query has
    // that it holds: a question's unknown filler ("actually") would
    // otherwise count for more than any word of the docs.
    const weights = groups.map(({ typed }) => Math.max(...typed.map((word) => this.rarity(word))));
    const knownWeights = weights.filter((_, group) => known[group]);
    const typicalWeight =
      knownWeights.length > 0
        ? knownWeights.reduce((sum, weight) => sum + weight, 0) / knownWeights.length
        : 1;
    const searchedGroups = new Set([...groupsOf.values()].flat()).size;
    return {
      query,
      groupsOf,
      sourcesOf,
      weightOf,
      byStemAlone,
      lookups: kept.size,
      postings,
      searchedGroups,
      holds,
      known,
      groupWeights: weights.map((weight, group) => (known[group] ? weight : typicalWeight)),
    };
  }

  /** How rare a word is in the index, by its postings in all its forms. */
  private rarity(word: string): number {
    const postings = Math.max(
      this.vocabulary.count(hasStem(word) ? stemKey(word) : word),
      ...this.asTyped(word).map((form) => this.vocabulary.count(form)),
    );
    return Math.log(1 + this.vocabulary.total / (1 + postings));
  }

  /** The query's words in groups: a word or a synonym's phrase, with what else it stands for. */
  withSynonyms(words: string[]): WordGroup[] {
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
