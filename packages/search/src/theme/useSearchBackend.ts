import { usePluginData } from '@docusaurus/useGlobalData';
import { createSearchClient } from '@toolhive-docs/search/backend';
import type { SiteSearchClient, SiteSearchConfig } from '../wire';

/** The backend this build searches with, as the plugin set it. */
export function useSearchConfig(): SiteSearchConfig {
  return usePluginData('toolhive-search') as SiteSearchConfig;
}

const clients = new Map<string, SiteSearchClient>();

/**
 * The one search client of the page, shared by the modal and the search
 * page, so the index loads once. Read through a hook rather than from
 * `@generated/globalData`, which the dev server replaces on every docs edit.
 */
export function useSearchClient(): SiteSearchClient {
  const config = useSearchConfig();
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = createSearchClient(config);
    clients.set(key, client);
  }
  return client;
}

export const SEARCH_PLACEHOLDER = 'Search docs';
export const MAX_QUERY_LENGTH = 64;
