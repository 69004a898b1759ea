/** The Algolia index a hosted build searches and `npm run search:upload` fills. */
export interface AlgoliaOptions {
  appId: string;
  /** The search-only API key: it ships in the site's JavaScript. */
  apiKey: string;
  indexName: string;
}

/** The index name when ALGOLIA_INDEX_NAME is not set; also the offline index's name. */
export const DEFAULT_INDEX_NAME = 'toolhive-docs';

const HOSTED_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

const read = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * Hosted search is on as soon as one of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY
 * or ALGOLIA_INDEX_NAME is set; then the application id and the search key
 * are both required, as Algolia's client requires them. With none set, the
 * build uses offline search and this returns undefined.
 */
export function algoliaOptionsFromEnv(env: NodeJS.ProcessEnv): AlgoliaOptions | undefined {
  const set = HOSTED_VARIABLES.filter((name) => read(env, name));
  if (set.length === 0) return undefined;
  const appId = read(env, 'ALGOLIA_APP_ID');
  const apiKey = read(env, 'ALGOLIA_SEARCH_API_KEY');
  if (!appId || !apiKey) {
    const missing = [];
    if (!appId) missing.push('ALGOLIA_APP_ID');
    if (!apiKey) missing.push('ALGOLIA_SEARCH_API_KEY');
    throw new Error(
      `search: hosted Algolia search is on because ${list(set)} set, ` +
        `but ${list(missing)} missing. Set ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY to the application id ` +
        'and the search-only API key from the Algolia dashboard (Settings > API Keys), ' +
        `or unset ${set.join(' and ')} to build with offline search.`,
    );
  }
  return { appId, apiKey, indexName: read(env, 'ALGOLIA_INDEX_NAME') ?? DEFAULT_INDEX_NAME };
}

function list(names: readonly string[]): string {
  return `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'}`;
}
