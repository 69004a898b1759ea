import { useMemo } from 'react';
import { withEscapedText } from '../../highlight';
import type { SearchBackend, SearchHit, SearchResponse } from '../../wire';

const emptyResponse = {
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: 0,
  hitsPerPage: 0,
  query: '',
  params: '',
  index: '',
  queryID: '',
  processingTimeMS: 0,
  exhaustiveNbHits: true as const,
};

/**
 * The backend the modal searches with: readable hits with escaped text, and a failed
 * search answered with no hits and reported, so ErrorScreen can show.
 */
export function modalBackend(
  backend: SearchBackend,
  onFailedChange: (failed: boolean) => void,
  /** How the modal shows a hit, once loaded. */
  readableHit: ((hit: SearchHit) => SearchHit) | undefined,
  /** Told of the latest query's results, before DocSearch draws them. */
  onResults: (result: SearchResponse) => void,
): SearchBackend {
  let latest = 0;
  return {
    ...backend,
    async search(argument: Parameters<typeof backend.search>[0]) {
      const asked = (latest += 1);
      try {
        const { results } = await backend.search(argument);
        // DocSearch shows the answer to the latest query only: an earlier
        // one that arrives after it (its fragments of the index took longer)
        // must not replace what the modal says about it.
        if (asked === latest) {
          onFailedChange(false);
          if (results[0]) onResults(results[0]);
        }
        return {
          results: results.map((result) => ({
            ...result,
            hits: result.hits.map((hit) => withEscapedText(readableHit ? readableHit(hit) : hit)),
          })),
        };
      } catch {
        if (asked === latest) onFailedChange(true);
        const count = Array.isArray(argument) ? argument.length : argument.requests.length;
        return { results: Array.from({ length: count }, () => emptyResponse) };
      }
    },
  };
}

/** `modalBackend`, made again only when one of its arguments changes. */
export function useModalBackend(...args: Parameters<typeof modalBackend>): SearchBackend {
  const [backend, onFailedChange, readableHit, onResults] = args;
  return useMemo(
    () => modalBackend(backend, onFailedChange, readableHit, onResults),
    [backend, onFailedChange, readableHit, onResults],
  );
}
