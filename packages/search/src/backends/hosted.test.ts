import { describe, expect, it } from 'vitest';
import { fakeAlgolia } from '../../test/fake-algolia';
import type { SiteSearchConfig } from '../wire';
import { ALGOLIA_AGENT, createSearchBackend } from './hosted';

const config: SiteSearchConfig = {
  mode: 'hosted',
  appId: 'TESTAPP42',
  apiKey: 'search-only-key',
  indexName: 'toolhive-docs',
};

/** The request DocSearch 3.9's modal sends for "secrets" on a wide screen, with our contextual filters. */
const modalRequest = {
  query: 'secrets',
  indexName: 'toolhive-docs',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: [
    ['language:en'],
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ],
};

const hit = {
  objectID: '1',
  url: '/toolhive/guides-cli/secrets-management',
  type: 'content',
  hierarchy: { lvl0: 'CLI guides', lvl1: 'Manage secrets' },
  content: 'Use <b>thv secret set</b> for secrets',
  _highlightResult: {
    content: { value: 'Use <b>thv secret set</b> for <mark>secrets</mark>', matchLevel: 'full' },
    hierarchy: { lvl1: { value: 'Manage <mark>secrets</mark>', matchLevel: 'full' } },
  },
  _snippetResult: {
    content: { value: '… <b>thv secret set</b> for <mark>secrets</mark>', matchLevel: 'full' },
  },
};

const answer = { results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, queryID: 'q1' }] };

describe('the hosted search backend', () => {
  it('sends a modal query to Algolia with the id and key in the query string', async () => {
    const algolia = fakeAlgolia(() => ({ status: 200, body: answer }));
    const backend = createSearchBackend(config, { requester: algolia.requester });
    await backend.search({ requests: [modalRequest] });

    expect(algolia.sent).toHaveLength(1);
    const [request] = algolia.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url.origin).toBe('https://testapp42-dsn.algolia.net');
    expect(request!.url.pathname).toBe('/1/indexes/*/queries');
    expect(request!.url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP42');
    expect(request!.url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    expect(request!.url.searchParams.get('x-algolia-agent')).toContain(ALGOLIA_AGENT);
    expect(Object.keys(request!.headers).map((name) => name.toLowerCase())).not.toContain(
      'x-algolia-api-key',
    );
    expect(request!.body).toEqual({ requests: [modalRequest] });
  });

  it('reads results[0] and escapes the page text in highlights, keeping the highlight tags', async () => {
    const algolia = fakeAlgolia(() => ({ status: 200, body: answer }));
    const backend = createSearchBackend(config, { requester: algolia.requester });
    const { results } = await backend.search({ requests: [modalRequest] });

    expect(results[0]).toMatchObject({ nbHits: 1, queryID: 'q1' });
    const [first] = results[0]!.hits;
    expect(first!._highlightResult.content!.value).toBe(
      'Use &#60;b&#62;thv secret set&#60;/b&#62; for <mark>secrets</mark>',
    );
    expect(first!._snippetResult.content!.value).toBe(
      '… &#60;b&#62;thv secret set&#60;/b&#62; for <mark>secrets</mark>',
    );
    expect(first!._highlightResult.hierarchy.lvl1!.value).toBe('Manage <mark>secrets</mark>');
  });

  it('tries every host, then fails with the RetryError DocSearch shows as its error screen', async () => {
    const algolia = fakeAlgolia(() => 'timeout');
    const backend = createSearchBackend(config, { requester: algolia.requester });
    const failure = backend.search({ requests: [modalRequest] });

    await expect(failure).rejects.toMatchObject({ name: 'RetryError' });
    await expect(failure).rejects.toThrow(/Unreachable hosts.*application id may be incorrect/);
    expect(new Set(algolia.sent.map((request) => request.url.host))).toEqual(
      new Set([
        'testapp42-dsn.algolia.net',
        'testapp42-1.algolianet.com',
        'testapp42-2.algolianet.com',
        'testapp42-3.algolianet.com',
      ]),
    );
  });

  it('requires an application id and a search key', async () => {
    const search = (overrides: { appId?: string; apiKey?: string }) =>
      createSearchBackend({ ...config, ...overrides } as SiteSearchConfig).search({
        requests: [modalRequest],
      });
    await expect(search({ appId: '' })).rejects.toThrow('`appId` is missing.');
    await expect(search({ apiKey: '' })).rejects.toThrow('`apiKey` is missing.');
  });
});
