import { execFileSync } from 'node:child_process';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { Options as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { ParseFrontMatter } from '@docusaurus/types';
import { getLastUpdate } from '@docusaurus/utils';

/** Pages whose content comes from another file, and so take that file's date. */
export interface DateSource {
  /** A page file, or a folder of generated pages, relative to the site directory. */
  pages: string;
  /** The file the pages are built from, relative to the site directory. */
  source: string;
}

/**
 * The `markdown.parseFrontMatter` hook: gives pages built from another file
 * (generated CLI pages, the API reference) a `last_update.date` from that
 * file's Git history, which Docusaurus then uses instead of the page's own.
 */
export function sourceDatesFrontMatter(siteDir: string, sources: DateSource[]): ParseFrontMatter {
  const rules = sources.map((rule) => ({
    pages: path.resolve(siteDir, rule.pages),
    source: path.resolve(siteDir, rule.source),
  }));
  const dates = new Map<string, Promise<number | null | undefined>>();
  const dateOf = (file: string) => {
    if (!dates.has(file)) {
      dates.set(
        file,
        getLastUpdate(file).then((update) => update?.lastUpdatedAt),
      );
    }
    return dates.get(file)!;
  };

  return async ({ defaultParseFrontMatter, ...params }) => {
    const result = await defaultParseFrontMatter(params);
    const rule = rules.find(
      ({ pages }) => params.filePath === pages || params.filePath.startsWith(pages + path.sep),
    );
    if (!rule || result.frontMatter.last_update) return result;
    const timestamp = await dateOf(rule.source);
    if (!timestamp) return result;
    return {
      ...result,
      frontMatter: {
        ...result.frontMatter,
        last_update: { date: new Date(timestamp).toISOString() },
      },
    };
  };
}

/** The date of a file's last commit as `YYYY-MM-DD`, or undefined outside Git. */
export async function commitDay(file: string): Promise<string | undefined> {
  const update = await getLastUpdate(file);
  return update?.lastUpdatedAt
    ? new Date(update.lastUpdatedAt).toISOString().slice(0, 10)
    : undefined;
}

/**
 * In a shallow clone every file unchanged within the fetched commits dates
 * from the oldest of them. The build goes on with those dates and says so.
 */
export function warnIfShallowClone(siteDir: string): void {
  // Docusaurus loads the config more than once per build; one warning is enough.
  const warned = Symbol.for('page-dates.shallow-clone-warned');
  const state = globalThis as { [warned]?: boolean };
  if (state[warned]) return;
  state[warned] = true;
  let shallow: string;
  try {
    shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    logger.warn(
      'page-dates: no Git history here, so pages show no "Last updated" date and the sitemap has no lastmod. Build from a Git clone for dates.',
    );
    return;
  }
  if (shallow === 'true') {
    logger.warn(
      'page-dates: this is a shallow clone, so pages not changed in the fetched commits show the date of the oldest fetched commit. Run `git fetch --unshallow` for exact "Last updated" dates.',
    );
  }
}

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;

/**
 * The sitemap hook: pages without a Markdown source (React pages) get the
 * `lastmod` of the file they are built from, so every entry has one.
 */
export function sitemapLastmodFromSources(
  siteDir: string,
  routeSources: Record<string, string>,
): CreateSitemapItems {
  return async ({ defaultCreateSitemapItems, ...params }) => {
    const items = await defaultCreateSitemapItems(params);
    return Promise.all(
      items.map(async (item) => {
        if (item.lastmod) return item;
        const source = routeSources[new URL(item.url).pathname];
        if (!source) return item;
        return { ...item, lastmod: (await commitDay(path.resolve(siteDir, source))) ?? null };
      }),
    );
  };
}
