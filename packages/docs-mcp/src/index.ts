import path from 'node:path';
import type { LoadContext, LoadedPlugin, Plugin, PluginModule, Props } from '@docusaurus/types';
import logger from '@docusaurus/logger';
import { writeFileAtomic } from '@docs-kit/build-utils/files';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import { apiModelFromContent } from '@docs-kit/api-reference/markdown';
import { cliModelFromContent } from '@docs-kit/cli-reference/model';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { PLUGIN_NAME as SEARCH_PLUGIN_NAME, type SearchPluginContent } from '@docs-kit/search';
import { commandsFromModel } from './build-data/commands';
import { docsSearchTag, pagesFromDocs } from './build-data/pages';
import { dataFileVersion, type DocsData } from './data';
import { validateOptions, type DocsMcpInput, type DocsMcpOptions } from './options';

export { validateOptions, type DocsMcpInput, type DocsMcpOptions };

/**
 * The plugin with its options bound and checked at once: the way to list it in
 * a site's config. Options of plugins listed as `[module, options]` are copied
 * into the browser bundle with the site config; bound options stay on the server.
 */
export function docsMcpPluginConfig(options: DocsMcpInput = {}): PluginModule {
  return bindPluginOptions(docsMcpPlugin, validateOptions, options);
}

const docsPluginName = 'docusaurus-plugin-content-docs';

/** Every plugin's loaded content by name and id, as `allContent` has it. */
function contentByName(plugins: readonly LoadedPlugin[]): Record<string, Record<string, unknown>> {
  const all: Record<string, Record<string, unknown>> = {};
  for (const plugin of plugins) {
    (all[plugin.name] ??= {})[plugin.options.id ?? 'default'] = plugin.content;
  }
  return all;
}

/** The index file the search plugin writes into the build, hosted search builds included. */
function searchIndexFile(plugins: readonly LoadedPlugin[]): string | null {
  const content = plugins.find((plugin) => plugin.name === SEARCH_PLUGIN_NAME)?.content as
    SearchPluginContent | undefined;
  return content?.indexFile ?? null;
}

/**
 * Writes the data file the docs MCP server reads beside the production
 * build, from what the sibling plugins loaded: the docs pages in sidebar
 * order (the docs plugin), the commands the CLI reference pages were made
 * from, and the model the API reference page was rendered from. The
 * Markdown twins and the search index come from their own plugins; the
 * server reads all of them from the build directory.
 */
export default function docsMcpPlugin(_context: LoadContext, options: DocsMcpOptions): Plugin {
  return {
    name: 'docs-mcp',
    async postBuild({ outDir, plugins, siteConfig, i18n }: Props): Promise<void> {
      const started = performance.now();
      const docsPlugins = plugins.filter((plugin) => plugin.name === docsPluginName);
      const docsContents = docsPlugins.map((plugin) => plugin.content as LoadedContent);
      const pages = docsContents.flatMap(pagesFromDocs);
      const docsTags = docsPlugins.flatMap(
        (plugin) => docsSearchTag(plugin.options.id, plugin.content as LoadedContent) ?? [],
      );
      const allContent = contentByName(plugins);
      const cliModel = cliModelFromContent(allContent);
      const indexFile = searchIndexFile(plugins);
      if (indexFile === null) {
        logger.warn(
          'docs-mcp: the site lists no search plugin, so the server offers no search_docs.',
        );
      }

      const data: DocsData = {
        version: dataFileVersion,
        site: {
          title: siteConfig.title,
          url: new URL(siteConfig.baseUrl, siteConfig.url).href,
        },
        search: indexFile
          ? {
              indexFile,
              facetFilters: [
                [`language:${i18n.currentLocale}`],
                // 'default' is Docusaurus' DEFAULT_SEARCH_TAG: pages outside the docs.
                ['default', ...docsTags].map((tag) => `docusaurus_tag:${tag}`),
              ],
            }
          : null,
        pages,
        cli: cliModel ? commandsFromModel(cliModel, docsContents) : null,
        api: apiModelFromContent(allContent) ?? null,
      };
      await writeFileAtomic(path.join(outDir, options.dataFile), JSON.stringify(data));
      const took = Math.round(performance.now() - started);
      logger.info(`docs-mcp: ${options.dataFile} with ${pages.length} pages in ${took} ms`);
    },
  };
}
