import path from 'node:path';
import type { ConversionContext, PageSource } from './types';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A base that only serves to resolve relative URLs; it never appears in a twin. */
const RESOLVE_BASE = 'https://site.invalid';

function splitSuffix(url: string): { target: string; suffix: string } {
  const index = url.search(/[?#]/);
  return index === -1
    ? { target: url, suffix: '' }
    : { target: url.slice(0, index), suffix: url.slice(index) };
}

/**
 * Where a link of a twin points: the twin of a docs page where there is one
 * (so an assistant can follow links and stay in Markdown), else the site
 * path, both as absolute URLs on the site, so the link still works once the
 * twin leaves the site (pasted into a chat, saved to a file); URLs of other
 * sites unchanged. Links to Markdown files are resolved the way Docusaurus
 * resolves them, from the file's folder.
 */
export function twinLink(url: string, page: PageSource, context: ConversionContext): string {
  const onSite = (sitePath: string) => `${context.siteUrl}${sitePath}`;
  if (url.startsWith('pathname://')) return onSite(url.slice('pathname://'.length));
  if (url.startsWith('#'))
    return onSite(`${context.twinOf(page.permalink) ?? page.permalink}${url}`);
  if (SCHEME.test(url) || url.startsWith('//')) return url;

  const { target, suffix } = splitSuffix(url);
  if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
    const file = path.resolve(path.dirname(page.filePath), decodeURIComponent(target));
    const permalink = context.permalinkOfFile(file);
    if (permalink) return onSite(`${context.twinOf(permalink) ?? permalink}${suffix}`);
    context.warn(`a link to ${url}, which is not a docs page, was kept as it is`);
    return url;
  }
  const resolved = new URL(url, `${RESOLVE_BASE}${page.permalink}`);
  const pathname = decodeURIComponent(resolved.pathname);
  const twin = context.twinOf(pathname) ?? context.twinOf(pathname.replace(/\/$/, ''));
  return onSite(`${twin ?? resolved.pathname}${resolved.search}${resolved.hash}`);
}

/**
 * Where an image of a twin points: an absolute URL on the site. Files under
 * a static folder are served from the site's root, as Docusaurus copies them.
 */
export function imageLink(url: string, page: PageSource, context: ConversionContext): string {
  if (url.startsWith('pathname://')) return `${context.siteUrl}${url.slice('pathname://'.length)}`;
  if (SCHEME.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('/')) return `${context.siteUrl}${url}`;
  return `${context.siteUrl}${new URL(url, `${RESOLVE_BASE}${page.permalink}`).pathname}`;
}

/** The site path of an image imported from a static folder (`@site/static/img/a.svg` → `/img/a.svg`). */
export function staticImagePath(source: string): string | undefined {
  const match = /^@site\/static(\/.+\.(?:svg|png|jpe?g|gif|webp|avif))$/i.exec(source);
  return match?.[1];
}
