import type { LiteClient, liteClient } from 'algoliasearch/lite';
import { escapeHighlighted } from '../highlight';
import type {
  SearchArgument,
  SearchRequest,
  SearchResponse,
  SearchBackend,
  SiteSearchConfig,
} from '../wire';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/** Shows up in Algolia's analytics as the client of these requests. */
export const ALGOLIA_AGENT = 'docusaurus-docs-search';

/**
 * The hosted backend: Algolia's lite search client, the one DocSearch 3.9
 * bundles (algoliasearch 5.19.0). The plugin bundles this file or
 * `offline.ts`, never both. `options` is for tests, which pass a requester.
 */
export function createSearchBackend(
  config: SiteSearchConfig,
  options: ClientOptions = {},
): SearchBackend {
  if (config.mode !== 'hosted') {
    throw new Error(`search: the hosted backend was bundled for an ${config.mode} build.`);
  }
  // Algolia's client loads on first use, as the offline engine does, so
  // pages that never search do not carry it in their first-load JavaScript.
  let algolia: Promise<LiteClient> | null = null;
  const load = () => {
    algolia ??= import('algoliasearch/lite')
      .then(({ liteClient }) => {
        const lite = liteClient(config.appId, config.apiKey, {
          // The application id and key travel in the query string, which
          // spares the browser a CORS preflight; timeouts of the browser build.
          authMode: 'WithinQueryParameters',
          timeouts: { connect: 1_000, read: 2_000, write: 30_000 },
          ...options,
        });
        lite.addAlgoliaAgent(ALGOLIA_AGENT);
        return lite;
      })
      .catch((error: unknown) => {
        algolia = null;
        throw error;
      });
    return algolia;
  };
  return {
    async search(argument) {
      const lite = await load();
      const { results } = await lite.search(argument as Parameters<LiteClient['search']>[0]);
      return {
        results: results.map((result, i) =>
          escapeResponse(result as unknown as SearchResponse, requestAt(argument, i)),
        ),
      };
    },
    prefetch() {
      load().catch(() => undefined);
    },
    addAlgoliaAgent(segment, version) {
      void load().then((lite) => lite.addAlgoliaAgent(segment, version));
    },
    async clearCache() {
      await (await load()).clearCache();
    },
  };
}

function requestAt(argument: SearchArgument, i: number): SearchRequest {
  return Array.isArray(argument) ? (argument[i]?.params ?? {}) : (argument.requests[i] ?? {});
}

/**
 * Algolia returns highlighted values with the record's text unescaped, and
 * DocSearch renders them as HTML; escape all but the highlight tags.
 */
function escapeResponse(response: SearchResponse, request: SearchRequest): SearchResponse {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const escapeValues = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const entry = node as { value?: unknown };
    if (typeof entry.value === 'string') entry.value = escapeHighlighted(entry.value, pre, post);
    Object.values(node).forEach(escapeValues);
  };
  for (const hit of response.hits ?? []) {
    escapeValues(hit._highlightResult);
    escapeValues(hit._snippetResult);
  }
  return response;
}
