import type { ApiModel } from '@docs-kit/api-reference/model';
import type { CliCommandModel } from '@docs-kit/cli-reference/model';

/**
 * The data file the plugin writes into the production build beside the
 * Markdown twins and the search index. It holds what the sibling plugins
 * loaded, as they loaded it: the docs pages, the CLI reference's commands
 * and the API reference's model. The server reads only the build, so the
 * local server and a deployed function answer from the same files.
 */

export const dataFileVersion = 2;

export interface PageEntry {
  /** URL path without a trailing slash: `/docs/quickstart`. */
  path: string;
  title: string;
  description: string;
  /** The sidebar category the page sits in, or the page's own title at the top level. */
  section: string;
  /** The Markdown twin, relative to the build directory: `docs/quickstart.md`. */
  markdownFile: string;
  /**
   * For a part of a split twin (one group of a long generated page, in a file
   * of its own), the path of the page it is part of; its own path is its
   * twin's without `.md` and has no HTML page.
   */
  partOf?: string;
}

/** A command of the CLI reference's model, with the URL path of its page. */
export interface CommandEntry extends CliCommandModel {
  /** URL path of the command's reference page, when the site builds one. */
  pagePath: string | null;
}

export interface CliData {
  rootCommand: string;
  commands: CommandEntry[];
}

export interface DocsData {
  version: typeof dataFileVersion;
  site: {
    title: string;
    /** Absolute URL of the site's root, ending in a slash: `https://docs.example.com/`. */
    url: string;
  };
  /** Null when the site lists no search plugin. */
  search: {
    /** The search index file the search plugin writes into the build. */
    indexFile: string;
    /** The contextual facet filters the site's own search sends. */
    facetFilters: string[][];
  } | null;
  /** Docs pages in sidebar order. */
  pages: PageEntry[];
  cli: CliData | null;
  /** The API reference's model, as its plugin loaded it for the page. */
  api: ApiModel | null;
}
