import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dataFileVersion, type DocsData } from '../data';
import { loadDocs } from './docs';

// A site whose search index is in fragments: the build's index file is their
// manifest, and the server searches the whole index the manifest names.

let buildDir: string;
beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'docs-mcp-fragments-'));
});
afterEach(() => rm(buildDir, { recursive: true, force: true }));

it('searches the whole index that an index manifest names', async () => {
  const data: DocsData = {
    version: dataFileVersion,
    site: { title: 'Docs', url: 'https://docs.example.com/' },
    search: { indexFile: 'search-index.json', facetFilters: [] },
    pages: [],
    cli: null,
    api: null,
  };
  const record = {
    objectID: 'quokkas',
    hierarchy: {
      lvl0: 'Guides',
      lvl1: 'Feed the quokkas',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    type: 'lvl1',
    url: '/quokkas',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
  await writeFile(path.join(buildDir, 'docs-mcp.json'), JSON.stringify(data));
  await writeFile(
    path.join(buildDir, 'search-index.json'),
    JSON.stringify({ version: 2, whole: 'search-index.whole.json', fragments: 'search-index/0/' }),
  );
  await writeFile(
    path.join(buildDir, 'search-index.whole.json'),
    JSON.stringify({ version: 1, records: [record] }),
  );
  const { hits } = loadDocs(buildDir).search!('feed the quokkas', 5);
  expect(hits.map((hit) => hit.url)).toEqual(['https://docs.example.com/quokkas']);
});
