import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import searchPlugin, { validateOptions, type SearchPluginOptions } from '.';
import type { SearchIndexFile } from '../wire';

const validate = (options: Partial<SearchPluginOptions>) =>
  validateOptions({
    options: options as SearchPluginOptions,
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as SearchPluginOptions,
  });

let siteDir: string;
const contextFor = (dir: string) =>
  ({ siteDir: dir, baseUrl: '/', generatedFilesDir: path.join(dir, '.docusaurus') }) as LoadContext;

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'search-plugin-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(siteDir, { recursive: true, force: true });
});

/** The actions contentLoaded uses; createData writes where Docusaurus would. */
function fakeActions() {
  return {
    setGlobalData() {},
    addRoute() {},
    async createData(name: string, data: string) {
      const file = path.join(siteDir, '.docusaurus', 'toolhive-search', name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return file;
    },
  } as never;
}

function webpackConfig(plugin: Plugin, isServer: boolean) {
  return plugin.configureWebpack!({}, isServer, {} as never, undefined) as {
    resolve: { alias: Record<string, string> };
    devServer?: { static: { directory: string; publicPath: string }[] };
  };
}

describe('the search plugin options', () => {
  it('are offline by default, hosted when the ALGOLIA_ variables are set', () => {
    vi.stubEnv('ALGOLIA_APP_ID', '');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', '');
    vi.stubEnv('ALGOLIA_INDEX_NAME', '');
    expect(validate({}).algolia).toBeUndefined();
    vi.stubEnv('ALGOLIA_APP_ID', 'APP');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', 'key');
    expect(validate({}).algolia).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'toolhive-docs',
    });
  });

  it('fail at start-up when hosted search lacks its key', () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'APP');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', '');
    expect(() => validate({})).toThrow(/ALGOLIA_SEARCH_API_KEY is missing/);
  });
});

describe('the search plugin', () => {
  const offline = { indexFile: 'search-index.json', excludeRoutes: ['/search'] };

  it('bundles the one backend the build uses', async () => {
    const backendOf = async (options: SearchPluginOptions) => {
      const plugin = searchPlugin(contextFor(siteDir), options);
      await plugin.contentLoaded!({ content: undefined, actions: fakeActions() });
      const entry = webpackConfig(plugin, false).resolve.alias['@toolhive-docs/search/backend$']!;
      return readFile(entry, 'utf8');
    };
    const hosted = { ...offline, algolia: { appId: 'APP', apiKey: 'key', indexName: 'docs' } };
    expect(await backendOf(hosted)).toMatch(/from ".*backends\/hosted\.ts"/);
    expect(await backendOf(offline)).toMatch(/from ".*backends\/offline\.ts"/);
  });

  it('serves an index built from the docs source on the dev server only', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const built = searchPlugin(contextFor(siteDir), offline);
    await built.contentLoaded!({ content: undefined, actions: fakeActions() });
    expect(webpackConfig(built, false).devServer).toBeUndefined();

    vi.stubEnv('NODE_ENV', 'development');
    const plugin = searchPlugin(contextFor(siteDir), offline);
    await plugin.contentLoaded!({ content: undefined, actions: fakeActions() });
    const [served] = webpackConfig(plugin, false).devServer!.static;
    expect(served).toMatchObject({ publicPath: '/' });

    await mkdir(path.join(siteDir, 'docs'));
    await writeFile(path.join(siteDir, 'docs', 'intro.mdx'), '# Welcome\n\nStart with quokkas.\n');
    const doc = {
      id: 'intro',
      title: 'Welcome',
      permalink: '/intro',
      source: '@site/docs/intro.mdx',
      sidebar: 'main',
      frontMatter: {},
    };
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              versionName: 'current',
              docs: [doc],
              sidebars: {
                main: [{ type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }] }],
              },
            },
          ],
        },
      },
    } as unknown as AllContent;
    await plugin.allContentLoaded!({ allContent, actions: {} as never });

    const readIndex = async () =>
      JSON.parse(
        await readFile(path.join(served!.directory, 'search-index.json'), 'utf8'),
      ) as SearchIndexFile;
    const index = await readIndex();
    expect(index.records.map((record) => [record.hierarchy.lvl0, record.content])).toEqual([
      ['Start', null],
      ['Start', 'Start with quokkas.'],
    ]);
    expect(index.records[0]).toMatchObject({
      url: '/intro',
      docusaurus_tag: 'docs-default-current',
    });

    // Docusaurus reloads the docs after an edit; the index follows.
    await writeFile(
      path.join(siteDir, 'docs', 'intro.mdx'),
      '# Welcome\n\nStart with wombats now.\n',
    );
    await plugin.allContentLoaded!({ allContent, actions: {} as never });
    expect((await readIndex()).records[1]!.content).toBe('Start with wombats now.');
  });
});
