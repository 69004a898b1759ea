import type MiniSearch from 'minisearch';

// The inverted index: for each term and field, the records holding it and how
// often. MiniSearch keeps that as a Map per term per field, keyed by record,
// of boxed counts, about 60 bytes per posting and the largest part of the
// engine's memory on a large site. Here every posting is a record id and a
// count in two typed arrays, sorted by term, field and record, assembled
// from parts (a page's records each, on a site whose index is in fragments)
// cut into terms once. Field lengths and their averages follow MiniSearch's
// own arithmetic, so BM25 scores match it to the bit.

/** An array of record numbers: 16 bits each while every record's number fits, half the memory. */
export function recordNumbers(records: number, length: number): Uint16Array | Uint32Array {
  return records > 0x10000 ? new Uint32Array(length) : new Uint16Array(length);
}

/** Each term's number, shared by the parts of an index and the indexes assembled from them. */
export class TermDictionary {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];

  /** The term's number, or undefined when no part has held it. */
  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** The term's number, given it the first time it is seen. */
  intern(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(term, id);
      this.names.push(term);
    }
    return id;
  }

  /** The term numbered `id`. */
  term(id: number): string {
    return this.names[id]!;
  }

  /** How many terms have a number. */
  get size(): number {
    return this.names.length;
  }
}

/**
 * Some records cut into terms, field by field, before any index holds them:
 * a page's records are read once when the page arrives, and added to every
 * index assembled while the page is held, without being read again.
 */
export class IndexPart {
  /** Per record and field: its distinct tokens (MiniSearch's field length), and its words (-1 when absent). */
  readonly distinct: Uint32Array;
  readonly words: Int32Array;
  /** Per posting, in the order added: its record and field (`record * fields + field`), term and count. */
  private readonly slots = new Growing();
  private readonly termIds = new Growing();
  private readonly counts = new Growing();
  /** Whether an index read it: no record can be added then. */
  private read = false;
  /** The terms of the field being added and their counts, kept between fields. */
  private readonly field = new Map<number, number>();

  constructor(
    /** How many fields each record has. */
    readonly fields: number,
    /** How many records the part holds. */
    readonly documentCount: number,
    private readonly dictionary: TermDictionary,
  ) {
    const size = fields * documentCount;
    this.distinct = new Uint32Array(size);
    this.words = new Int32Array(size).fill(-1);
  }

  private adding(): void {
    if (this.read)
      throw new Error('The index part is in an index already: no record can be added.');
  }

  /**
   * A field of record `document` (records in order, fields in order within
   * each): its tokens as the tokenizer cut them, and the terms they gave.
   */
  add(document: number, field: number, tokens: readonly string[], terms: Iterable<string>): void {
    this.adding();
    const { slots, termIds, counts } = this;
    const slot = document * this.fields + field;
    this.distinct[slot] = new Set(tokens).size;
    this.words[slot] = tokens.length;
    for (const term of terms) {
      const id = this.dictionary.intern(term);
      this.field.set(id, (this.field.get(id) ?? 0) + 1);
    }
    for (const [id, count] of this.field) {
      slots.push(slot);
      termIds.push(id);
      counts.push(count);
    }
    this.field.clear();
  }

  /** A posting read from another index: record `document` holds `term` `count` times in `field`. */
  addPosting(document: number, field: number, term: string, count: number): void {
    this.adding();
    this.slots.push(document * this.fields + field);
    this.termIds.push(this.dictionary.intern(term));
    this.counts.push(count);
  }

  /**
   * Its postings in the order added, a run at a time (the `length` first of
   * each array); once read, no record can be added.
   */
  forEachRun(
    visit: (slots: Uint32Array, termIds: Uint32Array, counts: Uint32Array, length: number) => void,
  ): void {
    this.read = true;
    const [slots, termIds, counts] = [this.slots.runs(), this.termIds.runs(), this.counts.runs()];
    slots.forEach(([run, length], i) => visit(run, termIds[i]![0], counts[i]![0], length));
  }

