import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledSearches, SETTLE_MS, type SearchEventDetail } from './searchEvents';

describe('the searches a reader settles on', () => {
  let announced: SearchEventDetail[];
  let searches: ReturnType<typeof settledSearches>;
  beforeEach(() => {
    vi.useFakeTimers();
    announced = [];
    searches = settledSearches((detail) => announced.push(detail));
  });
  afterEach(() => vi.useRealTimers());

  it('are the query the box holds once it stays still, not each prefix typed', () => {
    for (const prefix of ['s', 'se', 'sec', 'secr', 'secre', 'secret', 'secrets']) {
      searches.searched(prefix, prefix.length);
      vi.advanceTimersByTime(SETTLE_MS / 4);
    }
    expect(announced).toEqual([]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(announced).toEqual([{ query: 'secrets', hits: 7 }]);
  });

  it('count a query at once when the modal closes, and never the same query twice in a row', () => {
    searches.searched('zzqxv ', 0);
    searches.flush();
    vi.advanceTimersByTime(SETTLE_MS);
    searches.searched('zzqxv', 0);
    vi.advanceTimersByTime(SETTLE_MS);
    searches.searched('', 0);
    searches.flush();
    expect(announced).toEqual([{ query: 'zzqxv', hits: 0 }]);
  });
});
