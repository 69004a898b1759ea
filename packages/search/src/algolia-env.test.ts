import { describe, expect, it } from 'vitest';
import { algoliaOptionsFromEnv, uploadTargetFromEnv } from './algolia-env';

describe('algoliaOptionsFromEnv', () => {
  it('leaves search offline when no ALGOLIA_ variable is set', () => {
    expect(algoliaOptionsFromEnv({}, 'toolhive-docs')).toBeUndefined();
    expect(algoliaOptionsFromEnv({ ALGOLIA_APP_ID: '  ' }, 'toolhive-docs')).toBeUndefined();
  });

  it('turns hosted search on with the id and key, and a default index name', () => {
    expect(
      algoliaOptionsFromEnv(
        { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key' },
        'toolhive-docs',
      ),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'toolhive-docs' });
    expect(
      algoliaOptionsFromEnv(
        {
          ALGOLIA_APP_ID: 'APP',
          ALGOLIA_SEARCH_API_KEY: 'key',
          ALGOLIA_INDEX_NAME: 'docs-staging',
        },
        'toolhive-docs',
      ),
    ).toMatchObject({ indexName: 'docs-staging' });
  });

  it('names a missing application id and says how to fix it', () => {
    expect(() => algoliaOptionsFromEnv({ ALGOLIA_SEARCH_API_KEY: 'key' }, 'toolhive-docs')).toThrow(
      /because ALGOLIA_SEARCH_API_KEY is set, but ALGOLIA_APP_ID is missing\. Set ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY .* or unset ALGOLIA_SEARCH_API_KEY to build with offline search/,
    );
  });

  it('names a missing search key', () => {
    expect(() => algoliaOptionsFromEnv({ ALGOLIA_APP_ID: 'APP' }, 'toolhive-docs')).toThrow(
      /but ALGOLIA_SEARCH_API_KEY is missing/,
    );
  });

  it('names both when only the index name is set', () => {
    expect(() => algoliaOptionsFromEnv({ ALGOLIA_INDEX_NAME: 'docs' }, 'toolhive-docs')).toThrow(
      /because ALGOLIA_INDEX_NAME is set, but ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are missing/,
    );
  });
});

describe('uploadTargetFromEnv', () => {
  it('reads the application id, admin key and index name', () => {
    expect(
      uploadTargetFromEnv(
        {
          ALGOLIA_APP_ID: 'APP',
          ALGOLIA_ADMIN_API_KEY: 'admin',
          ALGOLIA_SEARCH_API_KEY: 'search',
        },
        'toolhive-docs',
      ),
    ).toEqual({ appId: 'APP', adminApiKey: 'admin', indexName: 'toolhive-docs' });
  });

  it('names each missing variable', () => {
    expect(() => uploadTargetFromEnv({ ALGOLIA_APP_ID: 'APP' }, 'toolhive-docs')).toThrow(
      /ALGOLIA_ADMIN_API_KEY is not set\. .*the search-only key cannot/,
    );
    expect(() => uploadTargetFromEnv({ ALGOLIA_ADMIN_API_KEY: 'admin' }, 'toolhive-docs')).toThrow(
      /^search:upload: ALGOLIA_APP_ID is not set\./,
    );
    expect(() => uploadTargetFromEnv({}, 'toolhive-docs')).toThrow(
      /ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY are not set/,
    );
  });

  it('refuses the search-only key as the admin key', () => {
    expect(() =>
      uploadTargetFromEnv(
        {
          ALGOLIA_APP_ID: 'APP',
          ALGOLIA_ADMIN_API_KEY: 'search',
          ALGOLIA_SEARCH_API_KEY: 'search',
        },
        'toolhive-docs',
      ),
    ).toThrow(/ALGOLIA_ADMIN_API_KEY is the search-only key/);
  });
});