  /** Each term (by number) of the fields `counted` keeps, with how many of the part's fields hold it. */
  fieldsHolding(counted: (field: number) => boolean): Map<number, number> {
    const holding = new Map<number, number>();
    this.forEachRun((slots, termIds, _, length) => {
      for (let i = 0; i < length; i += 1) {
        if (!counted(slots[i]! % this.fields)) continue;
        holding.set(termIds[i]!, (holding.get(termIds[i]!) ?? 0) + 1);
      }
    });
    return holding;
  }
}

/**
 * The records of some index parts, numbered from 0 in the parts' order,
 * and every posting of their terms.
 */
export class TermIndex {
  /** Per term and field (term-major), where its postings start; one more entry at the end. */
  private starts = new Uint32Array(1);
  /** Per posting, the record holding the term in the field, ascending within a term and field. */
  private documents: Uint16Array | Uint32Array = new Uint32Array(0);
  /** Per posting, how often the field holds the term. */
  private counts: Uint16Array | Uint32Array = new Uint16Array(0);
  /** Per record and field: its distinct tokens (MiniSearch's field length), and its words (-1 when absent). */
  private readonly distinct: Uint32Array;
  private readonly words: Int32Array;
  /** Per field, MiniSearch's running average of its length. */
  readonly averageLength: Float64Array;
  /** How many terms of the dictionary it numbers: those added later it does not hold. */
  readonly terms: number;

  private constructor(
    /** The indexed fields, by number. */
    readonly fieldNames: readonly string[],
    /** How many records the index holds. */
    readonly documentCount: number,
    private readonly dictionary: TermDictionary,
  ) {
    const size = fieldNames.length * documentCount;
    this.distinct = new Uint32Array(size);
    this.words = new Int32Array(size).fill(-1);
    this.averageLength = new Float64Array(fieldNames.length);
    this.terms = dictionary.size;
  }

  /** The index of the parts' records, in the parts' order. */
  static of(
    fieldNames: readonly string[],
    parts: readonly IndexPart[],
    dictionary: TermDictionary,
  ): TermIndex {
    const fields = fieldNames.length;
    const index = new TermIndex(
      fieldNames,
      parts.reduce((sum, part) => sum + part.documentCount, 0),
      dictionary,
    );
    let first = 0;
    for (const part of parts) {
      if (part.fields !== fields) throw new Error('An index part has other fields than the index.');
      index.distinct.set(part.distinct, first * fields);
      index.words.set(part.words, first * fields);
      first += part.documentCount;
    }
    // MiniSearch's running average, counted by record rather than by field held.
    const averages = index.averageLength;
    for (let document = 0; document < index.documentCount; document += 1) {
      for (let field = 0; field < fields; field += 1) {
        const slot = document * fields + field;
        if (index.words[slot]! < 0) continue;
        averages[field] = (averages[field]! * document + index.distinct[slot]!) / (document + 1);
      }
    }
    // A stable counting sort by term and field: postings come in record order, and stay so.
    const starts = new Uint32Array(index.terms * fields + 1);
    let most = 0;
    let total = 0;
    for (const part of parts) {
      part.forEachRun((slots, termIds, counts, length) => {
        for (let i = 0; i < length; i += 1) {
          starts[termIds[i]! * fields + (slots[i]! % fields) + 1] += 1;
          most = Math.max(most, counts[i]!);
        }
        total += length;
      });
    }
    for (let i = 1; i < starts.length; i += 1) starts[i] += starts[i - 1]!;
    const next = starts.slice(0, -1);
    index.documents = recordNumbers(index.documentCount, total);
    index.counts = most > 0xffff ? new Uint32Array(total) : new Uint16Array(total);
    first = 0;
    for (const part of parts) {
      part.forEachRun((slots, termIds, counts, length) => {
        for (let i = 0; i < length; i += 1) {
          const slot = slots[i]!;
          const place = next[termIds[i]! * fields + (slot % fields)]!++;
          index.documents[place] = first + Math.floor(slot / fields);
          index.counts[place] = counts[i]!;
        }
      });
      first += part.documentCount;
    }
    index.starts = starts;
    return index;
  }

  /** A term's number, or undefined when no record holds it. */
  id(term: string): number | undefined {
    const id = this.dictionary.id(term);
    if (id === undefined || id >= this.terms) return undefined;
    const fields = this.fieldNames.length;
    return this.starts[id * fields] === this.starts[(id + 1) * fields] ? undefined : id;
  }

