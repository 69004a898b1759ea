import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { TryItHelp } from './try-it/help';

export interface ApiReferenceOptions {
  /** The OpenAPI 3.1 file (YAML or JSON), relative to the site directory. */
  specFile: string;
  /** Server that code samples address and the try-it console starts with. */
  serverUrl: string;
  /**
   * What the try-it console tells a reader whose request failed: the server
   * they can start on their own machine (the console fills in this page's
   * origin and the port), and `{ title, text }` tips (`code` in backticks).
   */
  tryIt: TryItHelp;
}

/** The options a site writes in its Docusaurus config. */
export type ApiReferenceInput = {
  specFile: string;
  serverUrl?: string;
  tryIt?: TryItHelp;
};

const required = (what: string) => `api-reference: option "tryIt.localServer" needs ${what}.`;

const localServerSchema = Joi.object({
  name: Joi.string().required(),
  command: Joi.string().required(),
  commandBeforeFlags: Joi.string().required(),
  portFlag: Joi.string().required(),
  defaultPort: Joi.number().integer().min(1).max(65535).required(),
  originFlag: Joi.string().required(),
  trustedOrigins: Joi.array()
    .items(
      Joi.string()
        .uri({ scheme: ['http', 'https'] })
        .pattern(/^[^/]+\/\/[^/]+$/),
    )
    .required(),
  repository: Joi.object({
    name: Joi.string().required(),
    url: Joi.string()
      .uri({ scheme: ['https'] })
      .required(),
  }).required(),
}).messages({
  'any.required': required(
    'name, command, commandBeforeFlags, portFlag, defaultPort, originFlag, trustedOrigins and repository (its name and url)',
  ),
  'string.pattern.base': required(
    'trustedOrigins given as origins, such as "https://docs.example.com" (no path)',
  ),
  'string.uri': required('trustedOrigins as http(s) origins and repository.url as an https URL'),
  'string.uriCustomScheme': required(
    'trustedOrigins as http(s) origins and repository.url as an https URL',
  ),
});

const tryItSchema = Joi.object({
  localServer: localServerSchema,
  tips: Joi.array()
    .items(Joi.object({ title: Joi.string().required(), text: Joi.string().required() }))
    .default([])
    .messages({
      'any.required':
        'api-reference: option "tryIt.tips" must be a list of tips, each with a title and a text.',
      'array.base':
        'api-reference: option "tryIt.tips" must be a list of tips, each with a title and a text.',
    }),
}).default({ tips: [] });

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
  tryIt: tryItSchema,
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ApiReferenceInput, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(optionsSchema, options);
}
