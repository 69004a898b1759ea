import { createEngineHost, type EngineHost } from './engine-host';
import type { SearchRequest, SearchResponse } from '../wire';

export interface EngineRequest {
  id: number;
  indexUrl: string;
  requests: SearchRequest[];
}

export type EngineReply = { id: number; results: SearchResponse[] } | { id: number; error: string };

/**
 * The engine in a Web Worker, started on first use: fetching and parsing
 * the index, building the engine and every query run there, not on the
 * page's main thread. Where a worker cannot start, the engine runs in the
 * page instead.
 */
export function createWorkerEngineHost(indexUrl: string): EngineHost {
  let worker: Worker | undefined;
  let fallback: EngineHost | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve(results: SearchResponse[]): void; reject(error: Error): void }
  >();

  const start = (): Worker | undefined => {
    if (worker || fallback) return worker;
    try {
      worker = new Worker(new URL('./engine-worker.ts', import.meta.url));
    } catch {
      fallback = createEngineHost(indexUrl);
      return undefined;
    }
    worker.onmessage = ({ data }: MessageEvent<EngineReply>) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if ('results' in data) request?.resolve(data.results);
      else request?.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // A worker that failed to load: this and later queries run in the page.
      worker?.terminate();
      worker = undefined;
      fallback = createEngineHost(indexUrl);
      for (const [id, request] of pending) {
        pending.delete(id);
        request.reject(new Error('the search worker failed to start'));
      }
    };
    return worker;
  };

  const search = (requests: SearchRequest[]): Promise<SearchResponse[]> => {
    const running = start();
    if (!running) return fallback!.search(requests);
    nextId += 1;
    const id = nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      running.postMessage({ id, indexUrl, requests } satisfies EngineRequest);
    });
  };

  return {
    search,
    // No query yet: the worker loads the index and engine with an empty batch.
    load: () => search([]),
  };
}
