import SearchableMap from 'minisearch/SearchableMap';

/**
 * Every term the index holds (words and stem keys), with its number of
 * postings: the fields of records that hold it, which is what looking it up
 * in the index reads, and how common it is. A radix tree, so a word's
 * prefixes and near spellings are found without reading every term.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  /** The field each term was last counted in, so a term repeated in a field counts once. */
  private readonly lastField = new Map<string, number>();
  private field = 0;
  private tree: SearchableMap<number> | null = null;

  /** A vocabulary read back from its terms' counts and the fields read (`total`). */
  static fromCounts(counts: Iterable<[term: string, count: number]>, total: number): Vocabulary {
    const vocabulary = new Vocabulary();
    for (const [term, count] of counts) vocabulary.counts.set(term, count);
    vocabulary.field = total;
    return vocabulary;
  }

  /** The index reads the next field of a record: its terms arrive through `add`. */
  startField(): void {
    this.field += 1;
  }

  /** A term of the current field; before the first lookup only. */
  add(term: string): void {
    if (this.lastField.get(term) === this.field) return;
    this.lastField.set(term, this.field);
    this.counts.set(term, (this.counts.get(term) ?? 0) + 1);
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
    for (const [term, count] of this.searchable().atPrefix(prefix)) {
      if (term !== prefix) found.push([term, count]);
    }
    return found;
  }

  /** The terms within `distance` edits of `word`, but not the word itself. */
  near(word: string, distance: number): [term: string, count: number, distance: number][] {
    const found: [string, number, number][] = [];
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
    if (this.tree === null) {
      this.tree = SearchableMap.from(this.counts);
      this.lastField.clear();
    }
    return this.tree;
  }
}
