import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import { Joi } from '@docusaurus/utils-validation';

export interface GoogleTagOptions {
  /** Google tag (GA4) measurement id, e.g. `G-XXXXXXX`. */
  tagId: string;
  /** Off in development, so local page views never reach the property. */
  enabled: boolean;
}

/** The options the site's config writes. */
export type GoogleTagInput = { tagId: string; enabled?: boolean };

/**
 * The plugin with its options checked now and bound: the way to list it in the
 * config, so the options stay out of every page's JavaScript.
 */
export function googleTagPluginConfig(options: GoogleTagInput): PluginModule {
  return bindPluginOptions(googleTagPlugin, validateOptions, options);
}

const optionsSchema = Joi.object<GoogleTagOptions>({
  tagId: Joi.string()
    .pattern(/^(G|GT|AW|DC)-[A-Z0-9]+$/)
    .required()
    .messages({
      'string.pattern.base':
        'google-tag: option "tagId" must look like "G-XXXXXXX". Set GOOGLE_TAG_ID to your measurement id.',
      'any.required':
        'google-tag: option "tagId" is required. Set GOOGLE_TAG_ID to your measurement id.',
    }),
  enabled: Joi.boolean().default(true),
});

/**
 * Reports page views, and the searches readers make, to the Google tag with
 * IP anonymisation.
 *
 * Docusaurus' own gtag plugin writes the measurement id into an inline
 * script, whose hash would then change with every deployment's environment
 * and break the committed Content-Security-Policy. This plugin passes the id
 * through global data instead and keeps every script external.
 */
export default function googleTagPlugin(
  _context: LoadContext,
  options: GoogleTagOptions,
): Plugin | null {
  if (!options.enabled) {
    return null;
  }
  return {
    name: 'toolhive-google-tag',
    contentLoaded({ actions }) {
      actions.setGlobalData({ tagId: options.tagId });
    },
    getClientModules() {
      return [require.resolve('./page-view-tracking'), require.resolve('./search-events')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' },
          },
        ],
      };
    },
  };
}

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<GoogleTagInput, GoogleTagOptions>): GoogleTagOptions {
  return validate(optionsSchema, options);
}
