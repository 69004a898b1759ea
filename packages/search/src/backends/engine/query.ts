import type { Query } from 'minisearch';
import type { SearchSynonym } from '../../wire';
import { SHORT_QUERY_WORDS, type RankingRule } from './rules';
import { hasStem, singular, stemKey, tokenize, typoTolerance } from './text';

// Query building: the query's words in groups (a word, or a phrase a synonym
// stands for) and the MiniSearch query tree that looks them up.

/** What a word of another stem form is worth against the word as typed. */
const STEM_WEIGHT = 0.6;
/** What a synonym is worth against the word or phrase as typed. */
const SYNONYM_WEIGHT = 0.9;

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

/** Builds the groups and query trees of one engine, under its rules and vocabulary. */
export class QueryBuilder {
  constructor(
    private readonly rules: Set<RankingRule>,
    private readonly synonyms: SynonymRule[],
    /** Every word the records hold, so a long query's known words skip typo expansion. */
    private readonly vocabulary: Set<string>,
  ) {}

  /** The words MiniSearch is asked for on behalf of one group of the query. */
  leafTerms({ typed, alternatives }: WordGroup): string[] {
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
  query(
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
