import { describe, expect, it } from 'vitest';
import type { SearchBackend, SearchRequest, SearchResponse } from '../../wire';
import { modalBackend } from './useModalBackend';

/** A backend whose answers arrive when the test says, in any order. */
function slowBackend() {
  const waiting = new Map<string, (results: SearchResponse[]) => void>();
  const backend: SearchBackend = {
    search: (argument) =>
      new Promise((resolve) => {
        const { query = '' } = (argument as { requests: SearchRequest[] }).requests[0]!;
        waiting.set(query, (results) => resolve({ results }));
      }),
    prefetch() {},
    addAlgoliaAgent() {},
    async clearCache() {},
  };
  const answer = (query: string, suggestions: string[]) =>
    waiting.get(query)!([{ query, hits: [], nbHits: 0, suggestions } as unknown as SearchResponse]);
  return { backend, answer };
}

describe('modalBackend', () => {
  it("tells the latest query's results, not an earlier query's that arrive after them", async () => {
    const { backend, answer } = slowBackend();
    const told: string[] = [];
    const modal = modalBackend(
      backend,
      () => {},
      undefined,
      (result) => told.push(result.query),
    );
    const earlier = modal.search({ requests: [{ query: 'regst' }] });
    const latest = modal.search({ requests: [{ query: 'regstri' }] });
    answer('regstri', ['registry']);
    await latest;
    answer('regst', []);
    // DocSearch still gets it (and drops it), with its hits made readable as any.
    expect((await earlier).results[0]!.query).toBe('regst');
    expect(told).toEqual(['regstri']);
  });
});
