import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeAlgolia, type SentRequest } from '../../test/fake-algolia';
import { record } from '../../test/records';
import { INDEX_SETTINGS, uploadIndex } from '.';

/** Answers like Algolia: every write is a task, and every task is already published. */
function answer({ method, url }: SentRequest) {
  if (method === 'GET' && /\/task\/\d+$/.test(url.pathname)) {
    return { status: 200, body: { status: 'published', pendingTask: false } };
  }
  if (url.pathname.endsWith('/batch')) return { status: 200, body: { taskID: 3, objectIDs: [] } };
  return { status: 200, body: { taskID: 2, updatedAt: '2026-11-22T00:00:00Z' } };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-upload-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const target = { appId: 'TESTAPP42', adminApiKey: 'admin-key', indexName: 'toolhive-docs' };

describe('uploadIndex', () => {
  it('sets the index settings, then replaces every record through a temporary index', async () => {
    const indexFile = path.join(dir, 'search-index.json');
    const records = [1, 2, 3].map((id) =>
      record(`page-${id}`, 'lvl1', { lvl0: 'Docs', lvl1: `Page ${id}` }),
    );
    const synonyms = [
      { synonyms: ['k8s', 'kubernetes'] },
      { input: 'auth', synonyms: ['authentication', 'authorization'] },
    ];
    await writeFile(indexFile, JSON.stringify({ version: 1, records, synonyms }));
    const algolia = fakeAlgolia(answer);

    expect(await uploadIndex(indexFile, target, { requester: algolia.requester })).toBe(3);

    const writes = algolia.sent.filter((request) => request.method !== 'GET');
    const steps = writes.map((request) => `${request.method} ${decodeURI(request.url.pathname)}`);
    const tmp = /toolhive-docs_tmp_\d+/.exec(steps.join(' '))![0];
    expect(steps).toEqual([
      'PUT /1/indexes/toolhive-docs/settings',
      'POST /1/indexes/toolhive-docs/synonyms/batch',
      'POST /1/indexes/toolhive-docs/operation',
      `POST /1/indexes/${tmp}/batch`,
      'POST /1/indexes/toolhive-docs/operation',
      `POST /1/indexes/${tmp}/operation`,
    ]);
    expect(writes[0]!.body).toEqual(INDEX_SETTINGS);
    // The site's synonyms replace the index's, before the temporary index copies them.
    expect(writes[1]!.url.searchParams.get('replaceExistingSynonyms')).toBe('true');
    expect(writes[1]!.body).toEqual([
      { objectID: 'site-synonym-0', type: 'synonym', synonyms: ['k8s', 'kubernetes'] },
      {
        objectID: 'site-synonym-1',
        type: 'onewaysynonym',
        input: 'auth',
        synonyms: ['authentication', 'authorization'],
      },
    ]);
    expect(writes[2]!.body).toMatchObject({ scope: ['settings', 'rules', 'synonyms'] });
    expect(writes[3]!.body).toEqual({
      requests: records.map((body) => ({ action: 'addObject', body })),
    });
    expect(writes[5]!.body).toEqual({ operation: 'move', destination: 'toolhive-docs' });
    for (const request of writes) expect(request.url.host).toBe('testapp42.algolia.net');
    for (const request of algolia.sent) {
      expect(request.headers['x-algolia-api-key']).toBe('admin-key');
      expect(request.headers['x-algolia-application-id']).toBe('TESTAPP42');
    }
  });

  it('asks for a build when the index file is missing', async () => {
    const algolia = fakeAlgolia(answer);
    await expect(
      uploadIndex(path.join(dir, 'none.json'), target, { requester: algolia.requester }),
    ).rejects.toThrow(/none\.json does not exist\. Run `npm run build` first\./);
    expect(algolia.sent).toEqual([]);
  });
});
