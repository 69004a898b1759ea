import type { LocalSearchEngine } from './engine';
import type { SearchIndexFile, SearchBackend } from '../wire';

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
 * answers queries in the browser. A failed fetch is forgotten, so the next
 * query tries again once the network is back.
 */
export function createOfflineBackend(indexUrl: string): SearchBackend {
  let engine: Promise<LocalSearchEngine> | null = null;

  const load = () => {
    // The engine's code (MiniSearch) loads with the index, in parallel, so
    // pages that never search do not carry it in their first-load JavaScript.
    engine ??= Promise.all([
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      }),
      import('./engine'),
    ])
      .then(
        ([file, { LocalSearchEngine }]) =>
          new LocalSearchEngine(file.records, {
            synonyms: file.synonyms,
            fillerWords: file.fillerWords,
            pageKinds: file.pageKinds,
          }),
      )
      .catch((error: unknown) => {
        engine = null;
        throw new IndexUnavailableError(error);
      });
    return engine;
  };

  return {
    async search(argument) {
      const requests = Array.isArray(argument)
        ? argument.map(({ indexName, params }) => ({ indexName, ...params }))
        : argument.requests;
      const loaded = await load();
      return { results: requests.map((request) => loaded.search(request)) };
    },
    prefetch() {
      load().catch(() => undefined);
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}
