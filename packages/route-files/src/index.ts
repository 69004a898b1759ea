import path from 'node:path';

/**
 * The HTML file a Docusaurus build writes for a route: `/a/b` is
 * `<outDir>/a/b/index.html`, and a route that already names an `.html` file
 * (`/404.html`) is that file.
 */
export function htmlFileForRoute(outDir: string, routePath: string): string {
  return routePath.endsWith('.html')
    ? path.join(outDir, routePath)
    : path.join(outDir, routePath, 'index.html');
}
