import { usePluginData } from '@docusaurus/useGlobalData';
import { createSearchBackend } from '@docs-kit/search/backend';
import type { SearchBackend, SiteSearchConfig } from '../wire';

/** The backend this build searches with, as the plugin set it. */
export function useSearchConfig(): SiteSearchConfig {
  return usePluginData('docs-search') as SiteSearchConfig;
}

const backends = new Map<string, SearchBackend>();

/**
 * The one search backend of the page, shared by the modal and the search
 * page, so the index loads once. Read through a hook rather than from
 * `@generated/globalData`, which the dev server replaces on every docs edit.
 */
export function useSearchBackend(): SearchBackend {
  const config = useSearchConfig();
  const key = JSON.stringify(config);
  let backend = backends.get(key);
  if (!backend) {
    backend = createSearchBackend(config);
    backends.set(key, backend);
  }
  return backend;
}

export const SEARCH_PLACEHOLDER = 'Search docs';
export const MAX_QUERY_LENGTH = 64;
