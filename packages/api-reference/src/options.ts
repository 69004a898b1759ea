import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { TryItTip } from './model/types';

export interface ApiReferenceOptions {
  /** The OpenAPI 3.1 file (YAML or JSON), relative to the site directory. */
  specFile: string;
  /** Server that code samples address and the try-it console starts with. */
  serverUrl: string;
  /**
   * Advice the try-it console gives when a request gets no answer, such as
   * how to start the API's server; `code` goes in backticks. Shown before the
   * console's own advice to check the URL.
   */
  tryItTips: TryItTip[];
}

/** The options a site writes in its Docusaurus config. */
export type ApiReferenceInput = {
  specFile: string;
  serverUrl?: string;
  tryItTips?: TryItTip[];
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
  tryItTips: Joi.array()
    .items(Joi.object({ title: Joi.string().required(), text: Joi.string().required() }))
    .default([])
    .messages({
      'object.base':
        'api-reference: option "tryItTips" holds {#value}; give each tip as an object with a title and a text.',
    }),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ApiReferenceInput, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(optionsSchema, options);
}
