import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

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

/** The options a site writes in its Docusaurus config. */
export type CliReferenceInput = {
  source: string;
  outputDir: string;
  pageIds: string[];
  categoryLabel?: string;
  categoryPosition?: number;
};

const optionsSchema = Joi.object<CliReferenceOptions>({
  source: Joi.string().required().messages({
    'any.required':
      'cli-reference: option "source" is required: give the module that default-exports the commands, such as "src/data/commands.ts".',
  }),
  outputDir: Joi.string()
    .pattern(/^(?!\/)(?!.*\.\.)[\w./-]+$/)
    .required()
    .messages({
      'string.pattern.base':
        'cli-reference: option "outputDir" must be a folder inside the site directory, such as "docs/reference/cli".',
      'any.required':
        'cli-reference: option "outputDir" is required: give the docs folder that receives the pages, such as "docs/reference/cli".',
    }),
  pageIds: Joi.array()
    .items(
      Joi.string()
        .pattern(/^[a-z][a-z0-9-]*(_[a-z0-9][a-z0-9-]*)*$/)
        .messages({
          'string.pattern.base':
            'cli-reference: option "pageIds" holds {#value}, which is not a page id; write command paths with underscores, such as "git_remote_set-url".',
        }),
    )
    .min(1)
    .unique()
    .required()
    .messages({
      'any.required':
        'cli-reference: option "pageIds" is required: list the command pages the site must have, such as ["git", "git_remote"].',
      'array.unique': 'cli-reference: option "pageIds" lists {#value} twice.',
    }),
  categoryLabel: Joi.string().default('CLI reference'),
  categoryPosition: Joi.number().integer().min(0).default(3),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<CliReferenceInput, CliReferenceOptions>): CliReferenceOptions {
  return validate(optionsSchema, options);
}
