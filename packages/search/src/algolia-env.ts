/** The Algolia index a hosted build searches. */
export interface AlgoliaOptions {
  appId: string;
  /** The search-only API key: it ships in the site's JavaScript. */
  apiKey: string;
  indexName: string;
}

/** The Algolia index `search:upload` fills, and the key allowed to write to it. */
export interface UploadTarget {
  appId: string;
  adminApiKey: string;
  indexName: string;
}

const HOSTED_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

type AlgoliaVariable = (typeof HOSTED_VARIABLES)[number] | 'ALGOLIA_ADMIN_API_KEY';

/**
 * The one reader of the ALGOLIA_* variables. Only entry points call the two
 * functions below (the site's Docusaurus config and `bin/upload.mjs`), and
 * they pass the environment in: nothing in the plugin reads it.
 */
const read = (env: NodeJS.ProcessEnv, name: AlgoliaVariable) => env[name]?.trim() || undefined;

/**
 * Hosted search is on as soon as one of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY
 * or ALGOLIA_INDEX_NAME is set; then the application id and the search key
 * are both required, as Algolia's client requires them. With none set, the
 * build uses offline search and this returns undefined.
 */
export function algoliaOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  defaultIndexName: string,
): AlgoliaOptions | undefined {
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
  return { appId, apiKey, indexName: read(env, 'ALGOLIA_INDEX_NAME') ?? defaultIndexName };
}

/**
 * Reads the upload target from ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and
 * ALGOLIA_INDEX_NAME. The search key never writes: it ships in the site and
 * Algolia refuses writes with it.
 */
export function uploadTargetFromEnv(
  env: NodeJS.ProcessEnv,
  defaultIndexName: string,
): UploadTarget {
  const appId = read(env, 'ALGOLIA_APP_ID');
  const adminApiKey = read(env, 'ALGOLIA_ADMIN_API_KEY');
  const missing = [];
  if (!appId) missing.push('ALGOLIA_APP_ID');
  if (!adminApiKey) missing.push('ALGOLIA_ADMIN_API_KEY');
  if (!appId || !adminApiKey) {
    throw new Error(
      `search:upload: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Set ALGOLIA_APP_ID to the application id and ALGOLIA_ADMIN_API_KEY to a key that may ' +
        'write to the index (Algolia dashboard, Settings > API Keys); the search-only key cannot.',
    );
  }
  if (adminApiKey === read(env, 'ALGOLIA_SEARCH_API_KEY')) {
    throw new Error(
      'search:upload: ALGOLIA_ADMIN_API_KEY is the search-only key (ALGOLIA_SEARCH_API_KEY), ' +
        'which cannot write. Set it to a key with write access to the index.',
    );
  }
  return { appId, adminApiKey, indexName: read(env, 'ALGOLIA_INDEX_NAME') ?? defaultIndexName };
}

function list(names: readonly string[]): string {
  return `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'}`;
}
