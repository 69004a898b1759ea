import { createEngineHost } from './engine-host';
import { createWorkerEngineHost } from './engine-worker-client';
import type { SearchBackend } from '../wire';

/**
 * DocSearch shows its error screen only for errors named RetryError, the
 * name Algolia's client gives to "every host failed".
 */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super(`The search index could not be loaded (${String(cause)}).`);
  }
}

/**
 * A search backend that fetches the index from the site on first use and
 * answers queries in the browser: in a Web Worker where the browser has
 * them, so the page stays responsive while the index loads. A failed fetch
 * is forgotten, so the next query tries again once the network is back.
 */
export function createOfflineBackend(indexUrl: string): SearchBackend {
  const host =
    typeof Worker === 'function' ? createWorkerEngineHost(indexUrl) : createEngineHost(indexUrl);

  return {
    async search(argument) {
      const requests = Array.isArray(argument)
        ? argument.map(({ indexName, params }) => ({ indexName, ...params }))
        : argument.requests;
      const results = await host.search(requests).catch((error: unknown) => {
        throw new IndexUnavailableError(error);
      });
      return { results };
    },
    prefetch() {
      host.load().catch(() => undefined);
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}
