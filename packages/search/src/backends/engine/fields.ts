import { recordNumbers, release, type TermIndex } from './term-index';

// Field-weighted scoring (BM25F) of a question: a term's occurrences in a
// record's fields are weighed by field and normalised by the field's length,
// summed, and only then saturated, so a short heading holding a word says
// more than a long paragraph mentioning it, and a word repeated in several
// fields doesn't count again in full. Each term weighs by its rarity over all
// records, whichever field holds it (MiniSearch's own score counts rarity per
// field, which makes a common word rare among headings).

/** How much an occurrence in a field counts, and how much the field's length discounts it. */
export interface FieldWeighting {
  weight: number;
  /** 0: length doesn't matter; 1: a field twice the average length counts half. */
  lengthNorm: number;
}

/** Past a few weighted occurrences, more add little. */
const SATURATION = 2;

/** For a field not weighted: as text. */
const TEXT_WEIGHTING: FieldWeighting = { weight: 1, lengthNorm: 0.75 };

/**
 * A term's saturated frequency in each record holding it: the records' ids
 * in ascending order beside their values, in typed arrays (from `start` up
 * to `end`, which every term shares), rather than a Map of boxed numbers,
 * which a large site holds per posting.
 */
export class TermFrequencies {
  constructor(
    private readonly ids: Uint16Array | Uint32Array,
    private readonly values: Float64Array,
    private readonly start = 0,
    private readonly end = ids.length,
  ) {}

  /** How many records hold the term. */
  get size(): number {
    return this.end - this.start;
  }

  /** The term's saturated frequency in record `id`, or undefined when the record lacks it. */
  get(id: number): number | undefined {
    let low = this.start;
    let high = this.end - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.ids[middle]!;
      if (found === id) return this.values[middle];
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** Each record holding the term, by id ascending, with the term's saturated frequency in it. */
  visit(each: (id: number, value: number) => void): void {
    for (let i = this.start; i < this.end; i += 1) each(this.ids[i]!, this.values[i]!);
  }
}

const NONE = new TermFrequencies(new Uint32Array(0), new Float64Array(0));

export class FieldScores {
  private index: TermIndex | null = null;
  /** Per term (by its number in the index), where its records start in `ids` and `values`. */
  private starts = new Uint32Array(1);
  /**
   * Per term, the records holding it, each with the term's weighted,
   * length-normalised frequency over its fields, saturated: a query looks a
   * candidate up by its id.
   */
  private ids: Uint16Array | Uint32Array = new Uint32Array(0);
  private values = new Float64Array(0);

  constructor(private readonly weighting: Record<string, FieldWeighting>) {}

  /** Once every record is in the index: each term's weighted frequency in each record holding it. */
  finish(index: TermIndex): void {
    this.index = index;
    const { fieldNames, documentCount: records } = index;
    const fields = fieldNames.length;
    const frequency = new Float64Array(records);
    /** The term last counted in each record, plus one: records are gathered once per term. */
    const counted = new Uint32Array(records);
    // The records holding each term, counted first, so the arrays are made once at their size.
    const starts = new Uint32Array(index.terms + 1);
    for (let term = 0; term < index.terms; term += 1) {
      let holders = 0;
      for (let field = 0; field < fields; field += 1) {
        const { start, end } = index.range(term, field);
        for (let i = start; i < end; i += 1) {
          const id = index.document(i);
          if (counted[id] === term + 1) continue;
          counted[id] = term + 1;
          holders += 1;
        }
      }
      starts[term + 1] = starts[term]! + holders;
    }
    counted.fill(0);
    const ids = recordNumbers(records, starts[index.terms]!);
    const values = new Float64Array(ids.length);
    // Made after the arrays kept, so the memory they free is the last the process took.
    // Per field, what a word in it counts in each record: its weight, discounted by the field's length.
    const norms = fieldNames.map((name, field) => {
      const { weight, lengthNorm } = this.weighting[name] ?? TEXT_WEIGHTING;
      let length = 0;
      let held = 0;
      for (let id = 0; id < records; id += 1) {
        const words = index.fieldWords(id, field);
        if (words < 0) continue;
        length += words;
        held += 1;
      }
      const average = length / held || 1;
      const norm = new Float64Array(records);
      for (let id = 0; id < records; id += 1) {
        const words = index.fieldWords(id, field);
        if (words >= 0)
          norm[id] = weight / (1 - lengthNorm + (lengthNorm * Math.max(1, words)) / average);
      }
      return norm;
    });
    const holding: number[] = [];
    let size = 0;
    for (let term = 0; term < index.terms; term += 1) {
      holding.length = 0;
      for (let field = 0; field < fields; field += 1) {
        const norm = norms[field]!;
        const { start, end } = index.range(term, field);
        for (let i = start; i < end; i += 1) {
          const id = index.document(i);
          if (counted[id] !== term + 1) {
            counted[id] = term + 1;
            frequency[id] = 0;
            holding.push(id);
          }
          // One occurrence at a time, as the words are read, so each sum is the same to the bit.
          for (let n = index.count(i); n > 0; n -= 1) frequency[id] += norm[id]!;
        }
      }
      holding.sort((a, b) => a - b);
      for (const id of holding) {
        const value = frequency[id]!;
        ids[size] = id;
        values[size] = (value * (SATURATION + 1)) / (value + SATURATION);
        size += 1;
      }
    }
    this.starts = starts;
    this.ids = ids;
    this.values = values;
    for (const norm of norms) release(norm);
    release(frequency);
    release(counted);
  }

  /** How rare a term is, by the records holding it. */
  private rarityOf(term: string): number {
    return Math.log(1 + this.index!.documentCount / Math.max(1, this.saturated(term).size));
  }

  /**
   * What a term looked up for a word typed says of the records holding it:
   * its rarity, but a completion or a near spelling of the word is no rarer
   * than the word: "mcp" must not find the one record holding
   * "mcp_tool_call" first.
   */
  rarity(term: string, typed: string): number {
    const rarity = this.rarityOf(term);
    return typed === term ? rarity : Math.min(rarity, this.rarityOf(typed));
  }

  /**
   * A term's weighted frequency in each record holding it, saturated: from
   * 0 up to `SATURATION + 1`.
   */
  saturated(term: string): TermFrequencies {
    const id = this.index?.id(term);
    if (id === undefined) return NONE;
    return new TermFrequencies(this.ids, this.values, this.starts[id]!, this.starts[id + 1]!);
  }
}
