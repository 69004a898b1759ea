// No Node module here: the browser bundle names twins with fileForRoute too.

/** The site config fields that decide where a route's files go. */
export interface RouteFileSettings {
  /** The site's `trailingSlash`: undefined (Docusaurus' default), true or false. */
  trailingSlash?: boolean;
  /** The site's `baseUrl`, with which every route path starts (default `/`). */
  baseUrl?: string;
}

function withoutBaseUrl(routePath: string, baseUrl = '/'): string {
  return baseUrl !== '/' && routePath.startsWith(baseUrl)
    ? `/${routePath.slice(baseUrl.length)}`
    : routePath;
}

/**
 * The HTML file a Docusaurus build writes for a route, by the rules of its
 * static site generator: a route that names an `.html` file is that file;
 * otherwise `/a/b` is `a/b/index.html`, except with `trailingSlash: false`,
 * where a route without a trailing slash is `a/b.html`.
 */
export function htmlFileForRoute(
  outDir: string,
  routePath: string,
  { trailingSlash, baseUrl }: RouteFileSettings = {},
): string {
  const pathname = withoutBaseUrl(routePath, baseUrl);
  const relative = pathname.replace(/^\/+|\/+$/g, '');
  const inOutDir = (file: string) => `${outDir.replace(/[\\/]+$/, '')}/${file}`;
  if (/\.html?$/i.test(relative)) return inOutDir(relative);
  if (trailingSlash === false && relative !== '' && !pathname.endsWith('/')) {
    return inOutDir(`${relative}.html`);
  }
  return inOutDir(relative === '' ? 'index.html' : `${relative}/index.html`);
}

/**
 * A file that stands for a route beside its HTML, such as its Markdown twin
 * or its card image: the route's path with `extension` appended, a trailing
 * slash or `.html` dropped first, and `index` for the root. `/a/b/` and
 * `/a/b` are both `a/b.md`; `/` is `index.md`; `/404.html` is `404.md`. The
 * path is relative to the output folder, with forward slashes.
 */
export function fileForRoute(routePath: string, extension: string): string {
  const trimmed = routePath.replace(/\.html?$/i, '').replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}${extension}`;
}
