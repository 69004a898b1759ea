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
export function useModalBackend(
  backend: SearchBackend,
  onFailedChange: (failed: boolean) => void,
  /** How the modal shows a hit, once loaded. */
  readableHit: ((hit: SearchHit) => SearchHit) | undefined,
  /** Told of each answered query: its results, before DocSearch draws them. */
  onResults: (result: SearchResponse) => void,
): SearchBackend {
  return useMemo(() => {
    return {
      ...backend,
      async search(argument: Parameters<typeof backend.search>[0]) {
        try {
          const { results } = await backend.search(argument);
          onFailedChange(false);
          if (results[0]) onResults(results[0]);
          return {
            results: results.map((result) => ({
              ...result,
              hits: result.hits.map((hit) => withEscapedText(readableHit ? readableHit(hit) : hit)),
            })),
          };
        } catch {
          onFailedChange(true);
          const count = Array.isArray(argument) ? argument.length : argument.requests.length;
          return { results: Array.from({ length: count }, () => emptyResponse) };
        }
      },
    };
  }, [backend, onFailedChange, readableHit, onResults]);
}
