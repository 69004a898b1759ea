import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { loadFreshModule } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';
import { generateFiles } from './generate';
import { syncGeneratedFiles, type SyncResult } from './sync-files';

export interface CliReferenceOptions {
  /** Module whose default export is the source; relative paths start at the site directory. */
  source: string;
  /** Folder of the generated pages, relative to the site directory. */
  outputDir: string;
  /** The page ids the site expects; every command needs one and every id needs a command. */
  pageIds: string[];
  categoryLabel: string;
  categoryPosition: number;
}

const optionsSchema = Joi.object<CliReferenceOptions>({
  source: Joi.string().required().messages({
    'any.required':
      'cli-reference: option "source" is required: give the module that default-exports the commands, such as "src/data/commands.ts".',
  }),
  outputDir: Joi.string()
    .pattern(/^(?!\/)(?!.*\.\.)[\w./-]+$/)
    .default('docs/toolhive/reference/cli')
    .messages({
      'string.pattern.base':
        'cli-reference: option "outputDir" must be a folder inside the site directory, such as "docs/toolhive/reference/cli".',
    }),
  pageIds: Joi.array()
    .items(
      Joi.string()
        .pattern(/^[a-z][a-z0-9-]*(_[a-z0-9][a-z0-9-]*)*$/)
        .messages({
          'string.pattern.base':
            'cli-reference: option "pageIds" holds {#value}, which is not a page id; write command paths with underscores, such as "thv_config_set-ca-cert".',
        }),
    )
    .min(1)
    .unique()
    .required()
    .messages({
      'any.required':
        'cli-reference: option "pageIds" is required: list the command pages the site must have, such as specCliPageIds.',
      'array.unique': 'cli-reference: option "pageIds" lists {#value} twice.',
    }),
  categoryLabel: Joi.string().default('CLI reference'),
  categoryPosition: Joi.number().integer().min(0).default(3),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<CliReferenceOptions, CliReferenceOptions>): CliReferenceOptions {
  return validate(optionsSchema, options);
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
    name: 'toolhive-cli-reference',
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

// Docusaurus looks for validateOptions on a plugin function passed directly in the config.
cliReferencePlugin.validateOptions = validateOptions;
