import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import logger from '@docusaurus/logger';
import { Joi } from '@docusaurus/utils-validation';
import { algoliaOptionsFromEnv, DEFAULT_INDEX_NAME, type AlgoliaOptions } from '../algolia-env';
import { recordsFromPage } from '../indexing/html-indexer';
import type { DocsRecordCache } from '../indexing/dev-index';
import type { SearchIndexFile, SearchRecord, SiteSearchConfig } from '../wire';

export interface SearchPluginOptions {
  /** Where the index is written in the build and fetched from, relative to baseUrl. */
  indexFile: string;
  /** Route paths that never enter the index (prefix match). */
  excludeRoutes: string[];
  /**
   * Hosted Algolia search instead of the offline engine. Taken from the
   * ALGOLIA_* environment variables unless given here.
   */
  algolia?: AlgoliaOptions;
}

const optionsSchema = Joi.object<SearchPluginOptions>({
  indexFile: Joi.string()
    .pattern(/^[\w.-]+\.json$/)
    .default('search-index.json')
    .messages({
      'string.pattern.base':
        'search: option "indexFile" must be a plain file name ending in .json, such as "search-index.json".',
    }),
  excludeRoutes: Joi.array().items(Joi.string().pattern(/^\//)).default(['/search', '/e2e/']),
  algolia: Joi.object({
    appId: Joi.string().required(),
    apiKey: Joi.string().required(),
    indexName: Joi.string().default(DEFAULT_INDEX_NAME),
  }),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SearchPluginOptions, SearchPluginOptions>): SearchPluginOptions {
  return validate(optionsSchema, { algolia: algoliaOptionsFromEnv(process.env), ...options });
}

/**
 * The module the theme imports as `@toolhive-docs/search/backend`: a
 * generated file that re-exports the one backend of this build. Aliasing
 * the backend file itself would not do: Rspack's persistent cache keeps the
 * resolution of the previous build, whatever its mode. A file whose content
 * changes with the mode is rebuilt.
 */
const backendEntry = (mode: SiteSearchConfig['mode']) =>
  `export { createSearchBackend } from ${JSON.stringify(path.resolve(__dirname, '../backends', `${mode}.ts`))};\n`;

let writes = 0;

async function writeIndex(dir: string, file: string, records: SearchRecord[]): Promise<void> {
  const index: SearchIndexFile = { version: 1, records };
  const target = path.join(dir, file);
  // Written aside and renamed, so the dev server never serves half a file.
  writes += 1;
  const partial = `${target}.${process.pid}-${writes}.partial`;
  await mkdir(dir, { recursive: true });
  await writeFile(partial, JSON.stringify(index));
  await rename(partial, target);
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const config: SiteSearchConfig = options.algolia
    ? { mode: 'hosted', ...options.algolia }
    : {
        mode: 'offline',
        indexName: DEFAULT_INDEX_NAME,
        indexUrl: `${context.baseUrl}${options.indexFile}`,
      };
  // `npm start` has no built HTML to index: the dev server serves an index
  // made from the docs' Markdown instead, rebuilt whenever the docs reload.
  const devIndexDir =
    process.env.NODE_ENV === 'development' && config.mode === 'offline'
      ? path.join(context.generatedFilesDir, 'toolhive-search-dev-index')
      : null;
  const devIndexCache: DocsRecordCache = new Map();
  let backendFile: string | undefined;
  let devIndexBuilds = 0;

  return {
    name: 'toolhive-search',
    getThemePath() {
      return path.resolve(__dirname, '../theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, '../theme');
    },
    configureWebpack(_webpackConfig, isServer) {
      return {
        resolve: { alias: { '@toolhive-docs/search/backend$': backendFile! } },
        ...(devIndexDir &&
          !isServer && {
            devServer: {
              static: [{ directory: devIndexDir, publicPath: context.baseUrl, watch: false }],
            },
          }),
      };
    },
    async contentLoaded({ actions }) {
      backendFile = await actions.createData('backend.js', backendEntry(config.mode));
      actions.setGlobalData(config);
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async allContentLoaded({ allContent }) {
      if (!devIndexDir) return;
      devIndexBuilds += 1;
      const build = devIndexBuilds;
      const started = performance.now();
      try {
        // Loaded here so production builds never load the Markdown parser.
        const { recordsFromDocsSource } = await import('../indexing/dev-index');
        const records = await recordsFromDocsSource({
          allContent,
          siteDir: context.siteDir,
          excludeRoutes: options.excludeRoutes,
          cache: devIndexCache,
          onError: (file, error) =>
            logger.warn(`search: left ${file} out of the dev search index: ${String(error)}`),
        });
        // Docs reloaded again meanwhile: the newer build writes the index.
        if (build !== devIndexBuilds) return;
        await writeIndex(devIndexDir, options.indexFile, records);
        const took = Math.round(performance.now() - started);
        logger.info(
          `search: dev index of ${records.length} records from the docs' Markdown in ${took} ms`,
        );
      } catch (error) {
        // Search must never stop the dev server from reloading the docs.
        logger.error(`search: the dev search index was not rebuilt: ${String(error)}`);
      }
    },
    async postBuild({ outDir, routesPaths }) {
      const indexed = routesPaths.filter(
        (route) => !options.excludeRoutes.some((excluded) => route.startsWith(excluded)),
      );
      const records = [];
      for (const route of indexed) {
        const file = route.endsWith('.html')
          ? path.join(outDir, route)
          : path.join(outDir, route, 'index.html');
        const html = await readFile(file, 'utf8').catch(() => null);
        if (html === null || route === '/404.html') continue;
        records.push(...recordsFromPage({ html, url: route }));
      }
      // Written in hosted builds too: `npm run search:upload` sends it to Algolia.
      await writeIndex(outDir, options.indexFile, records);
    },
  };
}

// Docusaurus looks for validateOptions on a plugin function passed directly in the config.
searchPlugin.validateOptions = validateOptions;
