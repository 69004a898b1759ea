import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import { loadSpec } from '@docs-kit/openapi-loader';
import { buildModel } from './model/build-model';
import type { ApiModel, TocEntry, TryItTip } from './model/types';
import { validateOptions, type ApiReferenceInput, type ApiReferenceOptions } from './options';
import { buildToc } from './toc';
import { API_REFERENCE_PLUGIN_NAME } from './plugin-name';

export { validateOptions, type ApiReferenceInput, type ApiReferenceOptions } from './options';

/**
 * The plugin with its options checked now and bound: the way to list it in a
 * site's config. Bound options stay in the build; a `[module, options]` entry
 * would copy them into every page's JavaScript.
 */
export function apiReferencePluginConfig(options: ApiReferenceInput): PluginModule {
  return bindPluginOptions(apiReferencePlugin, validateOptions, options);
}

interface ApiReferenceContent {
  model: ApiModel;
  toc: TocEntry[];
}

async function readTryItTips(file: string): Promise<TryItTip[]> {
  const tips = JSON.parse(await readFile(file, 'utf8')) as unknown;
  const valid =
    Array.isArray(tips) &&
    tips.every((tip) => typeof tip?.title === 'string' && typeof tip?.text === 'string');
  if (!valid) {
    throw new Error(
      `api-reference: ${file} (option "tryItTipsFile") must hold an array of { "title", "text" } objects.`,
    );
  }
  return tips;
}

const componentsDir = path.join(__dirname, 'components');

/**
 * Renders an OpenAPI 3.1 file into the API reference at build time. It
 * validates and bundles the file, builds a view model and hands it to the
 * server bundle only: the browser gets the rendered HTML, the table of
 * contents and a small script for copy buttons and try-it panels, never the
 * model or the renderer (see README, "How the page stays light").
 */

export default async function apiReferencePlugin(
  context: LoadContext,
  options: ApiReferenceOptions,
): Promise<Plugin<ApiReferenceContent>> {
  const specPath = path.resolve(context.siteDir, options.specFile);
  const generated = { model: '', toc: '' };

  return {
    name: API_REFERENCE_PLUGIN_NAME,
    getPathsToWatch() {
      return [specPath];
    },
    async loadContent() {
      const document = await loadSpec(specPath, specPath, 'the plugin\'s "specFile" option');
      const model = buildModel(document, {
        serverUrl: options.serverUrl,
        file: specPath,
        tryItTips: options.tryItTipsFile
          ? await readTryItTips(path.resolve(context.siteDir, options.tryItTipsFile))
          : [],
      });
      return { model, toc: buildToc(model) };
    },
    async contentLoaded({ content, actions }) {
      generated.model = await actions.createData('model.json', JSON.stringify(content.model));
      generated.toc = await actions.createData('toc.json', JSON.stringify(content.toc));
    },
    configureWebpack(config, isServer) {
      // Development has no server rendering, so the browser renders the full reference there.
      const renderInBrowser = config.mode !== 'production';
      const body = isServer || renderInBrowser ? 'ApiReferenceBody.tsx' : 'ApiReferenceIsland.tsx';
      return {
        resolve: {
          alias: {
            '@docs-kit/api-reference/body$': path.join(componentsDir, body),
            '@docs-kit/api-reference/generated/model$': generated.model,
            '@docs-kit/api-reference/generated/toc$': generated.toc,
          },
        },
      };
    },
  };
}
