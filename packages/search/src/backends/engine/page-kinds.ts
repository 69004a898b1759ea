import type { SearchPageKind } from '../../wire';

// Page-type intent: most tasks have a guide, an API guide section and a
// reference entry that use the same verbs. A query that names no API, path
// or flag wants the guide first, so the other kinds weigh less, unless the
// query names them.

const PATH = /(?:^|\s)\/[\p{L}\p{N}]/u;
const FLAG = /(?:^|\s)--?[\p{L}]/u;

export class PageKinds {
  constructor(private readonly kinds: SearchPageKind[]) {}

  /** For each page (by URL), the weight its kind has for this query: 1 unless a kind the query doesn't name. */
  weigher(query: string, words: string[]): (url: string) => number {
    const typed = new Set(words);
    const yielding = this.kinds.filter(
      (kind) =>
        !kind.namedBy.some((word) => typed.has(word.toLowerCase())) &&
        !(kind.namedByPath && PATH.test(query)) &&
        !(kind.namedByFlag && FLAG.test(query)),
    );
    if (yielding.length === 0) return () => 1;
    return (url) => yielding.find((kind) => url.startsWith(kind.urlPrefix))?.weight ?? 1;
  }
}
