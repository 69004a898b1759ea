import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadFreshModule } from '@docusaurus/utils';
import { generateFiles } from './generate';
import type { CliReferenceInput, CliReferenceOptions } from './options';
import { syncGeneratedFiles, type SyncResult } from './sync-files';

export { validateOptions, type CliReferenceInput, type CliReferenceOptions } from './options';

/** The plugin's entry for a Docusaurus config's `plugins`, its options type-checked. */
export function cliReferencePluginConfig(options: CliReferenceInput): [string, CliReferenceInput] {
  return ['@toolhive-docs/cli-reference', options];
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
): Promise<Plugin> {
  const sourcePath = path.resolve(context.siteDir, options.source);
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  const sourceName = path.relative(context.siteDir, sourcePath);

  const regenerate = async (): Promise<SyncResult> => {
    const source = await loadFreshModule(sourcePath);
    const files = generateFiles(source, { ...options, sourceName });
    return syncGeneratedFiles(outputDir, files);
  };
  await regenerate();

  return {
    name: 'cli-reference',
    getPathsToWatch() {
      return [sourcePath];
    },
    // Runs again when the source changes in development; the docs plugin then
    // sees the rewritten pages and reloads them.
    async loadContent() {
      await regenerate();
    },
  };
}
