import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export interface DocsMcpOptions {
  /** The file the plugin writes into the build for the server: a plain `.json` name. */
  dataFile: string;
  /** The search index file the search plugin writes into the build. */
  searchIndexFile: string;
  /** The CLI reference source (a module whose default export is the source), relative to the site directory; none to serve no CLI. */
  cliSource?: string;
  /** The command page ids the CLI reference expects (its `pageIds` option). */
  cliPageIds: string[];
  /** URL path under which the CLI reference has one page per command id. */
  cliPagePath?: string;
  /** The OpenAPI 3.1 file, relative to the site directory; none to serve no API. */
  openApiFile?: string;
}

/** The options as a site writes them: everything with a default may be left out. */
export type DocsMcpInput = Partial<DocsMcpOptions>;

const jsonFileName = (option: string, example: string) =>
  Joi.string()
    .pattern(/^[\w.-]+\.json$/)
    .messages({
      'string.pattern.base': `docs-mcp: option "${option}" must be a plain file name ending in .json, such as "${example}".`,
    });

const optionsSchema = Joi.object<DocsMcpOptions>({
  dataFile: jsonFileName('dataFile', 'docs-mcp.json').default('docs-mcp.json'),
  searchIndexFile: jsonFileName('searchIndexFile', 'search-index.json').default(
    'search-index.json',
  ),
  cliSource: Joi.string(),
  cliPageIds: Joi.array().items(Joi.string()).default([]),
  cliPagePath: Joi.string()
    .pattern(/^\/[\w/-]*$/)
    .messages({
      'string.pattern.base':
        'docs-mcp: option "cliPagePath" must be a URL path starting with a slash, such as "/docs/reference/cli".',
    }),
  openApiFile: Joi.string()
    .pattern(/\.(ya?ml|json)$/)
    .messages({
      'string.pattern.base':
        'docs-mcp: option "openApiFile" must name a .yaml, .yml or .json file, such as "static/openapi.yaml".',
    }),
}).and('cliSource', 'cliPagePath');

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<DocsMcpInput, DocsMcpOptions>): DocsMcpOptions {
  return validate(optionsSchema, options);
}
