import type { Query, SearchResult } from 'minisearch';
import type { TermIndex } from './term-index';

// Looking a query tree up in the term index. The engine's queries are
// trees of exact terms (`QueryBuilder` expands prefixes and typos itself), so
// what MiniSearch's `search` does beyond reading the terms' postings is
// option merging per term and, for a question, a score nothing uses (the
// field scores rank it): this reads the postings once, scores only when asked,
// and answers as MiniSearch's `search` does over the same records, result
// for result and score for score.

/** The records holding a term (in any field), each with a value of the term in it. */
export interface TermHolders {
  get(id: number): number | undefined;
  visit(each: (id: number, value: number) => void): void;
}

/** MiniSearch's default BM25 parameters, in the same expressions, so scores match to the bit. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** A record matched by part of the query: MiniSearch's raw result, but for where each term matched. */
interface Matched {
  score: number;
  terms: string[];
}

type Results = Map<number, Matched>;

/** A query tree of exact terms (the engine never asks MiniSearch's wildcard). */
export type QueryTree = Exclude<Query, symbol>;

interface Options {
  combineWith: string;
  boostTerm: ((term: string, i: number, terms: string[]) => number) | undefined;
}

export class Postings {
  /** The indexed fields in MiniSearch's order, with their ids. */
  private readonly fields: { name: string; id: number }[];
  /** Unscored, per record, the terms it matched so far and their values; and the records in order found. */
  private readonly slots: (Gathered | undefined)[];
  private readonly found: number[] = [];

  /**
   * `holders` gives the records holding a term (any field), each with a
   * value of the term in it: an unscored search reads a term's records
   * there, in one list rather than one per field, and hands each record
   * the values of its terms (`PostingsResult.values`).
   */
  constructor(
    private readonly index: TermIndex,
    fields: readonly string[],
    private readonly holders: (term: string) => TermHolders,
  ) {
    this.fields = fields.map((name) => {
      const id = this.index.fieldNames.indexOf(name);
      if (id < 0) throw new Error(`The term index has no field ${name}.`);
      return { name, id };
    });
    this.slots = new Array<Gathered | undefined>(this.index.documentCount).fill(undefined);
  }

  /**
   * The records matching `query`, as `MiniSearch.search(query, { boost })`
   * returns them, best first; or, unscored (every score 0), in the order
   * they were found. The terms a record matched are the query terms it
   * matched: the engine looks every term up as it is.
   */
  search(query: QueryTree, boost: Record<string, number>, scored: boolean): SearchResult[] {
    const options: Options = { combineWith: 'or', boostTerm: undefined };
    if (!scored) return this.unscored(query, options);
    const boosts = this.fields.map(({ name }) => boost[name] || 1);
    const lookedUp = new Map<string, number>();
    const read = (docId: number, terms: string[]) => this.matchOf(docId, terms, lookedUp);
    const results: SearchResult[] = [];
    for (const [docId, { score, terms }] of this.execute(query, options, boosts, true, lookedUp)) {
      results.push(new PostingsResult(docId, score * (terms.length || 1), terms, [], read));
    }
    return results.sort(byScore);
  }

  /**
   * Unscored, the records of an OR of parts are the union of theirs: each
   * record's terms are gathered straight into one slot, rather than a map
   * per term merged part by part; an AND's parts are intersected first.
   * Where each term matched (`match`) is read only for the records that ask.
   */
  private unscored(query: QueryTree, options: Options): SearchResult[] {
    const lookedUp = new Map<string, number>();
    this.gather(query, options, lookedUp);
    const read = (docId: number, terms: string[]) => this.matchOf(docId, terms, lookedUp);
    const results = this.found.map((docId) => {
      const { terms, values } = this.slots[docId]!;
      this.slots[docId] = undefined;
      return new PostingsResult(docId, 0, terms, values, read);
    });
    this.found.length = 0;
    return results;
  }

  private gather(query: QueryTree, inherited: Options, lookedUp: Map<string, number>): void {
    if (typeof query === 'string') {
      this.gatherTerm(query, lookedUp);
      return;
    }
    const options: Options = {
      combineWith: query.combineWith ?? inherited.combineWith,
      boostTerm: query.boostTerm ?? inherited.boostTerm,
    };
    if (options.combineWith.toLowerCase() === 'and') {
      for (const [docId, { terms }] of this.execute(query, inherited, [], false, lookedUp)) {
        let slot = this.slots[docId];
        if (slot === undefined) {
          slot = this.slots[docId] = { terms: [], values: [] };
          this.found.push(docId);
        }
        for (const term of terms) {
          if (slot.terms.includes(term)) continue;
          slot.terms.push(term);
          slot.values.push(this.holders(term).get(docId) ?? 0);
        }
      }
      return;
    }
    for (const part of query.queries ?? []) this.gather(part as QueryTree, options, lookedUp);
  }

