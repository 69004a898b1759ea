import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export interface GoogleTagOptions {
  /** Google tag (GA4) measurement id, e.g. `G-XXXXXXX`. */
  tagId: string;
  /** Off in development, so local page views never reach the property. */
  enabled: boolean;
}

/** The options the site's config writes. */
export type GoogleTagInput = { tagId: string; enabled?: boolean };

/** The plugin's entry for the config's `plugins`, its options type-checked. */
export function googleTagPluginConfig(options: GoogleTagInput): [string, GoogleTagInput] {
  return ['./plugins/google-tag/index.ts', options];
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
 * Reports page views to the Google tag with IP anonymisation.
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
      return [require.resolve('./page-view-tracking')];
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
