import type MiniSearch from 'minisearch';

// The inverted index: for each term and field, the records holding it and how
// often. MiniSearch keeps that as a Map per term per field, keyed by record,
// of boxed counts, about 60 bytes per posting and the largest part of the
// engine's memory on a large site. Here every posting is a record id and a
// count in two typed arrays, sorted by term, field and record, built once
// when every record is in. Field lengths and their averages follow
// MiniSearch's own arithmetic, so BM25 scores match it to the bit.

/**
 * Frees a typed array's memory now, where the runtime can
 * (`ArrayBuffer.prototype.transfer`), rather than at a later collection:
 * while a large index is built, memory freed late lies under what was
 * allocated since, and the C library keeps it.
 */
export function release(array: { buffer: ArrayBufferLike }): void {
  (array.buffer as { transfer?: (length: number) => unknown }).transfer?.(0);
}

/** An array of record numbers: 16 bits each while every record's number fits, half the memory. */
export function recordNumbers(records: number, length: number): Uint16Array | Uint32Array {
  return records > 0x10000 ? new Uint32Array(length) : new Uint16Array(length);
}

/** How the records are numbered: their places, from 0, added in order. */
export class TermIndex {
  /** Each term's number. */
  private readonly ids = new Map<string, number>();
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
  /** While records are added: each posting's term and field (`term * fields + field`), record and count. */
  private pending: { keys: Growing; documents: Growing; counts: Growing } | null = {
    keys: new Growing(),
    documents: new Growing(),
    counts: new Growing(),
  };
  /** The terms of the field being added and their counts, kept between fields. */
  private readonly field = new Map<number, number>();

  constructor(
    /** The indexed fields, by number. */
    readonly fieldNames: readonly string[],
    /** How many records the index holds. */
    readonly documentCount: number,
  ) {
    const size = fieldNames.length * documentCount;
    this.distinct = new Uint32Array(size);
    this.words = new Int32Array(size).fill(-1);
    this.averageLength = new Float64Array(fieldNames.length);
  }

  /**
   * A field of record `document` (records in order, fields in order within
   * each): its tokens as the tokenizer cut them, and the terms they gave.
   */
  add(document: number, field: number, tokens: readonly string[], terms: Iterable<string>): void {
    const pending = this.pending;
    if (pending === null) throw new Error('The term index is finished: no record can be added.');
    const fields = this.fieldNames.length;
    const length = new Set(tokens).size;
    this.distinct[document * fields + field] = length;
    this.words[document * fields + field] = tokens.length;
    // MiniSearch's running average, counted by record rather than by field held.
    this.averageLength[field] = (this.averageLength[field]! * document + length) / (document + 1);
    for (const term of terms) {
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(term, id);
      }
      this.field.set(id, (this.field.get(id) ?? 0) + 1);
    }
    for (const [id, count] of this.field) {
      pending.keys.push(id * fields + field);
      pending.documents.push(document);
      pending.counts.push(count);
    }
    this.field.clear();
  }

  /** Once every record is in: the postings sorted by term and field, records in order within each. */
  finish(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    const { keys, documents, counts } = pending;
    const total = keys.length;
    const starts = new Uint32Array(this.ids.size * this.fieldNames.length + 1);
    let most = 0;
    for (let i = 0; i < total; i += 1) {
      starts[keys.at(i) + 1] += 1;
      most = Math.max(most, counts.at(i));
    }
    for (let i = 1; i < starts.length; i += 1) starts[i] += starts[i - 1]!;
    // A stable counting sort: postings came in record order, and stay so within each term and field.
    const next = starts.slice(0, -1);
    this.documents = recordNumbers(this.documentCount, total);
    this.counts = most > 0xffff ? new Uint32Array(total) : new Uint16Array(total);
    for (let i = 0; i < total; i += 1) {
      const place = next[keys.at(i)]!++;
      this.documents[place] = documents.at(i);
      this.counts[place] = counts.at(i);
    }
    this.starts = starts;
    keys.release();
    documents.release();
    counts.release();
    release(next);
  }

  /** A term's number, or undefined when no record holds it. */
  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** How many terms the index holds. */
  get terms(): number {
    return this.ids.size;
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
    const index = new TermIndex(fieldNames, _documentCount ?? 0);
    const fieldIds = fieldNames.map((name) => _fieldIds[name]!);
    const fields = fieldNames.length;
    fieldIds.forEach((fieldId, field) => {
      index.averageLength[field] = _avgFieldLength[fieldId] ?? 0;
    });
    for (const [docId, lengths] of _fieldLength) {
      fieldIds.forEach((fieldId, field) => {
        if (lengths[fieldId] !== undefined)
          index.distinct[docId * fields + field] = lengths[fieldId];
      });
    }
    const pending = index.pending!;
    for (const [term, data] of _index) {
      const id = index.ids.size;
      index.ids.set(term, id);
      fieldIds.forEach((fieldId, field) => {
        for (const [docId, count] of data.get(fieldId) ?? []) {
          pending.keys.push(id * fields + field);
          pending.documents.push(docId);
          pending.counts.push(count);
        }
      });
    }
    index.finish();
    return index;
  }
}

/** Numbers per chunk of a `Growing` list: 256 KB. */
const CHUNK = 65_536;

/**
 * A list of whole numbers below 2^32 that grows as they are pushed, in typed
 * arrays of a fixed size: growing never copies, and leaves at most one
 * chunk's room unused, where doubling an array holds up to three times the
 * numbers while it copies them.
 */
class Growing {
  private readonly chunks: Uint32Array[] = [];
  private last = new Uint32Array(0);
  private used = 0;

  get length(): number {
    return this.chunks.length === 0 ? 0 : (this.chunks.length - 1) * CHUNK + this.used;
  }

  push(value: number): void {
    if (this.used === this.last.length) {
      this.last = new Uint32Array(CHUNK);
      this.chunks.push(this.last);
      this.used = 0;
    }
    this.last[this.used++] = value;
  }

  /** Frees the numbers now rather than at the next collection. */
  release(): void {
    for (const chunk of this.chunks) release(chunk);
    this.chunks.length = 0;
    this.last = new Uint32Array(0);
    this.used = 0;
  }

  /** Number `i` of those pushed. */
  at(i: number): number {
    return this.chunks[Math.floor(i / CHUNK)]![i % CHUNK]!;
  }
}
