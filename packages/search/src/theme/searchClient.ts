import globalData from '@generated/globalData';
import { createLocalSearchClient, type LocalSearchClient } from '../client';

let client: LocalSearchClient | null = null;

/** The one search client of the page, shared by the modal and the search page. */
export function getSearchClient(): LocalSearchClient {
  if (!client) {
    const { indexUrl } = globalData['toolhive-search']!.default as { indexUrl: string };
    client = createLocalSearchClient(indexUrl);
  }
  return client;
}

export const SEARCH_INDEX_NAME = 'toolhive-docs';
export const SEARCH_PLACEHOLDER = 'Search docs';
export const MAX_QUERY_LENGTH = 64;
