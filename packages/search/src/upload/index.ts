import { readFile } from 'node:fs/promises';
import { algoliasearch, type IndexSettings } from 'algoliasearch';
import type { UploadTarget } from '../algolia-env';
import type { SearchIndexFile } from '../wire';

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;

/**
 * What DocSearch's UI needs of the index: the facets of contextual search,
 * headings searched before body text, and snippets of the content. Stop words
 * and the any-word fallback match what the offline engine does with a query.
 */
export const INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  removeStopWords: ['en'],
  removeWordsIfNoResults: 'allOptional',
};

async function readIndexFile(indexFile: string): Promise<SearchIndexFile> {
  let text: string;
  try {
    text = await readFile(indexFile, 'utf8');
  } catch {
    throw new Error(`search:upload: ${indexFile} does not exist. Run \`npm run build\` first.`);
  }
  const index = JSON.parse(text) as Partial<SearchIndexFile>;
  if (index.version !== 1 || !Array.isArray(index.records)) {
    throw new Error(`search:upload: ${indexFile} is not a search index of version 1.`);
  }
  return index as SearchIndexFile;
}

/**
 * Sends the records of a built index to Algolia: the same records the
 * offline engine searches. Settings first, then all records at once through
 * a temporary index, so readers never search a half-filled index.
 * `options` is for tests, which pass a requester.
 */
export async function uploadIndex(
  indexFile: string,
  { appId, adminApiKey, indexName }: UploadTarget,
  options: ClientOptions = {},
): Promise<number> {
  const { records } = await readIndexFile(indexFile);
  const algolia = algoliasearch(appId, adminApiKey, options);
  const { taskID } = await algolia.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await algolia.waitForTask({ indexName, taskID });
  const objects = records as unknown as Record<string, unknown>[];
  await algolia.replaceAllObjects({ indexName, objects, batchSize: 1000 });
  return records.length;
}
