import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { loadSpec } from '@toolhive-docs/openapi-loader';
import { buildModel } from './model/build-model';
import type { ApiModel, TocEntry } from './model/types';
import { buildToc } from './toc';

export interface ApiReferenceOptions {
  /** The OpenAPI 3.1 file (YAML or JSON), relative to the site directory. */
  specFile: string;
  /** Server that code samples address and the try-it console starts with. */
  serverUrl: string;
}

interface ApiReferenceContent {
  model: ApiModel;
  toc: TocEntry[];
}

const optionsSchema = Joi.object<ApiReferenceOptions>({
  specFile: Joi.string()
    .pattern(/\.(ya?ml|json)$/)
    .default('static/api-specs/toolhive-api.yaml')
    .messages({
      'string.pattern.base':
        'api-reference: option "specFile" must name a .yaml, .yml or .json file, such as "static/api-specs/toolhive-api.yaml".',
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
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ApiReferenceOptions, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(optionsSchema, options);
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
    name: 'toolhive-api-reference',
    getPathsToWatch() {
      return [specPath];
    },
    async loadContent() {
      const document = await loadSpec(specPath, specPath);
      const model = buildModel(document, { serverUrl: options.serverUrl, file: specPath });
      return { model, toc: buildToc(model) };
    },
    async contentLoaded({ content, actions }) {
      generated.model = await actions.createData('model.json', JSON.stringify(content.model));
      generated.toc = await actions.createData('toc.json', JSON.stringify(content.toc));
    },
    configureWebpack(_config, isServer) {
      // Development has no server rendering, so the browser renders the full reference there.
      const renderInBrowser = process.env.NODE_ENV !== 'production';
      const body = isServer || renderInBrowser ? 'ApiReferenceBody.tsx' : 'ApiReferenceIsland.tsx';
      return {
        resolve: {
          alias: {
            '@toolhive-docs/api-reference/body$': path.join(componentsDir, body),
            '@toolhive-docs/api-reference/generated/model$': generated.model,
            '@toolhive-docs/api-reference/generated/toc$': generated.toc,
          },
        },
      };
    },
  };
}

// Docusaurus looks for validateOptions on a plugin function passed directly in the config.
apiReferencePlugin.validateOptions = validateOptions;
