import type { APIRequestContext } from '@playwright/test';
import type { SearchIndexFile, SearchIndexManifest, SearchRecord } from '@docs-kit/search/wire';

/**
 * The served build's search index, as the browser finds it at
 * `/search-index.json`: the whole index, or, in a build whose index is over
 * its size budget (`npm run build:fragments`), the manifest of its fragments,
 * with the whole index's records read from the file the manifest names.
 */
export async function servedSearchIndex(request: APIRequestContext): Promise<{
  manifest: SearchIndexManifest | null;
  records: SearchRecord[];
}> {
  const file = (await (await request.get('/search-index.json')).json()) as
    SearchIndexFile | SearchIndexManifest;
  if (file.version === 1) return { manifest: null, records: file.records };
  const whole = (await (await request.get(`/${file.whole}`)).json()) as SearchIndexFile;
  return { manifest: file, records: whole.records };
}

/**
 * What the search page says above the results of a query found on many
 * pages: its count over a whole index; over an index in fragments, which
 * fetches a query's best pages only, no count, as it cannot know it.
 */
export async function broadQuerySummary(
  request: APIRequestContext,
  query: string,
): Promise<RegExp> {
  const { manifest } = await servedSearchIndex(request);
  return new RegExp(`^${manifest === null ? '\\d+' : 'Top'} results for "${query}"$`);
}
