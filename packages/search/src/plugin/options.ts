import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { AlgoliaOptions } from '../algolia-env';

/** The options a site writes in its Docusaurus config. */
export type SearchPluginInput = {
  /** Where the index is written in the build and fetched from, relative to baseUrl. */
  indexFile?: string;
  /**
   * The index the search UI names: DocSearch keys its recent and favorite
   * searches in localStorage by it, and a hosted build searches it unless
   * `algolia.indexName` says otherwise.
   */
  indexName?: string;
  /** Route paths that never enter the index (prefix match), besides the search page itself. */
  excludeRoutes?: string[];
  /** lvl0 of pages that sit in no sidebar section, such as the home page. */
  sectionLabel?: string;
  /**
   * Where the modal's "no results" screen lets readers report a missing
   * result: the new-issue URL of a tracker that takes the issue title in a
   * `title` query parameter, as GitHub and GitLab do. Without it, the screen
   * offers no link.
   */
  newIssueUrl?: string;
  /** Hosted Algolia search instead of the offline engine; the site reads it from its environment. */
  algolia?: AlgoliaOptions;
  /** Serve an index built from the docs' Markdown (the dev server has no built HTML to index). */
  devIndex?: boolean;
};

export type SearchPluginOptions = Required<Omit<SearchPluginInput, 'algolia' | 'newIssueUrl'>> &
  Pick<SearchPluginInput, 'algolia' | 'newIssueUrl'>;

/** The route of the search page the plugin adds, relative to baseUrl. */
export const SEARCH_PAGE_ROUTE = 'search';

const optionsSchema = Joi.object<SearchPluginOptions>({
  indexFile: Joi.string()
    .pattern(/^[\w.-]+\.json$/)
    .default('search-index.json')
    .messages({
      'string.pattern.base':
        'search: option "indexFile" must be a plain file name ending in .json, such as "search-index.json".',
    }),
  indexName: Joi.string()
    .pattern(/^[\w.-]+$/)
    .default('docs')
    .messages({
      'string.pattern.base':
        'search: option "indexName" must be letters, digits, ".", "_" or "-", such as "docs".',
    }),
  excludeRoutes: Joi.array()
    .items(
      Joi.string().pattern(/^\//).messages({
        'string.pattern.base':
          'search: option "excludeRoutes" holds {#value}, which is not a route path; start it with "/", such as "/drafts/".',
      }),
    )
    .default([]),
  sectionLabel: Joi.string().trim().min(1).default('Documentation'),
  newIssueUrl: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .pattern(/^[^?#]+$/)
    .messages({
      'string.uri':
        'search: option "newIssueUrl" must be an http or https URL, such as "https://github.com/owner/repo/issues/new".',
      'string.uriCustomScheme':
        'search: option "newIssueUrl" must be an http or https URL, such as "https://github.com/owner/repo/issues/new".',
      'string.pattern.base':
        'search: option "newIssueUrl" must have no query or fragment: the title query parameter is added to it.',
    }),
  algolia: Joi.object({
    appId: Joi.string().required(),
    apiKey: Joi.string().required(),
    indexName: Joi.string().required(),
  }),
  devIndex: Joi.boolean().default(false),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SearchPluginInput, SearchPluginOptions>): SearchPluginOptions {
  return validate(optionsSchema, options);
}
