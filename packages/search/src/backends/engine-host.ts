import type { EngineOptions } from './engine';
import type { SearchIndexFile, SearchIndexManifest, SearchRequest, SearchResponse } from '../wire';

/** Answers search requests from the index at a URL, loading it and the engine on first use. */
export interface EngineHost {
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
  /** Starts loading; a failure is reported by the next search. */
  load(): Promise<unknown>;
}

/** Answers a batch of requests, once the index (or the fragments they need) arrived. */
export type Searcher = (requests: SearchRequest[]) => Promise<SearchResponse[]>;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * The index fetched and the engine built in the thread that calls it (the
 * engine worker, or the page where workers are not available). The index
 * is one file, or, on a site whose index is too large for that, a manifest
 * of fragments fetched as queries need them. A failed load is forgotten, so
 * the next query tries again once the network is back.
 */
export function createEngineHost(indexUrl: string): EngineHost {
  let searcher: Promise<Searcher> | null = null;
  const load = () => {
    // The engine's code (MiniSearch) loads with the index, in parallel, so
    // pages that never search do not carry it in their first-load JavaScript.
    searcher ??= Promise.all([
      fetchJson(indexUrl) as Promise<SearchIndexFile | SearchIndexManifest>,
      import(/* webpackChunkName: "search-engine" */ './engine'),
    ])
      .then(([file, { LocalSearchEngine }]) => {
        const options: EngineOptions = {
          synonyms: file.synonyms,
          fillerWords: file.fillerWords,
          pageKinds: file.pageKinds,
        };
        if (file.version === 2) {
          // Only a site whose index is in fragments loads their reader.
          return import(/* webpackChunkName: "search-engine" */ './fragments').then(
            ({ fragmentSearcher }) =>
              fragmentSearcher(file, indexUrl, fetchJson, LocalSearchEngine, options),
          );
        }
        const engine = new LocalSearchEngine(file.records, options);
        return async (requests: SearchRequest[]) =>
          requests.map((request) => engine.search(request));
      })
      .catch((error: unknown) => {
        searcher = null;
        throw error;
      });
    return searcher;
  };
  return {
    load,
    async search(requests) {
      const loaded = await load();
      return loaded(requests);
    },
  };
}