  /** Where term `id`'s postings in `field` lie: `documents`/`counts` from `start` up to `end`. */
  range(id: number, field: number): { start: number; end: number } {
    const key = id * this.fieldNames.length + field;
    return { start: this.starts[key]!, end: this.starts[key + 1]! };
  }

  /** The record of posting `i`. */
  document(i: number): number {
    return this.documents[i]!;
  }

  /** How often the field of posting `i` holds its term. */
  count(i: number): number {
    return this.counts[i]!;
  }

  /** Whether record `document` holds term `id` in `field`. */
  holds(id: number, field: number, document: number): boolean {
    let { start: low, end: high } = this.range(id, field);
    high -= 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.documents[middle]!;
      if (found === document) return true;
      if (found < document) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /** Record `document`'s distinct tokens in `field`: MiniSearch's field length. */
  fieldLength(document: number, field: number): number {
    return this.distinct[document * this.fieldNames.length + field]!;
  }

  /** Record `document`'s words in `field`, or -1 when it lacks the field. */
  fieldWords(document: number, field: number): number {
    return this.words[document * this.fieldNames.length + field]!;
  }

  /**
   * MiniSearch's index (7.2's private fields) read into a term index, field
   * for field: to check the two alike. Records must be numbered by their
   * places, and their field words are unknown.
   */
  static fromMiniSearch(miniSearch: MiniSearch<never>, fieldNames: readonly string[]): TermIndex {
    const internals = miniSearch as unknown as {
      _index?: Iterable<[string, Map<number, Map<number, number>>]>;
      _fieldIds?: Record<string, number>;
      _documentIds?: Map<number, unknown>;
      _fieldLength?: Map<number, number[]>;
      _avgFieldLength?: number[];
      _documentCount?: number;
    };
    const { _index, _fieldIds, _documentIds, _fieldLength, _avgFieldLength, _documentCount } =
      internals;
    if (!_index || !_fieldIds || !_documentIds || !_fieldLength || !_avgFieldLength) {
      throw new Error('The MiniSearch version installed keeps its index in another shape.');
    }
    for (const [docId, id] of _documentIds) {
      if (docId !== id) throw new Error('A term index needs records whose ids are their places.');
    }
    const dictionary = new TermDictionary();
    const part = new IndexPart(fieldNames.length, _documentCount ?? 0, dictionary);
    const fieldIds = fieldNames.map((name) => _fieldIds[name]!);
    for (const [docId, lengths] of _fieldLength) {
      fieldIds.forEach((fieldId, field) => {
        if (lengths[fieldId] !== undefined)
          part.distinct[docId * fieldNames.length + field] = lengths[fieldId];
      });
    }
    for (const [term, data] of _index) {
      fieldIds.forEach((fieldId, field) => {
        for (const [docId, count] of data.get(fieldId) ?? [])
          part.addPosting(docId, field, term, count);
      });
    }
    const index = TermIndex.of(fieldNames, [part], dictionary);
    fieldIds.forEach((fieldId, field) => {
      index.averageLength[field] = _avgFieldLength[fieldId] ?? 0;
    });
    return index;
  }
}

/** Numbers per chunk of a `Growing` list at most: 256 KB. */
const CHUNK = 65_536;
/** Numbers in a `Growing` list's first chunk: a page's records hold a few thousand postings. */
const FIRST_CHUNK = 1024;

/**
 * A list of whole numbers below 2^32 that grows as they are pushed, in typed
 * arrays that double up to a fixed size: growing never copies, and leaves at
 * most one chunk's room unused, where doubling an array holds up to three
 * times the numbers while it copies them.
 */
class Growing {
  private readonly chunks: Uint32Array[] = [];
  private last = new Uint32Array(0);
  private used = 0;

  push(value: number): void {
    if (this.used === this.last.length) {
      this.last = new Uint32Array(Math.min(CHUNK, Math.max(FIRST_CHUNK, 2 * this.last.length)));
      this.chunks.push(this.last);
      this.used = 0;
    }
    this.last[this.used++] = value;
  }

  /** The numbers pushed: each array with how many of its first numbers were. */
  runs(): [numbers: Uint32Array, length: number][] {
    return this.chunks.map((chunk) => [chunk, chunk === this.last ? this.used : chunk.length]);
  }
}
