import { readFile, stat } from 'node:fs/promises';
import { pageToMarkdown } from '../markdown/to-markdown';
import type { ComponentRenderer, RenderContext } from '../markdown/types';
import type { SiteDocs, TwinPage } from './collect';

/** Twins of pages whose source and metadata did not change, kept between dev reloads. */
export type TwinCache = Map<string, { stamp: string; markdown: string }>;

export interface RenderInput {
  docs: SiteDocs;
  components: Record<string, ComponentRenderer>;
  allContent: RenderContext['allContent'];
  cache: TwinCache;
  /** The site's URL with its base path, no trailing slash. */
  siteUrl: string;
  warn(file: string, message: string): void;
}

/**
 * The twin of every page, by permalink. A page that uses one of the site's
 * component renderers or a card list is rendered again each time, as part of
 * its content comes from data or other pages; the others only when their file
 * or metadata changed.
 */
export async function renderTwins(input: RenderInput): Promise<Map<string, string>> {
  const twins = new Map<string, string>();
  const pageList = input.docs.pages.map((page) => page.permalink);
  await Promise.all(
    input.docs.pages.map(async (page) => {
      twins.set(page.permalink, await renderTwin(page, input, pageList));
    }),
  );
  // Map order follows the sidebar, whatever order the renders finished in.
  return new Map(pageList.map((permalink) => [permalink, twins.get(permalink)!]));
}

async function renderTwin(page: TwinPage, input: RenderInput, pageList: string[]): Promise<string> {
  const { mtimeMs, size } = await stat(page.filePath);
  const stamp = JSON.stringify([mtimeMs, size, page.title, page.description, pageList]);
  const cached = input.cache.get(page.filePath);
  if (cached?.stamp === stamp) return cached.markdown;
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
  const markdown = await pageToMarkdown(
    { ...page, source: await readFile(page.filePath, 'utf8') },
    {
      siteUrl: input.siteUrl,
      permalinkOfFile: input.docs.permalinkOfFile,
      twinOf: input.docs.twinOf,
      docCardItems: (permalink) => {
        usedRenderer = true;
        return input.docs.docCardItems(permalink);
      },
      components,
      allContent: input.allContent,
      warn: (message) => input.warn(page.filePath, message),
    },
  );
  if (usedRenderer) input.cache.delete(page.filePath);
  else input.cache.set(page.filePath, { stamp, markdown });
  return markdown;
}
