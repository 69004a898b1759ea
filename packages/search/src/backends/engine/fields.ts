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

const NONE: ReadonlyMap<number, number> = new Map();

interface FieldCounts {
  field: string;
  /** Its terms, as often as they occur. */
  terms: string[];
  /** In words. */
  length: number;
}

export class FieldScores {
  /** Per record, while the index is built: each field's terms. */
  private pending: FieldCounts[][] = [];
  private current: FieldCounts | undefined;
  /**
   * Per term, the records holding it, each with the term's weighted,
   * length-normalised frequency over its fields, saturated: a query reads
   * a term's records by number, the cheapest lookup per candidate.
   */
  private readonly saturatedIn = new Map<string, Map<number, number>>();
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
    this.current?.terms.push(term);
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
    const frequencies = new Map<string, number>();
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
        let holding = this.saturatedIn.get(term);
        if (!holding) this.saturatedIn.set(term, (holding = new Map()));
        holding.set(id, (frequency * (SATURATION + 1)) / (frequency + SATURATION));
      }
    }
    this.pending = [];
    this.current = undefined;
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
  saturated(term: string): ReadonlyMap<number, number> {
    return this.saturatedIn.get(term) ?? NONE;
  }
}
