import { describe, expect, it } from 'vitest';
import { algoliaOptionsFromEnv } from './algolia-env';

describe('algoliaOptionsFromEnv', () => {
  it('leaves search offline when no ALGOLIA_ variable is set', () => {
    expect(algoliaOptionsFromEnv({})).toBeUndefined();
    expect(algoliaOptionsFromEnv({ ALGOLIA_APP_ID: '  ' })).toBeUndefined();
  });

  it('turns hosted search on with the id and key, and a default index name', () => {
    expect(algoliaOptionsFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key' })).toEqual(
      { appId: 'APP', apiKey: 'key', indexName: 'toolhive-docs' },
    );
    expect(
      algoliaOptionsFromEnv({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_SEARCH_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'docs-staging',
      }),
    ).toMatchObject({ indexName: 'docs-staging' });
  });

  it('names a missing application id and says how to fix it', () => {
    expect(() => algoliaOptionsFromEnv({ ALGOLIA_SEARCH_API_KEY: 'key' })).toThrow(
      /because ALGOLIA_SEARCH_API_KEY is set, but ALGOLIA_APP_ID is missing\. Set ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY .* or unset ALGOLIA_SEARCH_API_KEY to build with offline search/,
    );
  });

  it('names a missing search key', () => {
    expect(() => algoliaOptionsFromEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      /but ALGOLIA_SEARCH_API_KEY is missing/,
    );
  });

  it('names both when only the index name is set', () => {
    expect(() => algoliaOptionsFromEnv({ ALGOLIA_INDEX_NAME: 'docs' })).toThrow(
      /because ALGOLIA_INDEX_NAME is set, but ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are missing/,
    );
  });
});
