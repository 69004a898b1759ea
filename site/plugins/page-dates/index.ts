import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
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

const COMMIT_MARK = '\u0001';

/**
 * The time of the last commit of every file under `siteDir`, from one walk of
 * the history. Docusaurus asks Git once per page (55 processes here, about
 * 0.8 s of CPU); one `git log` answers for all of them in about 0.05 s.
 * Empty outside Git.
 */
async function lastCommitTimes(siteDir: string): Promise<Map<string, number>> {
  const started = performance.now();
  const times = new Map<string, number>();
  const git = (args: string[]) =>
    promisify(execFile)('git', args, { cwd: siteDir, maxBuffer: 64 * 1024 * 1024 });
  let prefix: string;
  let log: string;
  try {
    prefix = (await git(['rev-parse', '--show-prefix'])).stdout.trim();
    // `-c` lists a merge's files that differ from every parent: the merges
    // `git log -- <file>` shows for that file. Git ignores --relative for
    // them: every name is read from the top of the checkout, less siteDir's prefix.
    ({ stdout: log } = await git([
      '-c',
      'log.showSignature=false',
      '-c',
      'core.quotePath=false',
      'log',
      '-c',
      `--format=${COMMIT_MARK}%ct`,
      '--name-only',
      '--',
      '.',
    ]));
  } catch {
    // Not a Git checkout: Docusaurus's own lookup says so once.
    return times;
  }
  let committedAt = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) committedAt = Number(line.slice(1)) * 1000;
    else if (line.startsWith(prefix)) {
      const file = path.join(siteDir, line.slice(prefix.length));
      // Newest commits come first, so the first sighting of a file is its last change.
      if (!times.has(file)) times.set(file, committedAt);
    }
  }
  const took = Math.round(performance.now() - started);
  logger.info(`page-dates: last-commit times of ${times.size} files in ${took} ms`);
  return times;
}

const walks = new Map<string, Promise<Map<string, number>>>();

/**
 * A file's last-commit time in ms: with `fromGit`, from the one history walk
 * of `siteDir` that every hook shares; with `orAskGit`, a file the walk does
 * not know is dated as Docusaurus would date it.
 */
async function commitTime(
  siteDir: string,
  file: string,
  { fromGit, orAskGit }: { fromGit: boolean; orAskGit: boolean },
): Promise<number | undefined> {
  if (fromGit) {
    if (!walks.has(siteDir)) walks.set(siteDir, lastCommitTimes(siteDir));
    const time = (await walks.get(siteDir)!).get(file);
    if (time !== undefined) return time;
  }
  return orAskGit ? ((await getLastUpdate(file))?.lastUpdatedAt ?? undefined) : undefined;
}

/**
 * The `markdown.parseFrontMatter` hook: gives every page a `last_update.date`
 * from one walk of the Git history, so Docusaurus need not ask Git per page.
 * Pages built from another file (generated CLI pages, the API reference) take
 * that file's date. `datesFromGit` is false where Docusaurus itself dates every
 * page with LAST_UPDATE_FALLBACK (outside production builds).
 */
export function sourceDatesFrontMatter(
  siteDir: string,
  sources: DateSource[],
  datesFromGit: boolean,
): ParseFrontMatter {
  const rules = sources.map((rule) => ({
    pages: path.resolve(siteDir, rule.pages),
    source: path.resolve(siteDir, rule.source),
  }));

  return async ({ defaultParseFrontMatter, ...params }) => {
    const result = await defaultParseFrontMatter(params);
    if (result.frontMatter.last_update) return result;
    const rule = rules.find(
      ({ pages }) => params.filePath === pages || params.filePath.startsWith(pages + path.sep),
    );
    // A page the walk does not know (untracked, or any page outside production builds) is
    // left to Docusaurus; a generated page always takes its source's date.
    const timestamp = await commitTime(siteDir, rule?.source ?? params.filePath, {
      fromGit: datesFromGit,
      orAskGit: rule !== undefined,
    });
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
  datesFromGit: boolean,
): CreateSitemapItems {
  return async ({ defaultCreateSitemapItems, ...params }) => {
    // Docusaurus asks git about a route's source file by the path it records, relative to the
    // site; from any other working directory (`npx docusaurus build site`) that file is missing.
    const routes = params.routes.map((route) =>
      route.metadata?.sourceFilePath
        ? {
            ...route,
            metadata: {
              ...route.metadata,
              sourceFilePath: path.resolve(siteDir, route.metadata.sourceFilePath),
            },
          }
        : route,
    );
    const items = await defaultCreateSitemapItems({ ...params, routes });
    return Promise.all(
      items.map(async (item) => {
        if (item.lastmod) return item;
        const source = routeSources[new URL(item.url).pathname];
        if (!source) return item;
        const time = await commitTime(siteDir, path.resolve(siteDir, source), {
          fromGit: datesFromGit,
          orAskGit: true,
        });
        return { ...item, lastmod: time ? new Date(time).toISOString().slice(0, 10) : null };
      }),
    );
  };
}
