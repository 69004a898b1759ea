// Plain JavaScript, so the preview server (scripts/serve.mjs, run by Node
// without a TypeScript loader) and the dev server share one rule.
import Negotiator from 'negotiator';

/**
 * The path of the Markdown twin to answer a page request with, or null: a
 * page path (no file extension) whose `Accept` header prefers `text/markdown`
 * to `text/html` (by q-value, then by order). A browser's Accept, `*\/*` or no
 * Accept at all gets the HTML page. `/` → `/index.md`, `/docs/` → `/docs.md`.
 */
export function markdownTwinFor(pathname, accept) {
  if (!accept || /\.[^/]*$/.test(pathname)) return null;
  const preferred = new Negotiator({ headers: { accept } }).mediaType([
    'text/html',
    'text/markdown',
  ]);
  if (preferred !== 'text/markdown') return null;
  return pathname === '/' ? '/index.md' : `${pathname.replace(/\/$/, '')}.md`;
}

/** Whether the answer at this path depends on the Accept header: every page path. */
export function variesByAccept(pathname) {
  return !/\.[^/]*$/.test(pathname);
}
