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
