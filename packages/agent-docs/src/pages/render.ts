import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Root } from 'mdast';
import { pageToTwin } from '../markdown/to-markdown';
import type { ComponentRenderer, PageTwin, RenderContext } from '../markdown/types';
import type { SiteDocs, TwinPage } from './collect';
import type { TwinLookup, TwinStore } from './twin-store';

/** Twins of pages whose source and metadata did not change, kept between dev reloads. */
export type TwinCache = Map<string, { stamp: string; twin: PageTwin }>;

export interface RenderInput {
  docs: SiteDocs;
  components: Record<string, ComponentRenderer>;
  allContent: RenderContext['allContent'];
  cache: TwinCache;
  /** The site's URL with its base path, no trailing slash. */
  siteUrl: string;
  /** Twins kept between builds; without it every page renders. */
  store?: TwinStore;
  /**
   * The tree the bundler parsed from an MDX page, once it has; `undefined`
   * when it will not, and the page is parsed here.
   */
  sourceTree?(filePath: string): Promise<Root | undefined>;
  warn(file: string, message: string): void;
}

/**
 * The twins of one render, how many were rendered rather than found stored,
 * and how many of those rendered from the bundler's tree of their page.
 */
export interface RenderedTwins {
  twins: Map<string, PageTwin>;
  rendered: number;
  stored: number;
  fromBundler: number;
}

/**
 * The twin of every page, by permalink. A page that uses one of the site's
 * component renderers or a card list is rendered again each time, as part of
 * its content comes from data or other pages; the others only when their file
 * or metadata changed (in the dev server's memory, and with a store, between
 * builds: then a page whose source, metadata and link targets are unchanged
 * is not rendered at all).
 */
export async function renderTwins(input: RenderInput): Promise<RenderedTwins> {
  const twins = new Map<string, PageTwin>();
  const pageList = input.docs.pages.map((page) => page.permalink);
  // Every page's stamp holds the page list (its links' answers depend on it): hashed once, so
  // the stamps cost one pass over the list, not one per page.
  const pageListHash = createHash('sha256').update(pageList.join('\n')).digest('hex');
  const counts = { rendered: 0, stored: 0, fromBundler: 0 };
  await Promise.all(
    input.docs.pages.map(async (page) => {
      twins.set(page.permalink, await renderTwin(page, input, pageListHash, counts));
    }),
  );
  // Map order follows the sidebar, whatever order the renders finished in.
  return {
    twins: new Map(pageList.map((permalink) => [permalink, twins.get(permalink)!])),
    ...counts,
  };
}

async function renderTwin(
  page: TwinPage,
  input: RenderInput,
  pageListHash: string,
  counts: Omit<RenderedTwins, 'twins'>,
): Promise<PageTwin> {
  const { mtimeMs, size } = await stat(page.filePath);
  const stamp = JSON.stringify([mtimeMs, size, page.title, page.description, pageListHash]);
  const cached = input.cache.get(page.filePath);
  if (cached?.stamp === stamp) return cached.twin;
  const source = await readFile(page.filePath, 'utf8');
  const storeKey = input.store?.key({ ...page, source, siteUrl: input.siteUrl });
  if (storeKey) {
    const stored = await input.store!.get(storeKey, input.docs);
    if (stored) {
      for (const message of stored.warnings) input.warn(page.filePath, message);
      counts.stored += 1;
      return { markdown: stored.markdown, parts: [] };
    }
  }
  counts.rendered += 1;
  const parsed = page.format === 'mdx' ? await input.sourceTree?.(page.filePath) : undefined;
  if (parsed) counts.fromBundler += 1;
  const lookups: TwinLookup[] = [];
  const warnings: string[] = [];
  let usedRenderer = false;
  const components = Object.fromEntries(
    Object.entries(input.components).map(([name, render]) => [
      name,
      ((props, context) => {
        usedRenderer = true;
        return render(props, context);
      }) satisfies ComponentRenderer,
    ]),
  );
  const twin = await pageToTwin(
    { ...page, source },
    {
      siteUrl: input.siteUrl,
      permalinkOfFile: (file) => {
        const answer = input.docs.permalinkOfFile(file);
        lookups.push(['file', file, answer]);
        return answer;
      },
      twinOf: (pathname) => {
        const answer = input.docs.twinOf(pathname);
        lookups.push(['twin', pathname, answer]);
        return answer;
      },
      docCardItems: (permalink) => {
        usedRenderer = true;
        return input.docs.docCardItems(permalink);
      },
      components,
      allContent: input.allContent,
      warn: (message) => {
        warnings.push(message);
        input.warn(page.filePath, message);
      },
    },
    parsed,
  );
  // Only a renderer gives a twin parts, so a stored twin has none.
  if (usedRenderer) input.cache.delete(page.filePath);
  else {
    input.cache.set(page.filePath, { stamp, twin });
    if (storeKey) await input.store!.set(storeKey, { markdown: twin.markdown, lookups, warnings });
  }
  return twin;
}
