import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { recordsFromPage } from './indexer';
import type { SearchIndexFile } from './types';

export interface SearchPluginOptions {
  /** Where the index is written in the build and fetched from, relative to baseUrl. */
  indexFile: string;
  /** Route paths that never enter the index (prefix match). */
  excludeRoutes: string[];
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
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SearchPluginOptions, SearchPluginOptions>): SearchPluginOptions {
  return validate(optionsSchema, options);
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const indexUrl = `${context.baseUrl}${options.indexFile}`;
  return {
    name: 'toolhive-search',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({ actions }) {
      actions.setGlobalData({ indexUrl });
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@theme/SearchPage',
        exact: true,
      });
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
      const index: SearchIndexFile = { version: 1, records };
      await writeFile(path.join(outDir, options.indexFile), JSON.stringify(index));
    },
  };
}

// Docusaurus looks for validateOptions on a plugin function passed directly in the config.
searchPlugin.validateOptions = validateOptions;
