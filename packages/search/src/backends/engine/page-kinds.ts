import type { SearchPageKind } from '../../wire';

// Page-type intent: most tasks have a guide, an API guide section and a
// reference entry that use the same verbs. A query that names no API, path
// or flag wants the guide first, so the other kinds weigh less, unless the
// query names them.

const PATH = /(?:^|\s)\/[\p{L}\p{N}]/u;
const FLAG = /(?:^|\s)--?[\p{L}]/u;

export class PageKinds {
  /** The distinct lists of kinds (by place) a record's URL starts with; the first is the empty one. */
  private readonly matchLists: number[][] = [[]];
  /** For each record (by id), its place in `matchLists`: read per candidate, matched once here. */
  private readonly matchListOf: Uint16Array;

  constructor(
    private readonly kinds: SearchPageKind[],
    urls: string[],
  ) {
    const listIds = new Map<string, number>([['', 0]]);
    // The records of a section share its URL: each URL is matched once.
    const listOfUrl = new Map<string, number>();
    this.matchListOf = Uint16Array.from(urls, (url) => {
      let listId = listOfUrl.get(url);
      if (listId !== undefined) return listId;
      const matching = kinds.flatMap((kind, i) => (url.startsWith(kind.urlPrefix) ? [i] : []));
      const key = matching.join(',');
      listId = listIds.get(key);
      if (listId === undefined) {
        listId = this.matchLists.length;
        listIds.set(key, listId);
        this.matchLists.push(matching);
      }
      listOfUrl.set(url, listId);
      return listId;
    });
  }

  /**
   * For each record (by id), the weight its page kind has for this query: 1
   * unless a kind the query doesn't name (the first such its URL starts with).
   */
  weigher(query: string, words: string[]): (id: number) => number {
    const typed = new Set(words);
    const yields = this.kinds.map(
      (kind) =>
        !kind.namedBy.some((word) => typed.has(word.toLowerCase())) &&
        !(kind.namedByPath && PATH.test(query)) &&
        !(kind.namedByFlag && FLAG.test(query)),
    );
    if (!yields.includes(true)) return () => 1;
    const weights = Float64Array.from(this.matchLists, (matching) => {
      const kind = matching.find((i) => yields[i]);
      return kind === undefined ? 1 : this.kinds[kind]!.weight;
    });
    return (id) => weights[this.matchListOf[id]!]!;
  }
}
