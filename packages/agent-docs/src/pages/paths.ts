import { fileForRoute } from '@docs-kit/build-utils/routes';

/** The build file that holds a page's twin, relative to the output folder: `docs/intro.md`. */
export function twinFile(permalink: string): string {
  return fileForRoute(permalink, '.md');
}

/**
 * The URL path of a page's Markdown twin: the page's path with `.md`
 * appended, a trailing slash dropped first (`/docs/` → `/docs.md`, `/` →
 * `/index.md`). Shared by the build, the dev server and the browser, so all
 * three agree.
 */
export function twinPath(permalink: string): string {
  return `/${twinFile(permalink)}`;
}

/** Whether a route gets a twin, by the plugin's include and exclude prefixes. */
export function routeHasTwin(route: string, include: string[], exclude: string[]): boolean {
  const matches = (prefixes: string[]) =>
    prefixes.some((prefix) => route === prefix.replace(/\/$/, '') || route.startsWith(prefix));
  return matches(include) && !matches(exclude);
}

/**
 * The URL path of a part of a page's twin: beside the page's twin, in a
 * folder of the page's name (`/docs/api` → `/docs/api/<slug>.md`).
 */
export function partTwinPath(permalink: string, slug: string): string {
  return `${twinPath(permalink).replace(/\.md$/, '')}/${slug}.md`;
}

/**
 * The build file that lists the parts of the twins that have them, so a
 * reader of the build (the docs MCP server) finds each part and the HTML
 * page's anchors it holds.
 */
export const TWIN_PARTS_FILE = 'twin-parts.json';

/** One part as `twin-parts.json` lists it. */
export interface TwinPartEntry {
  title: string;
  description?: string;
  /** The part's twin, relative to the build folder: `docs/api/pets.md`. */
  file: string;
  /** The HTML page's anchor of the whole part, if any. */
  anchor?: string;
  /** Each HTML heading id the part holds, and that heading's id in the part's twin. */
  headingIds: Record<string, string>;
}

/** `twin-parts.json`: the parts of each split twin, by the page twin's file, in page order. */
export interface TwinPartsFile {
  version: 1;
  twins: Record<string, TwinPartEntry[]>;
}
