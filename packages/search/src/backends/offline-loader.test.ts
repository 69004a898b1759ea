import { afterEach, describe, expect, it, vi } from 'vitest';
import { record } from '../../test/records';
import { createOfflineBackend } from './offline-loader';

afterEach(() => vi.unstubAllGlobals());

const index = {
  version: 1,
  records: [record('secrets', 'lvl1', { lvl0: 'Docs', lvl1: 'Manage secrets' })],
};

describe('createOfflineBackend', () => {
  it('fetches the index once, on first use, and answers v5 and v4 request shapes', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(index)));
    vi.stubGlobal('fetch', fetchMock);
    const backend = createOfflineBackend('/search-index.json');
    expect(fetchMock).not.toHaveBeenCalled();
    const v5 = await backend.search({ requests: [{ query: 'secrets', indexName: 'docs' }] });
    const v4 = await backend.search([{ indexName: 'docs', params: { query: 'secrets' } }]);
    expect(v5.results[0]!.hits[0]!.url).toBe(index.records[0]!.url);
    expect(v4.results[0]!.nbHits).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails with a RetryError and tries again on the next query', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(index)));
    vi.stubGlobal('fetch', fetchMock);
    const backend = createOfflineBackend('/search-index.json');
    await expect(backend.search({ requests: [{ query: 'secrets' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    const again = await backend.search({ requests: [{ query: 'secrets' }] });
    expect(again.results[0]!.nbHits).toBe(1);
  });

  it('treats an HTTP error as a failed load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    const backend = createOfflineBackend('/search-index.json');
    await expect(backend.search({ requests: [{ query: 'x' }] })).rejects.toThrow(/HTTP 404/);
  });
});
