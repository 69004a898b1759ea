/**
 * Searches readers make, told to the page as a DOM event, so a site's
 * analytics can count them without this package knowing of any analytics:
 * `window.addEventListener(SEARCH_EVENT, (event) => event.detail)`.
 */
export const SEARCH_EVENT = 'docs-search:search';

export interface SearchEventDetail {
  /** The query as the reader typed it. */
  query: string;
  /** How many results it has (0: none). */
  hits: number;
}

export function announceSearch(detail: SearchEventDetail): void {
  window.dispatchEvent(new CustomEvent<SearchEventDetail>(SEARCH_EVENT, { detail }));
}

/** How long the reader must stop typing for the query in the box to count as a search. */
export const SETTLE_MS = 1000;

/**
 * The modal searches as the reader types, a query for every key: one search,
 * as the reader means it, is the query they stop at. A query is announced
 * once the box has been still for `SETTLE_MS`, or at once when the modal
 * closes or a hit is opened (`flush`), and never twice in a row.
 */
export function settledSearches(announce = announceSearch, settleMs = SETTLE_MS) {
  let pending: SearchEventDetail | null = null;
  let last: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending && pending.query !== last) {
      last = pending.query;
      announce(pending);
    }
    pending = null;
  };
  return {
    /** The results of a query the modal searched for. */
    searched(query: string, hits: number) {
      const trimmed = query.trim();
      if (!trimmed) return;
      pending = { query: trimmed, hits };
      clearTimeout(timer);
      timer = setTimeout(flush, settleMs);
    },
    flush,
  };
}
