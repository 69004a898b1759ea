import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export interface DocsMcpOptions {
  /** The file the plugin writes into the build for the server: a plain `.json` name. */
  dataFile: string;
}

/** The options as a site writes them: everything with a default may be left out. */
export type DocsMcpInput = Partial<DocsMcpOptions>;

const optionsSchema = Joi.object<DocsMcpOptions>({
  dataFile: Joi.string()
    .pattern(/^[\w.-]+\.json$/)
    .default('docs-mcp.json')
    .messages({
      'string.pattern.base':
        'docs-mcp: option "dataFile" must be a plain file name ending in .json, such as "docs-mcp.json".',
    }),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<DocsMcpInput, DocsMcpOptions>): DocsMcpOptions {
  return validate(optionsSchema, options);
}
