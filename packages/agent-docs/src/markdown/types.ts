import type { LiteralValue } from './estree-values';

/** One docs page as the converter needs it. */
export interface PageSource {
  /** The file's text, front matter included. */
  source: string;
  /** `.mdx` files are parsed as MDX, others as CommonMark, as Docusaurus does. */
  format: 'md' | 'mdx';
  /** Absolute path of the file, to resolve relative links and imports. */
  filePath: string;
  /** The page's path, for example `/docs/quickstart`. */
  permalink: string;
  title: string;
  description?: string;
}

/** A link or card that a list-rendering component shows. */
export interface ListedPage {
  title: string;
  /** Site path of the page, without its twin suffix: the converter adds it. */
  href: string;
  description?: string;
}

/** Everything a component renderer gets besides the element's props. */
export interface RenderContext {
  page: PageSource;
  /** Content of every plugin, as Docusaurus hands it to allContentLoaded. */
  allContent: Record<string, Record<string, unknown>>;
}

/**
 * A part of a page's twin that a renderer gives a file of its own, served at
 * `<page's twin path without .md>/<slug>.md`: one group of a generated
 * reference, so an assistant can read one group instead of the whole page.
 */
export interface RenderedPart {
  /** The file's name: lowercase letters, digits and `-`. */
  slug: string;
  /** The part's title, its twin's `# H1`. */
  title: string;
  description?: string;
  /** The id on the HTML page of the part's heading: a link to it leads to the whole part. */
  anchor?: string;
  /** The part's Markdown, as a renderer returns it (headings may carry `{#id}`). */
  markdown: string;
}

/** What a renderer returns for a component whose content is too long for one twin. */
export interface RenderedWithParts {
  /** What the page's own twin holds in place of the component: an index that links the parts. */
  markdown: string;
  parts: RenderedPart[];
}

/**
 * Turns a component that renders content (a table from data, a generated
 * reference) into Markdown. A heading's `{#id}` is dropped, as in pages;
 * links may be site paths or the page's anchors, which the converter points
 * at twins (at the part that holds an anchor, when the renderer returns parts).
 */
export type ComponentRenderer = (
  props: Record<string, LiteralValue | undefined>,
  context: RenderContext,
) => string | RenderedWithParts | Promise<string | RenderedWithParts>;

/** A part of a page's twin, converted: its own file beside the page's twin. */
export interface TwinPart {
  slug: string;
  title: string;
  description?: string;
  /** The HTML page's anchor of the whole part, if any. */
  anchor?: string;
  /** The part's twin, from its `# Title`. */
  markdown: string;
  /**
   * The HTML page's heading ids in this part and the id each heading has in
   * the part's twin (the GitHub slug of its text).
   */
  headingIds: Record<string, string>;
}

/** A page's twin and the parts its renderers gave files of their own. */
export interface PageTwin {
  markdown: string;
  parts: TwinPart[];
}

export interface ConversionContext {
  /** The site's URL with its base path and no trailing slash: twins link with absolute URLs. */
  siteUrl: string;
  /** Permalink of the doc whose source file this is, if it is a doc. */
  permalinkOfFile(absoluteFile: string): string | undefined;
  /** The twin's path for a site path that has one, such as `/docs/intro` → `/docs/intro.md`. */
  twinOf(pathname: string): string | undefined;
  /** The cards `<DocCardList />` shows on this page: the items of the page's sidebar category. */
  docCardItems(permalink: string): ListedPage[];
  /** Renderers for the site's own components, by the name the page uses. */
  components: Record<string, ComponentRenderer>;
  allContent: RenderContext['allContent'];
  /** Told about anything a twin leaves out; the twin is still written. */
  warn(message: string): void;
}
