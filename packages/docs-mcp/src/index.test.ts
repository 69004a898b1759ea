import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, LoadedPlugin } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import searchPlugin, {
  validateOptions as validateSearchOptions,
  type SearchPluginInput,
  type SearchPluginOptions,
} from '@docs-kit/search';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import docsMcpPlugin from '.';
import type { DocsData } from './data';

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'docs-mcp-plugin-'));
});
afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

const contextIn = (dir: string) =>
  ({ siteDir: dir, baseUrl: '/', generatedFilesDir: dir }) as LoadContext;

/** The search plugin as a site lists it, loaded as Docusaurus loads it. */
async function loadedSearchPlugin(input: SearchPluginInput): Promise<LoadedPlugin> {
  const options = validateSearchOptions({
    options: input,
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as SearchPluginOptions,
  });
  const plugin = searchPlugin(contextIn(outDir), options);
  return {
    name: plugin.name,
    options,
    content: await plugin.loadContent!(),
  } as unknown as LoadedPlugin;
}

async function dataWritten(plugins: LoadedPlugin[]): Promise<DocsData> {
  const plugin = docsMcpPlugin(contextIn(outDir), { dataFile: 'docs-mcp.json' });
  await plugin.postBuild!({
    outDir,
    plugins,
    siteConfig: { title: 'Docs', url: 'https://docs.example.com', baseUrl: '/' },
    i18n: { currentLocale: 'en' },
  } as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
  return JSON.parse(await readFile(path.join(outDir, 'docs-mcp.json'), 'utf8')) as DocsData;
}

describe('the docs MCP data file', () => {
  it('names the search index of an offline search build', async () => {
    const data = await dataWritten([await loadedSearchPlugin({ indexFile: 'find.json' })]);
    expect(data.search?.indexFile).toBe('find.json');
  });

  it('names the search index of a hosted search build too, which writes it for the upload', async () => {
    const hosted = await loadedSearchPlugin({
      indexFile: 'find.json',
      algolia: { appId: 'APP', apiKey: 'search-only-key', indexName: 'docs' },
    });
    const data = await dataWritten([hosted]);
    expect(data.search?.indexFile).toBe('find.json');
    expect(data.search?.facetFilters).toEqual([['language:en'], ['docusaurus_tag:default']]);
  });

  it('offers no search when the site lists no search plugin', async () => {
    expect((await dataWritten([])).search).toBeNull();
  });
});
