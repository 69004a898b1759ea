import { recordNumbers, type TermIndex } from './term-index';

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
 * in ascending order beside their values, in typed arrays rather than a Map
 * of boxed numbers, which a large site holds per posting.
 */
export class TermFrequencies {
  constructor(
    private readonly ids: Uint16Array | Uint32Array,
    private readonly values: Float64Array,
  ) {}

  /** How many records hold the term. */
  get size(): number {
    return this.ids.length;
  }

  /** The term's saturated frequency in record `id`, or undefined when the record lacks it. */
  get(id: number): number | undefined {
    let low = 0;
    let high = this.ids.length - 1;
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
    for (let i = 0; i < this.ids.length; i += 1) each(this.ids[i]!, this.values[i]!);
  }
}

const NONE = new TermFrequencies(new Uint32Array(0), new Float64Array(0));

export class FieldScores {
  private index: TermIndex | null = null;
  /** Per field, what a word in it counts in each record: its weight, discounted by the field's length. */
  private norms: Float64Array[] = [];
  /**
   * Per term (by its number in the index) looked up so far, the records
   * holding it, each with the term's weighted, length-normalised frequency
   * over its fields, saturated: worked out the first time a query asks, so
   * an index assembled again as pages come and go reads only the terms
   * queries look up.
   */
  private readonly frequencies = new Map<number, TermFrequencies>();
  /** Per record, its running frequency of the term being worked out, and that term's stamp. */
  private frequency = new Float64Array(0);
  private counted = new Uint32Array(0);
  private stamp = 0;

  constructor(private readonly weighting: Record<string, FieldWeighting>) {}

  /** Once every record is in the index: what a word counts in each field of each record. */
  finish(index: TermIndex): void {
    this.index = index;
    this.frequencies.clear();
    const { fieldNames, documentCount: records } = index;
    this.norms = fieldNames.map((name, field) => {
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
    this.frequency = new Float64Array(records);
    this.counted = new Uint32Array(records);
    this.stamp = 0;
  }

  /** Term `term`'s saturated frequency in each record holding it. */
  private frequenciesOf(term: number): TermFrequencies {
    const index = this.index!;
    const { frequency, counted } = this;
    this.stamp += 1;
    const stamp = this.stamp;
    const holding: number[] = [];
    this.norms.forEach((norm, field) => {
      const { start, end } = index.range(term, field);
      for (let i = start; i < end; i += 1) {
        const id = index.document(i);
        if (counted[id] !== stamp) {
          counted[id] = stamp;
          frequency[id] = 0;
          holding.push(id);
        }
        // One occurrence at a time, as the words are read, so each sum is the same to the bit.
        for (let n = index.count(i); n > 0; n -= 1) frequency[id] += norm[id]!;
      }
    });
    holding.sort((a, b) => a - b);
    const ids = recordNumbers(index.documentCount, holding.length);
    ids.set(holding);
    const values = Float64Array.from(holding, (id) => {
      const value = frequency[id]!;
      return (value * (SATURATION + 1)) / (value + SATURATION);
    });
    return new TermFrequencies(ids, values);
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
    let found = this.frequencies.get(id);
    if (found === undefined) {
      found = this.frequenciesOf(id);
      this.frequencies.set(id, found);
    }
    return found;
  }
}
