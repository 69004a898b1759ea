import type { LocalSearchEngine } from './engine';
import type { SearchIndexFile, SearchRequest, SearchResponse } from '../wire';

/** Answers search requests from the index at a URL, loading it and the engine on first use. */
export interface EngineHost {
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
  /** Starts loading; a failure is reported by the next search. */
  load(): Promise<unknown>;
}

/**
 * The index fetched and the engine built in the thread that calls it (the
 * engine worker, or the page where workers are not available). A failed
 * load is forgotten, so the next query tries again once the network is back.
 */
export function createEngineHost(indexUrl: string): EngineHost {
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
        throw error;
      });
    return engine;
  };
  return {
    load,
    async search(requests) {
      const loaded = await load();
      return requests.map((request) => loaded.search(request));
    },
  };
}