  /** A term's records added to the slots. */
  private gatherTerm(term: string, lookedUp: Map<string, number>): void {
    const id = this.index.id(term);
    if (id === undefined) return;
    lookedUp.set(term, id);
    this.holders(term).visit((docId, value) => {
      const slot = this.slots[docId];
      if (slot === undefined) {
        this.slots[docId] = { terms: [term], values: [value] };
        this.found.push(docId);
      } else if (!slot.terms.includes(term)) {
        slot.terms.push(term);
        slot.values.push(value);
      }
    });
  }

  /** The fields, in order, of the record that hold each of its terms: MiniSearch's `match`. */
  private matchOf(
    docId: number,
    terms: string[],
    lookedUp: Map<string, number>,
  ): Record<string, string[]> {
    const match: Record<string, string[]> = {};
    for (const term of terms) {
      const termId = lookedUp.get(term)!;
      const fields: string[] = [];
      for (const { name, id } of this.fields) {
        if (this.index.holds(termId, id, docId)) fields.push(name);
      }
      match[term] = fields;
    }
    return match;
  }

  private execute(
    query: QueryTree,
    inherited: Options,
    boosts: number[],
    scored: boolean,
    lookedUp: Map<string, number>,
  ): Results {
    if (typeof query === 'string') {
      const termBoost = inherited.boostTerm ? inherited.boostTerm(query, 0, [query]) : 1;
      return this.term(query, termBoost, boosts, scored, lookedUp);
    }
    const options: Options = {
      combineWith: query.combineWith ?? inherited.combineWith,
      boostTerm: query.boostTerm ?? inherited.boostTerm,
    };
    const parts = (query.queries ?? []).map((part) =>
      this.execute(part as QueryTree, options, boosts, scored, lookedUp),
    );
    if (parts.length === 0) return new Map();
    return options.combineWith.toLowerCase() === 'and' ? parts.reduce(and) : parts.reduce(or);
  }

  /** One term's records, as MiniSearch's `termResults` finds and scores them. */
  private term(
    term: string,
    termBoost: number,
    boosts: number[],
    scored: boolean,
    lookedUp: Map<string, number>,
  ): Results {
    const results: Results = new Map();
    const id = this.index.id(term);
    if (id === undefined) return results;
    lookedUp.set(term, id);
    const index = this.index;
    const { averageLength: averages, documentCount: total } = index;
    this.fields.forEach(({ id: fieldId }, f) => {
      const { start, end } = index.range(id, fieldId);
      if (start === end) return;
      const matching = end - start;
      const fieldBoost = boosts[f]!;
      const average = averages[fieldId]!;
      const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      for (let i = start; i < end; i += 1) {
        const docId = index.document(i);
        const termFreq = index.count(i);
        let weighted = 0;
        if (scored) {
          const fieldLength = index.fieldLength(docId, fieldId);
          const raw =
            inverse *
            (D + (termFreq * (K + 1)) / (termFreq + K * (1 - B + (B * fieldLength) / average)));
          weighted = termBoost * fieldBoost * raw;
        }
        const result = results.get(docId);
        if (result) result.score += weighted;
        else results.set(docId, { score: weighted, terms: [term] });
      }
    });
    return results;
  }
}

function addUnique(target: string[], source: string[]): void {
  for (const term of source) if (!target.includes(term)) target.push(term);
}

function or(a: Results, b: Results): Results {
  for (const [docId, matched] of b) {
    const existing = a.get(docId);
    if (existing === undefined) a.set(docId, matched);
    else {
      existing.score = existing.score + matched.score;
      addUnique(existing.terms, matched.terms);
    }
  }
  return a;
}

function and(a: Results, b: Results): Results {
  const combined: Results = new Map();
  for (const [docId, matched] of b) {
    const existing = a.get(docId);
    if (existing === undefined) continue;
    addUnique(existing.terms, matched.terms);
    combined.set(docId, { score: existing.score + matched.score, terms: existing.terms });
  }
  return combined;
}

interface Gathered {
  terms: string[];
  values: number[];
}

/**
 * A record the query matched: its score (0 unscored), its terms with, when
 * unscored, their values in the record (from `holders`), and where each term
 * matched (`match`), read from the index the first time it is asked for:
 * most candidates are never ranked in full.
 */
export class PostingsResult {
  readonly queryTerms: string[];
  private matched: Record<string, string[]> | undefined;

  constructor(
    readonly id: number,
    readonly score: number,
    readonly terms: string[],
    /** Unscored, the value of each of `terms`, in order. */
    readonly values: number[],
    private readonly read: (id: number, terms: string[]) => Record<string, string[]>,
  ) {
    this.queryTerms = terms;
  }

  get match(): Record<string, string[]> {
    return (this.matched ??= this.read(this.id, this.terms));
  }
}

const byScore = (a: SearchResult, b: SearchResult) => b.score - a.score;
