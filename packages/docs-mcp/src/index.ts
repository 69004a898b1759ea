import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule, Props } from '@docusaurus/types';
import { bindPluginOptions, docusaurusCommand } from '@docs-kit/build-utils/plugin-options';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { loadFreshModule } from '@docusaurus/utils';
import { loadSpec } from '@docs-kit/openapi-loader';
import { bundleServer } from './bundle';
import { commandsFromSource } from './build-data/commands';
import { apiFromDocument } from './build-data/operations';
import { docsSearchTag, pagesFromDocs } from './build-data/pages';
import { dataFileVersion, type DocsData } from './data';
import { validateOptions, type DocsMcpInput, type DocsMcpOptions } from './options';

export { validateOptions, type DocsMcpInput, type DocsMcpOptions };

/**
 * The plugin with its options bound and checked at once: the way to list it in
 * a site's config. Options of plugins listed as `[module, options]` are copied
 * into the browser bundle with the site config; bound options (the command page
 * ids, file paths) stay on the server.
 */
export function docsMcpPluginConfig(options: DocsMcpInput): PluginModule {
  return bindPluginOptions(docsMcpPlugin, validateOptions, options);
}

const docsPluginName = 'docusaurus-plugin-content-docs';

/**
 * Writes the data file the docs MCP server reads beside the production
 * build: the docs pages in sidebar order, the resolved CLI commands and the
 * API operations. Markdown twins and the search index come from their own
 * plugins; the server reads all of them from the build directory.
 */
export default function docsMcpPlugin(context: LoadContext, options: DocsMcpOptions): Plugin {
  // The compiled server is the same for every site, so a production build starts compiling it
  // now, on rspack's own threads, rather than after the site is built.
  const bundling = docusaurusCommand() === 'build' ? bundleServer() : undefined;
  // Awaited in postBuild; a build that fails before then must not also report this.
  bundling?.catch(() => undefined);
  return {
    name: 'docs-mcp',
    async postBuild(props) {
      await Promise.all([bundling ?? bundleServer(), writeData(props)]);
    },
  };

  async function writeData({ outDir, plugins, siteConfig, i18n }: Props): Promise<void> {
    const docsPlugins = plugins.filter((plugin) => plugin.name === docsPluginName);
    const pages = docsPlugins.flatMap((plugin) => pagesFromDocs(plugin.content as LoadedContent));
    const docsTags = docsPlugins.flatMap(
      (plugin) => docsSearchTag(plugin.options.id, plugin.content as LoadedContent) ?? [],
    );

    let cli: DocsData['cli'] = null;
    if (options.cliSource) {
      const sourcePath = path.resolve(context.siteDir, options.cliSource);
      cli = commandsFromSource(await loadFreshModule(sourcePath), {
        pageIds: options.cliPageIds,
        sourceName: path.relative(context.siteDir, sourcePath),
        pagePath: options.cliPagePath ?? null,
      });
    }
    let api: DocsData['api'] = null;
    if (options.openApiFile) {
      const specPath = path.resolve(context.siteDir, options.openApiFile);
      api = apiFromDocument(await loadSpec(specPath, options.openApiFile));
    }

    const data: DocsData = {
      version: dataFileVersion,
      site: {
        title: siteConfig.title,
        url: new URL(siteConfig.baseUrl, siteConfig.url).href,
      },
      search: {
        indexFile: options.searchIndexFile,
        facetFilters: [
          [`language:${i18n.currentLocale}`],
          // 'default' is Docusaurus' DEFAULT_SEARCH_TAG: pages outside the docs.
          ['default', ...docsTags].map((tag) => `docusaurus_tag:${tag}`),
        ],
      },
      pages,
      cli,
      api,
    };
    await fs.writeFile(path.join(outDir, options.dataFile), JSON.stringify(data));
  }
}
