import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import { loadFreshModule } from '@docusaurus/utils';
import { generateReference } from './generate';
import { CLI_REFERENCE_PLUGIN_NAME } from './model';
import type { CliModel } from './types';
import { validateOptions, type CliReferenceInput, type CliReferenceOptions } from './options';
import { syncGeneratedFiles, type SyncResult } from './sync-files';

export { validateOptions, type CliReferenceInput, type CliReferenceOptions } from './options';

/**
 * The plugin with its options checked now and bound: the way to list it in a
 * site's config. Bound options stay in the build; a `[module, options]` entry
 * would copy them into every page's JavaScript.
 */
export function cliReferencePluginConfig(options: CliReferenceInput): PluginModule {
  return bindPluginOptions(cliReferencePlugin, validateOptions, options);
}

/**
 * Writes one Markdown page per command into the docs folder, where the docs
 * plugin picks them up like any hand-written page. The pages are written when
 * the plugin is created, before any plugin loads content, and again whenever
 * the source changes under `docusaurus start`.
 */
export default async function cliReferencePlugin(
  context: LoadContext,
  options: CliReferenceOptions,
): Promise<Plugin<CliModel>> {
  const sourcePath = path.resolve(context.siteDir, options.source);
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  const sourceName = path.relative(context.siteDir, sourcePath);

  const regenerate = async (): Promise<{ model: CliModel; sync: SyncResult }> => {
    const source = await loadFreshModule(sourcePath);
    const { files, model } = generateReference(source, { ...options, sourceName });
    return { model, sync: await syncGeneratedFiles(outputDir, files) };
  };
  await regenerate();

  return {
    name: CLI_REFERENCE_PLUGIN_NAME,
    getPathsToWatch() {
      return [sourcePath];
    },
    // Runs again when the source changes in development; the docs plugin then
    // sees the rewritten pages and reloads them. The content is the model the
    // pages were made from, for the plugins that read the commands too.
    async loadContent() {
      return (await regenerate()).model;
    },
  };
}
