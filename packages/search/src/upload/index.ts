import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch, type IndexSettings, type SynonymHit } from 'algoliasearch';
import type { UploadTarget } from '../algolia-env';
import type { SearchIndexFile, SearchIndexManifest, SearchSynonym } from '../wire';

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;

/**
 * What DocSearch's UI needs of the index: the facets of contextual search,
 * headings searched before body text, and snippets of the content. Stop words,
 * the any-word fallback and plurals match what the offline engine does with a
 * query (Algolia has no English stemming beyond plurals).
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
    'unordered(keywords)',
    'content',
  ],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  removeStopWords: ['en'],
  ignorePlurals: ['en'],
  removeWordsIfNoResults: 'allOptional',
};

/** The site's synonyms as Algolia synonym objects, numbered in the order the site lists them. */
export function algoliaSynonyms(synonyms: SearchSynonym[]): SynonymHit[] {
  return synonyms.map((entry, i) =>
    'input' in entry
      ? { objectID: `site-synonym-${i}`, type: 'onewaysynonym', ...entry }
      : { objectID: `site-synonym-${i}`, type: 'synonym', synonyms: entry.synonyms },
  );
}

/** The whole index of a build, from its index file or, for an index in fragments, their manifest. */
export async function readIndexFile(indexFile: string): Promise<SearchIndexFile> {
  let text: string;
  try {
    text = await readFile(indexFile, 'utf8');
  } catch {
    throw new Error(`search:upload: ${indexFile} does not exist. Run \`npm run build\` first.`);
  }
  const index = JSON.parse(text) as Partial<SearchIndexFile> | SearchIndexManifest;
  // An index in fragments names the whole index, written beside its manifest.
  if (index.version === 2) return readIndexFile(path.join(path.dirname(indexFile), index.whole));
  if (index.version !== 1 || !Array.isArray(index.records)) {
    throw new Error(`search:upload: ${indexFile} is not a search index of version 1.`);
  }
  return index as SearchIndexFile;
}

/**
 * Sends the records and synonyms of a built index to Algolia: the same ones
 * the offline engine searches. Settings and synonyms first (replacing any
 * synonyms set before), then all records at once through a temporary index,
 * which takes the settings and synonyms along, so readers never search a
 * half-filled index. `options` is for tests, which pass a requester.
 */
export async function uploadIndex(
  indexFile: string,
  { appId, adminApiKey, indexName }: UploadTarget,
  options: ClientOptions = {},
): Promise<number> {
  const { records, synonyms = [] } = await readIndexFile(indexFile);
  const algolia = algoliasearch(appId, adminApiKey, options);
  const { taskID } = await algolia.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await algolia.waitForTask({ indexName, taskID });
  const saved = await algolia.saveSynonyms({
    indexName,
    synonymHit: algoliaSynonyms(synonyms),
    replaceExistingSynonyms: true,
  });
  await algolia.waitForTask({ indexName, taskID: saved.taskID });
  const objects = records as unknown as Record<string, unknown>[];
  await algolia.replaceAllObjects({ indexName, objects, batchSize: 1000 });
  return records.length;
}
