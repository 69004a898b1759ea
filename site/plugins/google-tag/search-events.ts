import { SEARCH_EVENT, type SearchEventDetail } from '@docs-kit/search/search-events';

type GoogleTagWindow = Window & { gtag?: (...args: unknown[]) => void };

/** GA4 keeps parameter values of up to 100 characters; the search box holds 64. */
const SEARCH_TERM_LENGTH = 64;

/**
 * Each search a reader settles on (in the modal or on /search) becomes a GA4
 * `search` event with its term and hit count, and a `search_no_results` event
 * when it found nothing, so writers see what readers look for and miss.
 * Events go through the Google tag: when the tag is blocked they stay in the
 * page's data layer and nothing is sent.
 */
function reportSearch(event: Event): void {
  const { query, hits } = (event as CustomEvent<SearchEventDetail>).detail;
  const gtag = (window as GoogleTagWindow).gtag;
  if (!gtag) return;
  const search_term = query.slice(0, SEARCH_TERM_LENGTH);
  gtag('event', 'search', { search_term, hit_count: hits });
  if (hits === 0) gtag('event', 'search_no_results', { search_term });
}

if (typeof window !== 'undefined') {
  window.addEventListener(SEARCH_EVENT, reportSearch);
}
