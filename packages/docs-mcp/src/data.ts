/**
 * The data file the plugin writes into the production build beside the
 * Markdown twins and the search index. The server reads only the build, so
 * the local server and a deployed function answer from the same files.
 */

export const dataFileVersion = 1;

export interface PageEntry {
  /** URL path without a trailing slash: `/docs/quickstart`. */
  path: string;
  title: string;
  description: string;
  /** The sidebar category the page sits in, or the page's own title at the top level. */
  section: string;
  /** The Markdown twin, relative to the build directory: `docs/quickstart.md`. */
  markdownFile: string;
}

export interface FlagEntry {
  name: string;
  shorthand: string | null;
  type: string;
  default: string;
  required: boolean;
  description: string;
}

export interface InheritedFlagEntry extends FlagEntry {
  /** The command that defines the persistent flag. */
  from: string;
}

export interface CommandEntry {
  /** Full command path: `tool config register-client`. */
  command: string;
  summary: string;
  description: string;
  usage: string;
  aliases: string[];
  /** Flags of this command, its persistent ones included. */
  flags: FlagEntry[];
  inheritedFlags: InheritedFlagEntry[];
  subcommands: { command: string; summary: string }[];
  examples: { description: string; command: string }[];
  /** URL path of the command's reference page, when the site has one. */
  pagePath: string | null;
}

/** A JSON Schema object as the OpenAPI file gives it; `$ref`s point into `schemas`. */
export type JsonSchema = Record<string, unknown>;

export interface OperationEntry {
  operationId: string;
  method: string;
  /** The path template: `/api/v1beta/workloads/{name}`. */
  path: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated: boolean;
  parameters: {
    name: string;
    in: string;
    required: boolean;
    description: string;
    schema: JsonSchema | null;
  }[];
  requestBody: {
    required: boolean;
    description: string;
    content: { mediaType: string; schema: JsonSchema | null }[];
  } | null;
  responses: {
    status: string;
    description: string;
    content: { mediaType: string; schema: JsonSchema | null }[];
  }[];
}

export interface ApiData {
  title: string;
  version: string;
  operations: OperationEntry[];
  /** components.schemas of the file, by name; operations refer to them with `$ref`. */
  schemas: Record<string, JsonSchema>;
}

export interface DocsData {
  version: typeof dataFileVersion;
  site: {
    title: string;
    /** Absolute URL of the site's root, ending in a slash: `https://docs.example.com/`. */
    url: string;
  };
  search: {
    /** The search index file in the build. */
    indexFile: string;
    /** The contextual facet filters the site's own search sends. */
    facetFilters: string[][];
  };
  /** Docs pages in sidebar order. */
  pages: PageEntry[];
  cli: { rootCommand: string; commands: CommandEntry[] } | null;
  api: ApiData | null;
}
