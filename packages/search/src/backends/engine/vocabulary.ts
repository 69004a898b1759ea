import SearchableMap from 'minisearch/SearchableMap';

/**
 * Every term the index holds (words and stem keys), with its number of
 * postings: the fields of records that hold it, which is what looking it up
 * in the index reads, and how common it is. A radix tree, so a word's
 * prefixes and near spellings are found without reading every term; or,
 * for the records of some pages of a site, the site's vocabulary, whose
 * tree is built once however often the pages held change.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private field = 0;
  private tree: SearchableMap<number> | null = null;

  /** `within`, when given, holds every term this one will: its tree is searched. */
  constructor(private readonly within?: Vocabulary) {}

  /** A vocabulary read back from its terms' counts and the fields read (`total`). */
  static fromCounts(counts: Iterable<[term: string, count: number]>, total: number): Vocabulary {
    const vocabulary = new Vocabulary();
    vocabulary.change(counts, total, 1);
    return vocabulary;
  }

  /**
   * Some records' terms, each with the number of their fields that hold it,
   * and the fields read, added (`sign` 1) or taken away (-1) when those
   * records leave: a term no field holds any more is forgotten.
   */
  change(counts: Iterable<[term: string, count: number]>, fields: number, sign: 1 | -1): void {
    for (const [term, count] of counts) {
      const next = (this.counts.get(term) ?? 0) + sign * count;
      if (next > 0) this.counts.set(term, next);
      else this.counts.delete(term);
    }
    this.field += sign * fields;
    // Built again when next searched: for a few pages' terms, sooner than changed in place.
    this.tree = null;
  }

  /** How many terms it holds. */
  get size(): number {
    return this.counts.size;
  }

  /** Fields read: what a term's postings are counted out of. */
  get total(): number {
    return this.field;
  }

  /** How many postings the term has (0 when the index lacks it). */
  count(term: string): number {
    return this.counts.get(term) ?? 0;
  }

  has(term: string): boolean {
    return this.counts.has(term);
  }

  /** The terms that start with `prefix` and are longer, with their counts. */
  startingWith(prefix: string): [term: string, count: number][] {
    const found: [string, number][] = [];
    if (this.within) {
      for (const [term] of this.within.startingWith(prefix)) {
        const count = this.counts.get(term);
        if (count !== undefined) found.push([term, count]);
      }
      return found;
    }
    for (const [term, count] of this.searchable().atPrefix(prefix)) {
      if (term !== prefix) found.push([term, count]);
    }
    return found;
  }

  /** The terms within `distance` edits of `word`, but not the word itself. */
  near(word: string, distance: number): [term: string, count: number, distance: number][] {
    const found: [string, number, number][] = [];
    if (this.within) {
      for (const [term, , edits] of this.within.near(word, distance)) {
        const count = this.counts.get(term);
        if (count !== undefined) found.push([term, count, edits]);
      }
      return found;
    }
    for (const [term, [count, edits]] of this.searchable().fuzzyGet(word, distance)) {
      if (edits > 0) found.push([term, count, edits]);
    }
    return found;
  }

  /** Every term and its count. */
  entries(): IterableIterator<[string, number]> {
    return this.counts.entries();
  }

  private searchable(): SearchableMap<number> {
    this.tree ??= SearchableMap.from(this.counts);
    return this.tree;
  }
}
