import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export interface ApiReferenceOptions {
  /** The OpenAPI 3.1 file (YAML or JSON), relative to the site directory. */
  specFile: string;
  /** Server that code samples address and the try-it console starts with. */
  serverUrl: string;
  /**
   * A JSON file of `{ title, text }` advice the try-it console gives when a
   * request gets no answer (`code` in backticks), relative to the site
   * directory. A file rather than the values: Docusaurus copies plugin
   * options into every page's JavaScript.
   */
  tryItTipsFile?: string;
}

/** The options a site writes in its Docusaurus config. */
export type ApiReferenceInput = {
  specFile: string;
  serverUrl?: string;
  tryItTipsFile?: string;
};

const optionsSchema = Joi.object<ApiReferenceOptions>({
  specFile: Joi.string()
    .pattern(/\.(ya?ml|json)$/)
    .required()
    .messages({
      'string.pattern.base':
        'api-reference: option "specFile" must name a .yaml, .yml or .json file, such as "static/openapi.yaml".',
      'any.required':
        'api-reference: option "specFile" is required: give the OpenAPI 3.1 file, relative to the site directory, such as "static/openapi.yaml".',
    }),
  serverUrl: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:8080')
    .messages({
      'string.uri':
        'api-reference: option "serverUrl" must be an http or https URL, such as "http://localhost:8080".',
      'string.uriCustomScheme':
        'api-reference: option "serverUrl" must be an http or https URL, such as "http://localhost:8080".',
    }),
  tryItTipsFile: Joi.string()
    .pattern(/\.json$/)
    .messages({
      'string.pattern.base':
        'api-reference: option "tryItTipsFile" must name a .json file of tips (each with a title and a text), relative to the site directory.',
    }),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ApiReferenceInput, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(optionsSchema, options);
}
