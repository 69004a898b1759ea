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
 * Turns a component that renders content (a table from data, a generated
 * reference) into Markdown. A heading's `{#id}` is dropped, as in pages;
 * links may be site paths, which the converter points at twins.
 */
export type ComponentRenderer = (
  props: Record<string, LiteralValue | undefined>,
  context: RenderContext,
) => string | Promise<string>;

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
