import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { AlgoliaOptions } from '../algolia-env';
import type { SearchPageKind, SearchSynonym } from '../wire';

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
  /**
   * Words readers use for what the site calls something else. They go into
   * the index file, and from there to the engine and to Algolia.
   */
  synonyms?: SearchSynonym[];
  /**
   * The filler and question words of the site's readers ("actually", "how
   * do I"), which the engine leaves out of a query that has other words.
   */
  fillerWords?: string[];
  /** Kinds of page (API guides, references) that yield to the guides unless a query names them. */
  pageKinds?: SearchPageKind[];
  /**
   * The most bytes the index may take, brotli-compressed, as one file the
   * browser fetches before its first hit. A larger index is written in
   * fragments a query fetches as it needs them (0: always in fragments).
   */
  wholeIndexBudget?: number;
};

export type SearchPluginOptions = Required<Omit<SearchPluginInput, 'algolia' | 'newIssueUrl'>> &
  Pick<SearchPluginInput, 'algolia' | 'newIssueUrl'>;

/** The search budget before the first hit: 150 KB brotli. */
export const DEFAULT_WHOLE_INDEX_BUDGET = 150 * 1024;

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
  synonyms: Joi.array()
    .items(
      Joi.object({
        input: Joi.string().trim().min(1),
        synonyms: Joi.array().items(Joi.string().trim().min(1)).min(1).required(),
      }).when(Joi.object({ input: Joi.exist() }).unknown(), {
        otherwise: Joi.object({ synonyms: Joi.array().min(2) }),
      }),
    )
    .default([])
    .messages({
      'array.min':
        'search: each entry of option "synonyms" needs a "synonyms" list of at least two equivalent words (k8s and kubernetes), or an "input" word and a list of at least one word it also finds (auth: authentication).',
    }),
  fillerWords: Joi.array().items(Joi.string().trim().min(1)).default([]).messages({
    'array.base':
      'search: option "fillerWords" must be a list of words, such as ["actually", "please"].',
    'string.base':
      'search: option "fillerWords" must be a list of words, such as ["actually", "please"].',
    'string.empty': 'search: option "fillerWords" holds an empty word; remove it.',
  }),
  pageKinds: Joi.array()
    .items(
      Joi.object({
        urlPrefix: Joi.string().pattern(/^\//).required(),
        weight: Joi.number().min(0).max(1).required(),
        namedBy: Joi.array().items(Joi.string().trim().min(1)).required(),
        namedByPath: Joi.boolean(),
        namedByFlag: Joi.boolean(),
      }),
    )
    .default([])
    .messages({
      'any.required':
        'search: each entry of option "pageKinds" needs a "urlPrefix" (a path starting with /), a "weight" from 0 to 1 and a "namedBy" list of words, such as urlPrefix "/docs/api", weight 0.7, namedBy ["api"].',
      'number.max': 'search: a "weight" of option "pageKinds" is from 0 to 1.',
      'number.min': 'search: a "weight" of option "pageKinds" is from 0 to 1.',
      'string.pattern.base':
        'search: a "urlPrefix" of option "pageKinds" is a URL path starting with /.',
    }),
  wholeIndexBudget: Joi.number().integer().min(0).default(DEFAULT_WHOLE_INDEX_BUDGET).messages({
    'number.base':
      'search: option "wholeIndexBudget" must be a whole number of bytes, such as 153600 (150 KB).',
    'number.integer':
      'search: option "wholeIndexBudget" must be a whole number of bytes, such as 153600 (150 KB).',
    'number.min':
      'search: option "wholeIndexBudget" must be 0 or more bytes; 0 always splits the index into fragments.',
  }),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SearchPluginInput, SearchPluginOptions>): SearchPluginOptions {
  return validate(optionsSchema, options);
}
