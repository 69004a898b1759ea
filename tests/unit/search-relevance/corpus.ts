import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { recordsFromMarkdown } from '@docs-kit/search/markdown-indexer';
import type { SearchRecord } from '@docs-kit/search/wire';
import { generateFiles } from '@docs-kit/cli-reference';
import { thvCliPageIds } from '../../../site/src/data/thv-cli-pages';
import cliSource from '../../../site/src/data/thv-commands';
import { searchFillerWords } from '../../../site/src/data/search-filler';
import { searchPageKinds } from '../../../site/src/data/search-page-kinds';
import { searchSynonyms } from '../../../site/src/data/search-synonyms';

/** The engine's options as the site's index file gives them. */
export const siteEngineOptions = {
  synonyms: searchSynonyms,
  fillerWords: searchFillerWords,
  pageKinds: searchPageKinds,
};

// The records of this site's own pages, as the search index holds them: the
// guides' Markdown and the generated CLI reference, turned into records the
// way the dev server's index does it, and the API reference page's records
// as the production build writes them. Its operations and schemas are drawn
// by a React component, so only a build can give their records; the fixture
// is that page's share of a build's index (`npm run search:relevance --
// --refresh-api-fixture` after a build rewrites it).

const here = path.dirname(fileURLToPath(import.meta.url));
const docsRoot = path.resolve(here, '../../../site/docs');
const docTag = 'docs-default-current';
export const apiReferenceRoute = '/toolhive/reference/api';
export const apiFixtureFile = path.join(here, 'api-reference-records.json');

function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? (yaml.load(match[1]) as Record<string, unknown>) : {};
}

function permalink(relativeFile: string): string {
  // A folder's index page is the folder's route: /toolhive/guides-k8s, and /toolhive/ at the top.
  const route = relativeFile.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  return route === 'toolhive' ? '/toolhive/' : `/${route}`;
}

/** lvl0 as the production breadcrumb shows it: the category's label, or a top-level page's title. */
function section(relativeFile: string, title: string): string {
  const [, folder] = relativeFile.split('/');
  if (!relativeFile.slice('toolhive/'.length).includes('/')) return title;
  const category = JSON.parse(
    readFileSync(path.join(docsRoot, 'toolhive', folder!, '_category_.json'), 'utf8'),
  ) as { label: string };
  return category.label;
}

function pageRecords(relativeFile: string, source: string): SearchRecord[] {
  const meta = frontMatter(source);
  const title = String(meta.title ?? '');
  return recordsFromMarkdown({
    source,
    format: relativeFile.endsWith('.mdx') ? 'mdx' : 'md',
    url: permalink(relativeFile),
    title,
    section: section(relativeFile, title),
    docusaurusTag: docTag,
    keywords: Array.isArray(meta.keywords) ? (meta.keywords as string[]) : [],
    onUnplacedKeyword: (keyword) => {
      throw new Error(`${relativeFile}: the keyword "${keyword}" points at no heading of the page`);
    },
  });
}

function guideFiles(dir: string): string[] {
  return readdirSync(path.join(docsRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : guideFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The fixture keeps each record as [url, type, lvl0…lvl6, content] to stay small. */
type CompactRecord = [string, SearchRecord['type'], ...(string | null)[]];

export function compactRecords(records: SearchRecord[]): CompactRecord[] {
  return records.map((record) => [
    record.url,
    record.type,
    ...(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map(
      (level) => record.hierarchy[level],
    ),
    record.content,
  ]);
}

function apiReferenceRecords(): SearchRecord[] {
  const compact = JSON.parse(readFileSync(apiFixtureFile, 'utf8')) as CompactRecord[];
  return compact.map(([url, type, lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6, content], i) => ({
    objectID: `${url}-${i}`,
    hierarchy: {
      lvl0: lvl0!,
      lvl1: lvl1!,
      lvl2,
      lvl3,
      lvl4,
      lvl5,
      lvl6,
    } as SearchRecord['hierarchy'],
    content: content ?? null,
    type,
    url,
    language: 'en',
    docusaurus_tag: docTag,
  }));
}

export function siteRecords(): SearchRecord[] {
  const cliPages = generateFiles(cliSource, {
    pageIds: thvCliPageIds,
    categoryLabel: 'CLI reference',
    categoryPosition: 1,
    sourceName: 'commands.ts',
  });
  return [
    ...guideFiles('toolhive')
      .filter((file) => permalink(file) !== apiReferenceRoute)
      .flatMap((file) => pageRecords(file, readFileSync(path.join(docsRoot, file), 'utf8'))),
    ...apiReferenceRecords(),
    ...[...cliPages]
      .filter(([name]) => name.endsWith('.md'))
      .flatMap(([name, source]) => pageRecords(`toolhive/reference/cli/${name}`, source)),
  ];
}

export { thvCliPageIds };
