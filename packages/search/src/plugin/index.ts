import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { AllContent, LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import logger from '@docusaurus/logger';
import { writeFileAtomic } from '@docs-kit/build-utils/files';
import { htmlFileForRoute } from '@docs-kit/build-utils/routes';
import { recordsFromPage } from '../indexing/html-indexer';
import { fragmentIndex } from '../indexing/fragments';
import type { DocsRecordCache } from '../indexing/dev-index';
import type { ModalOptions, SearchIndexFile, SearchRecord, SiteSearchConfig } from '../wire';
import {
  SEARCH_PAGE_ROUTE,
  validateOptions,
  type SearchPluginInput,
  type SearchPluginOptions,
} from './options';

export { validateOptions, type SearchPluginInput, type SearchPluginOptions } from './options';

/** The plugin's name, under which the theme reads its global data. */
export const PLUGIN_NAME = 'docs-search';

export type { SearchPageKind, SearchSynonym } from '../wire';

/**
 * What the plugin gives its sibling plugins (never the browser): the index
 * file it writes into every production build, offline or hosted alike.
 */
export interface SearchPluginContent {
  indexFile: string;
}

/**
 * The module the theme imports as `@docs-kit/search/backend`: a
 * generated file that re-exports the one backend of this build. Aliasing
 * the backend file itself would not do: Rspack's persistent cache keeps the
 * resolution of the previous build, whatever its mode. A file whose content
 * changes with the mode is rebuilt.
 */
const backendEntry = (mode: SiteSearchConfig['mode']) =>
  `export { createSearchBackend } from ${JSON.stringify(path.resolve(__dirname, '../backends', `${mode}.ts`))};\n`;

/**
 * Characters past Latin-1 written as `\u` escapes: one such character makes
 * the whole text of the file a string of two bytes a character when a reader
 * (the docs MCP server, a browser) parses it, twice the memory of the index.
 */
const asLatin1Json = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u0100-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The index's brotli size, over-estimated: quality 5 takes a fraction of a
 * second where quality 11 (a CDN's, for static files) takes seconds on a
 * large index, and comes out about 15% larger, so an index near the budget
 * is split a little early rather than sent whole over it.
 */
const brotliEstimate = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

/**
 * Writes the index as one file, or, when its brotli size is over
 * `wholeIndexBudget`, as fragments (`indexing/fragments.ts`): then `file`
 * holds their manifest, which names the whole index written beside it for
 * readers that load it at once (a server, an upload).
 */
async function writeIndex(
  dir: string,
  file: string,
  records: SearchRecord[],
  options: Pick<SearchPluginOptions, 'synonyms' | 'fillerWords' | 'pageKinds'> & {
    wholeIndexBudget: number;
  },
): Promise<void> {
  const { synonyms, fillerWords, pageKinds } = options;
  const index: SearchIndexFile = { version: 1, records, synonyms, fillerWords, pageKinds };
  const text = asLatin1Json(index);
  // The dev server never serves half a file.
  if (options.wholeIndexBudget === Infinity || brotliEstimate(text) <= options.wholeIndexBudget) {
    await writeFileAtomic(path.join(dir, file), text);
    return;
  }
  const name = file.replace(/\.json$/, '');
  const whole = `${name}.whole.json`;
  await writeFileAtomic(path.join(dir, whole), text);
  const { manifest, files } = fragmentIndex(index, { whole, folder: name }, asLatin1Json);
  for (const [fragment, content] of files) {
    await writeFileAtomic(path.join(dir, manifest.fragments, fragment), content);
  }
  await writeFileAtomic(path.join(dir, file), asLatin1Json(manifest));
}

/**
 * The plugin with its options checked now and bound: the way to list it in a
 * site's config. Bound options stay in the build; a `[module, options]` entry
 * would copy them into every page's JavaScript.
 */
export function searchPluginConfig(options: SearchPluginInput): PluginModule {
  return bindPluginOptions(searchPlugin, validateOptions, options);
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const config: SiteSearchConfig = options.algolia
    ? { mode: 'hosted', ...options.algolia }
    : {
        mode: 'offline',
        indexName: options.indexName,
        indexUrl: `${context.baseUrl}${options.indexFile}`,
      };
  const modalOptions: ModalOptions = { newIssueUrl: options.newIssueUrl ?? null };
  const searchPagePath = `${context.baseUrl}${SEARCH_PAGE_ROUTE}`;
  const excludeRoutes = [searchPagePath, ...options.excludeRoutes];
  // `npm start` has no built HTML to index: the dev server serves an index
  // made from the docs' Markdown instead, rebuilt whenever the docs reload.
  const devIndexDir =
    options.devIndex && config.mode === 'offline'
      ? path.join(context.generatedFilesDir, `${PLUGIN_NAME}-dev-index`)
      : null;
  const devIndexCache: DocsRecordCache = new Map();
  let backendFile: string | undefined;
  let modalOptionsFile: string | undefined;
  let devIndexBuilds = 0;

  async function buildDevIndex(
    devIndexDir: string,
    allContent: AllContent,
    build: number,
  ): Promise<void> {
    const started = performance.now();
    try {
      // Loaded here so production builds never load the Markdown parser.
      const { recordsFromDocsSource } = await import('../indexing/dev-index');
      const records = await recordsFromDocsSource({
        allContent,
        siteDir: context.siteDir,
        excludeRoutes,
        sectionLabel: options.sectionLabel,
        cache: devIndexCache,
        onError: (file, error) =>
          logger.warn(`search: left ${file} out of the dev search index: ${String(error)}`),
        onUnplacedKeyword: (file, keyword) => logger.warn(unplacedKeyword(file, keyword)),
      });
      // Docs reloaded again meanwhile: the newer build writes the index.
      if (build !== devIndexBuilds) return;
      // The dev server's index stays whole: it is rebuilt after every edit.
      await writeIndex(devIndexDir, options.indexFile, records, {
        ...options,
        wholeIndexBudget: Infinity,
      });
      const took = Math.round(performance.now() - started);
      logger.info(
        `search: dev index of ${records.length} records from the docs' Markdown in ${took} ms`,
      );
    } catch (error) {
      // Search must never stop the dev server from reloading the docs.
      logger.error(`search: the dev search index was not rebuilt: ${String(error)}`);
    }
  }

  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.resolve(__dirname, '../theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, '../theme');
    },
    configureWebpack(_webpackConfig, isServer) {
      return {
        resolve: {
          alias: {
            '@docs-kit/search/backend$': backendFile!,
            '@docs-kit/search/modal-options$': modalOptionsFile!,
          },
        },
        ...(devIndexDir &&
          !isServer && {
            devServer: {
              static: [{ directory: devIndexDir, publicPath: context.baseUrl, watch: false }],
            },
          }),
      };
    },
    async loadContent(): Promise<SearchPluginContent> {
      return { indexFile: options.indexFile };
    },
    async contentLoaded({ actions }) {
      backendFile = await actions.createData('backend.js', backendEntry(config.mode));
      modalOptionsFile = await actions.createData(
        'modal-options.json',
        JSON.stringify(modalOptions),
      );
      actions.setGlobalData(config);
      actions.addRoute({
        path: searchPagePath,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    allContentLoaded({ allContent }) {
      if (!devIndexDir) return;
      devIndexBuilds += 1;
      const build = devIndexBuilds;
      // Not awaited: the dev server starts compiling the pages while the index is made (it is
      // written well before the first compile ends), instead of after it.
      void buildDevIndex(devIndexDir, allContent, build);
    },
    async postBuild({ outDir, routesPaths }) {
      const started = performance.now();
      const indexed = routesPaths.filter(
        (route) => !excludeRoutes.some((excluded) => route.startsWith(excluded)),
      );
      const records = [];
      const unplaced: string[] = [];
      for (const route of indexed) {
        const html = await readFile(
          htmlFileForRoute(outDir, route, context.siteConfig),
          'utf8',
        ).catch(() => null);
        if (html === null || route === '/404.html') continue;
        records.push(
          ...recordsFromPage({
            html,
            url: route,
            sectionLabel: options.sectionLabel,
            onUnplacedKeyword: (keyword) => unplaced.push(unplacedKeyword(route, keyword)),
          }),
        );
      }
      // A reader's phrase that reaches no section is a mistake the writer must see.
      if (unplaced.length > 0) throw new Error(unplaced.join('\n'));
      // Written in hosted builds too: `npm run search:upload` sends it to Algolia.
      await writeIndex(outDir, options.indexFile, records, options);
      const took = Math.round(performance.now() - started);
      logger.info(`search: ${records.length} records from ${indexed.length} pages in ${took} ms`);
    },
  };
}

function unplacedKeyword(page: string, keyword: string): string {
  return `search: the keyword "${keyword}" of ${page} points at no heading of the page. Point it at a heading's id (the part of its URL after #), or leave out "#…" to give it to the page.`;
}
