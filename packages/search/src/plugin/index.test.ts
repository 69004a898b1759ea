import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import searchPlugin, { validateOptions, type SearchPluginInput, type SearchPluginOptions } from '.';
import type { SearchIndexFile } from '../wire';

const validate = (options: SearchPluginInput) =>
  validateOptions({
    options,
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
      const file = path.join(siteDir, '.docusaurus', 'docs-search', name);
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
  it('are offline with neutral defaults, hosted when the site passes algolia', () => {
    expect(validate({})).toEqual({
      id: 'default',
      indexFile: 'search-index.json',
      indexName: 'docs',
      excludeRoutes: [],
      synonyms: [],
      fillerWords: [],
      pageKinds: [],
      sectionLabel: 'Documentation',
      devIndex: false,
      wholeIndexBudget: 150 * 1024,
    });
    const algolia = { appId: 'APP', apiKey: 'key', indexName: 'toolhive-docs' };
    expect(validate({ algolia }).algolia).toEqual(algolia);
  });

  it('name the option and the fix for bad values', () => {
    expect(() => validate({ indexFile: 'index.js' })).toThrow(
      /option "indexFile" must be a plain file name/,
    );
    expect(() => validate({ excludeRoutes: ['e2e/'] })).toThrow(
      /option "excludeRoutes" holds e2e\//,
    );
    expect(() => validate({ newIssueUrl: 'https://example.com/issues/new?title=x' })).toThrow(
      /option "newIssueUrl" must have no query or fragment/,
    );
    expect(() => validate({ wholeIndexBudget: -1 })).toThrow(
      /option "wholeIndexBudget" must be 0 or more bytes/,
    );
    expect(() => validate({ wholeIndexBudget: 1.5 })).toThrow(
      /option "wholeIndexBudget" must be a whole number of bytes/,
    );
    expect(() => validate({ newIssueUrl: 'example.com/issues/new' })).toThrow(
      /option "newIssueUrl" must be an http or https URL/,
    );
    expect(validate({ newIssueUrl: 'https://example.com/issues/new' })).toMatchObject({
      newIssueUrl: 'https://example.com/issues/new',
    });
  });
});

describe('the search plugin', () => {
  const offline = validate({});

  it('bundles the one backend the build uses', async () => {
    const backendOf = async (options: SearchPluginOptions) => {
      const plugin = searchPlugin(contextFor(siteDir), options);
      await plugin.contentLoaded!({ content: undefined, actions: fakeActions() });
      const entry = webpackConfig(plugin, false).resolve.alias['@docs-kit/search/backend$']!;
      return readFile(entry, 'utf8');
    };
    const hosted = validate({ algolia: { appId: 'APP', apiKey: 'key', indexName: 'docs' } });
    expect(await backendOf(hosted)).toMatch(/from ".*backends\/hosted\.ts"/);
    expect(await backendOf(offline)).toMatch(/from ".*backends\/offline\.ts"/);
  });

  it(
    'serves an index built from the docs source when devIndex is on (the dev server) only',
    { timeout: 60_000 },
    async () => {
      const built = searchPlugin(contextFor(siteDir), offline);
      await built.contentLoaded!({ content: undefined, actions: fakeActions() });
      expect(webpackConfig(built, false).devServer).toBeUndefined();

      const plugin = searchPlugin(contextFor(siteDir), { ...offline, devIndex: true });
      await plugin.contentLoaded!({ content: undefined, actions: fakeActions() });
      const [served] = webpackConfig(plugin, false).devServer!.static;
      expect(served).toMatchObject({ publicPath: '/' });

      await mkdir(path.join(siteDir, 'docs'));
      await writeFile(
        path.join(siteDir, 'docs', 'intro.mdx'),
        '# Welcome\n\nStart with quokkas.\n',
      );
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
                  main: [
                    { type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }] },
                  ],
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
      // The index is made beside the dev server's first compile, not before it: it arrives shortly
      // (first loading the Markdown parser, which took over Vitest's 1 s default on a busy machine).
      const arrival = { timeout: 30_000, interval: 50 };
      const index = await vi.waitFor(readIndex, arrival);
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
        '# Welcome\n\nStart with wombats now → café 🦘.\n',
      );
      await plugin.allContentLoaded!({ allContent, actions: {} as never });
      await vi.waitFor(
        async () =>
          expect((await readIndex()).records[1]!.content).toBe('Start with wombats now → café 🦘.'),
        arrival,
      );
      // Written in Latin-1 and escapes, so a reader parses it from a string of one byte a character.
      const text = await readFile(path.join(served!.directory, 'search-index.json'), 'utf8');
      expect(text).not.toMatch(/[\u0100-\uffff]/);
      expect(text).toContain('\\u2192 café \\ud83e\\udd98');
    },
  );
});

describe('the fillerWords and pageKinds options', () => {
  it('take a list of words and a list of page kinds, and default to none', () => {
    const kinds = [{ urlPrefix: '/docs/api', weight: 0.7, namedBy: ['api'], namedByPath: true }];
    expect(validate({ fillerWords: ['actually'], pageKinds: kinds })).toMatchObject({
      fillerWords: ['actually'],
      pageKinds: kinds,
    });
    expect(validate({})).toMatchObject({ fillerWords: [], pageKinds: [] });
  });

  it('names the option and the fix for a kind without its weight or with a relative prefix', () => {
    const noWeight = { pageKinds: [{ urlPrefix: '/docs/api', namedBy: ['api'] }] };
    expect(() => validate(noWeight as unknown as SearchPluginInput)).toThrow(
      /option "pageKinds" needs a "urlPrefix".*"weight" from 0 to 1/,
    );
    expect(() =>
      validate({ pageKinds: [{ urlPrefix: 'docs/api', weight: 0.5, namedBy: [] }] }),
    ).toThrow(/"urlPrefix" of option "pageKinds" is a URL path starting with \//);
    expect(() => validate({ fillerWords: 'actually' } as unknown as SearchPluginInput)).toThrow(
      /option "fillerWords" must be a list/,
    );
  });
});

describe('the synonyms option', () => {
  it('takes equivalent words and one-way synonyms, and defaults to none', () => {
    const synonyms = [
      { synonyms: ['k8s', 'kubernetes'] },
      { input: 'auth', synonyms: ['authentication'] },
    ];
    expect(validate({ synonyms }).synonyms).toEqual(synonyms);
    expect(validate({}).synonyms).toEqual([]);
  });

  it('names the option and the fix for a list of one word', () => {
    expect(() => validate({ synonyms: [{ synonyms: ['k8s'] }] })).toThrow(
      /option "synonyms" needs a "synonyms" list of at least two equivalent words/,
    );
  });
});
