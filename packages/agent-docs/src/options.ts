import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { ComponentRenderer } from './markdown/types';

/** One entry of the page-actions menu. */
export type PageActionOption =
  | { type: 'copy-markdown'; label: string }
  | { type: 'view-markdown'; label: string }
  /** Goes to a page of the site, such as the section on connecting an AI client. */
  | { type: 'link'; label: string; href: string }
  | {
      /**
       * Opens a URL in a new tab. `{prompt}` in the URL is replaced by the
       * prompt (URL-encoded), `{markdownUrl}` and `{pageUrl}` by the page's
       * absolute URLs.
       */
      type: 'open-url';
      label: string;
      url: string;
    };

export interface AgentDocsOptions {
  /** The H1 of `/llms.txt`. */
  siteName: string;
  /** One paragraph: the blockquote under the H1 of `/llms.txt`. */
  summary: string;
  /** Markdown after the summary, such as which product version the docs describe. */
  details?: string;
  /** Route prefixes whose docs pages get a twin. */
  include: string[];
  /** Route prefixes left out, even inside `include`. */
  exclude: string[];
  /** Route prefixes listed under `## Optional` in `/llms.txt` (reference pages tools may skip). */
  optional: string[];
  /** The `/llms.txt` section of top-level docs that are not in a sidebar category. */
  looseDocsSection: string;
  /** Markdown renderers for the site's own components, by the name pages use for them. */
  components: Record<string, ComponentRenderer>;
  /** The label of the button that opens the page-actions menu. */
  menuLabel: string;
  /** The page-actions menu, in order. */
  pageActions: PageActionOption[];
  /**
   * Where a production build keeps twins for the next one, relative to the
   * site directory. Outside `node_modules/.cache`, so `docusaurus clear` keeps it.
   */
  cacheDir: string;
  /**
   * The most characters `/llms-full.txt` may hold; a longer full text is
   * split into one file per section of `/llms.txt`.
   */
  fullTextMaxChars: number;
  /**
   * The prompt `open-url` actions send: `{markdownUrl}`, `{pageUrl}` and
   * `{title}` are replaced.
   */
  prompt: string;
}

/** The options as a site writes them: everything with a default may be left out. */
export type AgentDocsOptionsInput = Pick<AgentDocsOptions, 'siteName' | 'summary'> &
  Partial<Omit<AgentDocsOptions, 'siteName' | 'summary'>>;

const routePrefix = Joi.string().pattern(/^\//).messages({
  'string.pattern.base':
    'agent-docs: route prefixes ("include", "exclude", "optional") start with "/", such as "/docs/".',
});

// Joi reads braces in messages as references, so these carry their text in an Error.
const urlTemplate = Joi.string()
  .pattern(/^https?:\/\/[^\s/]+/)
  .error(
    new Error(
      'agent-docs: an "open-url" page action needs a "url" that starts with https:// (or http://) and a host; write the prompt\'s place as {prompt}.',
    ),
  );

const pageAction = Joi.object({
  type: Joi.string()
    .valid('copy-markdown', 'view-markdown', 'open-url', 'link')
    .required()
    .messages({
      'any.only':
        'agent-docs: a page action\'s "type" is "copy-markdown", "view-markdown", "open-url" or "link", not {#value}.',
    }),
  label: Joi.string().trim().min(1).required(),
  url: Joi.when('type', {
    is: 'open-url',
    then: urlTemplate.required(),
    otherwise: Joi.forbidden(),
  }),
  href: Joi.when('type', {
    is: 'link',
    then: Joi.string()
      .pattern(/^\/(?!\/)/)
      .required()
      .messages({
        'string.pattern.base':
          'agent-docs: a "link" page action\'s "href" is a path of the site, starting with one "/", such as "/docs/#connect".',
        'any.required':
          'agent-docs: a "link" page action needs an "href": a path of the site, such as "/docs/#connect".',
      }),
    otherwise: Joi.forbidden(),
  }),
});

const optionsSchema = Joi.object<AgentDocsOptions>({
  siteName: Joi.string().trim().min(1).required().messages({
    'any.required': 'agent-docs: option "siteName" is required: the H1 of /llms.txt.',
  }),
  summary: Joi.string().trim().min(1).required().messages({
    'any.required':
      'agent-docs: option "summary" is required: one paragraph saying what the site documents.',
  }),
  details: Joi.string(),
  include: Joi.array().items(routePrefix).min(1).default(['/']),
  exclude: Joi.array().items(routePrefix).default([]),
  optional: Joi.array().items(routePrefix).default([]),
  looseDocsSection: Joi.string().trim().min(1).default('Docs'),
  components: Joi.object()
    .pattern(
      Joi.string().pattern(/^[A-Z][\w.]*$/),
      Joi.function().error(
        new Error(
          'agent-docs: each entry of option "components" maps a component name to a function that returns Markdown.',
        ),
      ),
    )
    .default({}),
  menuLabel: Joi.string().trim().min(1).default('Page actions'),
  cacheDir: Joi.string().trim().min(1).default('.cache/docs-kit/agent-docs'),
  fullTextMaxChars: Joi.number().integer().min(1000).default(500_000),
  pageActions: Joi.array()
    .items(pageAction)
    .default([
      { type: 'copy-markdown', label: 'Copy page as Markdown' },
      { type: 'view-markdown', label: 'View as Markdown' },
    ]),
  prompt: Joi.string()
    .pattern(/\{markdownUrl\}/)
    .default('Read {markdownUrl} so I can ask questions about it.')
    .error(
      new Error(
        'agent-docs: option "prompt" must cite the page with {markdownUrl}, so the assistant reads the Markdown.',
      ),
    ),
});

/** Checks the options, naming the option and the fix, and fills in the defaults. */
export function validateOptions({
  options,
  validate,
}: OptionValidationContext<AgentDocsOptionsInput, AgentDocsOptions>): AgentDocsOptions {
  return validate(optionsSchema, options);
}

/** What the browser needs to know before the menu opens: kept small, it ships with every page. */
export interface AgentDocsGlobalData {
  include: string[];
  exclude: string[];
  menuLabel: string;
}

/** What the menu loads when it first opens. */
export interface PageActionsConfig {
  actions: PageActionOption[];
  prompt: string;
}
