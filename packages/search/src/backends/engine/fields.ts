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
 * in ascending order beside their values, in typed arrays, a twelfth of the
 * memory of a Map of boxed numbers, which a large site holds per posting.
 */
export class TermFrequencies {
  constructor(
    private readonly ids: Uint32Array,
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

interface FieldCounts {
  field: string;
  /** Its terms by number, as often as they occur. */
  terms: number[];
  /** In words. */
  length: number;
}

export class FieldScores {
  /** Per record, while the index is built: each field's terms. */
  private pending: FieldCounts[][] = [];
  private current: FieldCounts | undefined;
  /**
   * While the index is built, each term's number: a field keeps numbers, not
   * the tokenizer's strings, so a string a field repeats dies young rather
   * than staying until `finish`, which doubled the heap a large site's index
   * is built in.
   */
  private termNumbers = new Map<string, number>();
  private terms: string[] = [];
  /**
   * Per term, the records holding it, each with the term's weighted,
   * length-normalised frequency over its fields, saturated: a query looks a
   * candidate up by its id.
   */
  private readonly saturatedIn = new Map<string, TermFrequencies>();
  private records = 0;

  constructor(private readonly weighting: Record<string, FieldWeighting>) {}

  /** The next field of record `id` is read: its words arrive through `word` and its terms through `term`. */
  startField(id: number, field: string): void {
    this.current = { field, terms: [], length: 0 };
    (this.pending[id] ??= []).push(this.current);
  }

  /** A word of the current field. */
  word(): void {
    if (this.current) this.current.length += 1;
  }

  /** An index term of the current field (a word, its stem, a reader phrase). */
  term(term: string): void {
    if (!this.current) return;
    let number = this.termNumbers.get(term);
    if (number === undefined) {
      number = this.terms.length;
      this.termNumbers.set(term, number);
      this.terms.push(term);
    }
    this.current.terms.push(number);
  }

  /** Once every record is read: each record's weighted frequencies, and how many records hold each term. */
  finish(records: number): void {
    const totals = new Map<string, { length: number; fields: number }>();
    for (const fields of this.pending)
      for (const { field, length } of fields ?? []) {
        const total = totals.get(field) ?? { length: 0, fields: 0 };
        total.length += length;
        total.fields += 1;
        totals.set(field, total);
      }
    this.records = records;
    const frequencies = new Map<number, number>();
    // By term number, in plain arrays by ascending id, then packed once per term.
    const holding: { ids: number[]; values: number[] }[] = [];
    for (let id = 0; id < records; id += 1) {
      frequencies.clear();
      for (const { field, terms, length } of this.pending[id] ?? []) {
        const { weight, lengthNorm } = this.weighting[field] ?? TEXT_WEIGHTING;
        const total = totals.get(field)!;
        const average = total.length / total.fields || 1;
        const norm = weight / (1 - lengthNorm + (lengthNorm * Math.max(1, length)) / average);
        for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + norm);
      }
      for (const [term, frequency] of frequencies) {
        const list = (holding[term] ??= { ids: [], values: [] });
        list.ids.push(id);
        list.values.push((frequency * (SATURATION + 1)) / (frequency + SATURATION));
      }
    }
    holding.forEach(({ ids, values }, term) => {
      this.saturatedIn.set(
        this.terms[term]!,
        new TermFrequencies(Uint32Array.from(ids), Float64Array.from(values)),
      );
    });
    this.pending = [];
    this.current = undefined;
    this.termNumbers = new Map();
    this.terms = [];
  }

  /** How rare a term is, by the records holding it. */
  private rarityOf(term: string): number {
    return Math.log(1 + this.records / Math.max(1, this.saturatedIn.get(term)?.size ?? 0));
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
    return this.saturatedIn.get(term) ?? NONE;
  }
}
