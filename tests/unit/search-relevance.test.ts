import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine } from '@toolhive-docs/search/engine';
import { recordsFromMarkdown } from '@toolhive-docs/search/markdown-indexer';
import type { SearchRecord } from '@toolhive-docs/search/wire';
import { generateFiles } from '@toolhive-docs/cli-reference';
import { thvCliPageIds } from '../../site/src/data/thv-cli-pages';
import cliSource from '../../site/src/data/thv-commands';

// Reader queries against the index of this site's own pages: the guides'
// Markdown and the generated CLI reference, turned into records the way the
// dev server's index does it (the production index also holds the home page
// and the API reference). The expectations are what a reader would want
// first, so a change to the ranking or to the pages that buries them fails.

const docsRoot = path.resolve(import.meta.dirname, '../../site/docs');
const docTag = 'docs-default-current';

function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? (yaml.load(match[1]) as Record<string, unknown>) : {};
}

function permalink(relativeFile: string): string {
  const route = relativeFile.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
  return `/${route}`;
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
  });
}

function guideFiles(dir: string): string[] {
  return readdirSync(path.join(docsRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : guideFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

const cliPages = generateFiles(cliSource, {
  pageIds: thvCliPageIds,
  categoryLabel: 'CLI reference',
  categoryPosition: 1,
  sourceName: 'commands.ts',
});

const records = [
  ...guideFiles('toolhive').flatMap((file) =>
    pageRecords(file, readFileSync(path.join(docsRoot, file), 'utf8')),
  ),
  ...[...cliPages]
    .filter(([name]) => name.endsWith('.md'))
    .flatMap(([name, source]) => pageRecords(`toolhive/reference/cli/${name}`, source)),
];
const engine = new LocalSearchEngine(records);

function hits(query: string) {
  return engine.search({ query, hitsPerPage: 10 }).hits;
}
const firstUrl = (query: string) => hits(query)[0]?.url;
const pageOf = (url: string) => url.split('#')[0];

describe('searching the docs as a reader', () => {
  it('indexes every guide and every command page', () => {
    const pages = new Set(records.map((record) => pageOf(record.url)));
    expect(pages).toContain('/toolhive/quickstart');
    expect(pages).toContain('/toolhive/guides-cli/secrets-management');
    for (const id of thvCliPageIds) expect(pages).toContain(`/toolhive/reference/cli/${id}`);
  });

  it('finds commands as typed', () => {
    expect(firstUrl('thv run')).toBe('/toolhive/reference/cli/thv_run');
    expect(firstUrl('thv secret set')).toBe('/toolhive/reference/cli/thv_secret_set');
    expect(firstUrl('thv logs')).toBe('/toolhive/reference/cli/thv_logs');
  });

  it('finds flag names as typed', () => {
    const [first] = hits('--permission-profile');
    expect(pageOf(first!.url)).toBe('/toolhive/reference/cli/thv_run');
    expect(JSON.stringify(first!._highlightResult)).toContain('<mark>--permission-profile</mark>');
  });

  it('forgives one typo from 4 letters and two from 8', () => {
    expect(pageOf(firstUrl('secrts')!)).toBe('/toolhive/guides-cli/secrets-management');
    expect(pageOf(firstUrl('permision profle')!)).toBe('/toolhive/guides-cli/custom-permissions');
    expect(firstUrl('kubrenetes operator')).toBe(firstUrl('kubernetes operator'));
    expect(firstUrl('kubrenetes operator')).toBe('/toolhive/#the-kubernetes-operator');
  });

  it('matches the last word as a prefix', () => {
    expect(firstUrl('install with home')).toBe(
      '/toolhive/guides-cli/install#install-with-homebrew',
    );
  });

  it('ranks the sections about a subject above text that mentions it', () => {
    const [first] = hits('stop an mcp server');
    expect(first!.url).toBe('/toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server');
    expect(firstUrl('network isolation')).toBe(
      '/toolhive/guides-cli/run-mcp-servers#turn-on-network-isolation',
    );
    expect(hits('1password').slice(0, 2)).toEqual([
      expect.objectContaining({
        url: '/toolhive/guides-cli/secrets-management#set-up-the-1password-provider',
        type: 'lvl2',
      }),
      expect.objectContaining({
        url: '/toolhive/guides-cli/secrets-management#use-a-1password-secret-with-thv-run',
        type: 'lvl3',
      }),
    ]);
  });

  it('rewards the exact phrase', () => {
    expect(firstUrl('choose a transport')).toBe(
      '/toolhive/guides-cli/run-mcp-servers#choose-a-transport',
    );
    // Without the phrase bonus a page whose title holds the three words apart comes first.
    expect(firstUrl('run a server')).toMatch(
      /^\/toolhive\/guides-cli\/run-mcp-servers#run-a-server-from-/,
    );
  });

  it('answers questions by their subject words', () => {
    expect(firstUrl('what is mcp')).toBe('/toolhive/concepts/mcp-primer');
    expect(firstUrl('how do i stop a server')).toBe(
      '/toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server',
    );
    expect(firstUrl('how do i use secrets with thv run')).toBe(
      '/toolhive/guides-cli/secrets-management#use-a-secret-with-thv-run',
    );
  });

  it('keeps one page from filling the first results', () => {
    const firstFive = hits('volume').slice(0, 5);
    const pages = firstFive.map((hit) => pageOf(hit.url));
    for (const page of pages) {
      expect(pages.filter((other) => other === page).length, page).toBeLessThanOrEqual(2);
    }
  });
});
