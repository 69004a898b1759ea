import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../data';
import { pageTools, parsePageReference, searchDocsTool, type PagesSource } from './pages';

const site = new URL('https://docs.example.com/');

describe('parsePageReference', () => {
  it.each([
    ['/docs/intro', '/docs/intro', null],
    ['docs/intro/', '/docs/intro', null],
    ['/docs/intro.md', '/docs/intro', null],
    ['/docs/intro#setup', '/docs/intro', 'setup'],
    ['https://docs.example.com/docs/intro.md#setup', '/docs/intro', 'setup'],
    ['/docs/', '/docs', null],
    ['/', '/', null],
    ['/docs/../../etc/passwd', '/etc/passwd', null],
    ['/docs/intro#%', '/docs/intro', '%'],
    ['/docs/in%zztro#a%E0b', '/docs/in%zztro', 'a%E0b'],
  ])('%s', (reference, path, anchor) => {
    expect(parsePageReference(reference, site)).toEqual({ path, anchor });
  });
});

const pages: PageEntry[] = [
  {
    path: '/docs',
    title: 'Overview',
    description: 'What it is.',
    section: 'Overview',
    markdownFile: 'docs.md',
  },
  {
    path: '/docs/guides/install',
    title: 'Install',
    description: 'Install the CLI.',
    section: 'Guides',
    markdownFile: 'docs/guides/install.md',
  },
  {
    path: '/docs/guides/secrets-management',
    title: 'Manage secrets',
    description: 'Store and use secrets.',
    section: 'Guides',
    markdownFile: 'docs/guides/secrets-management.md',
  },
];
const twins: Record<string, string> = {
  '/docs': '# Overview\n\nWhat it is.\n',
  '/docs/guides/install':
    '# Install\n\n## Install with Homebrew\n\n```bash\nbrew install cli\n```\n\n## Install on Windows\n\nUse the installer.\n',
  '/docs/guides/secrets-management': '# Manage secrets\n\nSecrets.\n',
};
const searches: [string, number][] = [];
const source: PagesSource = {
  site: { title: 'Example', url: site.href },
  siteUrl: site,
  pages,
  page: (pagePath) => pages.find((page) => page.path === pagePath),
  markdown: (page) => twins[page.path]!,
  search(query, limit) {
    searches.push([query, limit]);
    const hits = [
      {
        title: 'Install with Homebrew',
        breadcrumb: ['Guides', 'Install', 'Install with Homebrew'],
        url: `${site.href}docs/guides/install#install-with-homebrew`,
        path: '/docs/guides/install',
        section: 'install-with-homebrew',
        snippet: 'brew **install** cli',
      },
    ].slice(0, limit);
    return { hits, suggestions: [] };
  },
};
const tool = (name: string) => pageTools(source).find((candidate) => candidate.name === name)!;
/** The input parsed as the server parses it, then the answer. */
const call = (name: string, input: unknown) => tool(name).run(tool(name).input.parse(input));

describe('search_docs', () => {
  it("answers with the site search's hits, numbered with their breadcrumb and URL", () => {
    const answer = call('search_docs', { query: '  install  ', limit: 3 });
    expect(searches.at(-1)).toEqual(['install', 3]);
    expect(answer.structured).toMatchObject({
      query: 'install',
      hits: [{ section: 'install-with-homebrew' }],
    });
    expect(answer.text).toBe(
      `1. Guides › Install › Install with Homebrew\n   ${site.href}docs/guides/install#install-with-homebrew\n   brew **install** cli`,
    );
    expect(call('search_docs', { query: 'x' }).structured).toMatchObject({
      hits: [expect.anything()],
    });
    expect(searches.at(-1)).toEqual(['x', 5]);
  });

  it('says so when nothing matches, and is left out of a build without an index', () => {
    const empty = searchDocsTool(source, () => ({ hits: [], suggestions: [] }));
    const answer = empty.run(empty.input.parse({ query: 'zzqxv' }));
    expect(answer.text).toContain('No results for "zzqxv"');
    const suggesting = searchDocsTool(source, () => ({ hits: [], suggestions: ['install'] }));
    const suggested = suggesting.run(suggesting.input.parse({ query: 'instal' }));
    expect(suggested.text).toContain('No results for "instal". Try: "install".');
    expect(suggested.structured).toMatchObject({ hits: [], suggestions: ['install'] });
    expect(pageTools({ ...source, search: undefined }).map((t) => t.name)).toEqual([
      'get_page',
      'list_pages',
    ]);
  });

  it('refuses an empty or over-long query and a limit out of range', () => {
    const input = tool('search_docs').input;
    expect(input.safeParse({ query: '   ' }).success).toBe(false);
    expect(input.safeParse({ query: 'x'.repeat(257) }).success).toBe(false);
    expect(input.safeParse({ query: 'x'.repeat(256) }).success).toBe(true);
    expect(input.safeParse({ query: 'x', limit: 21 }).success).toBe(false);
    expect(input.safeParse({ query: 'x', limit: 2.5 }).success).toBe(false);
    expect(input.safeParse({ query: 'x', colour: 'blue' }).success).toBe(false);
  });
});

describe('get_page', () => {
  it('returns the twin from a path, a URL, with .md or a trailing slash', () => {
    for (const reference of [
      '/docs/guides/install',
      'docs/guides/install/',
      '/docs/guides/install.md',
      `${site.href}docs/guides/install.md`,
    ]) {
      const answer = call('get_page', { path: reference });
      expect(answer.isError, reference).toBeUndefined();
      expect(answer.text, reference).toBe(twins['/docs/guides/install']);
      expect(answer.structured).toMatchObject({
        path: '/docs/guides/install',
        url: `${site.href}docs/guides/install`,
        section: null,
      });
    }
  });

  it('returns one section, given as section or as the anchor of the path', () => {
    const bySection = call('get_page', {
      path: '/docs/guides/install',
      section: 'install-with-homebrew',
    });
    const byAnchor = call('get_page', {
      path: `${site.href}docs/guides/install#install-with-homebrew`,
    });
    expect(bySection.text).toBe('## Install with Homebrew\n\n```bash\nbrew install cli\n```\n');
    expect(byAnchor.text).toBe(bySection.text);
    expect(bySection.structured).toMatchObject({
      section: 'install-with-homebrew',
      url: `${site.href}docs/guides/install#install-with-homebrew`,
    });
  });

  it('names the closest pages and sections when one is unknown, and never reads a path it was not given', () => {
    const page = call('get_page', { path: '/docs/guides/secrets' });
    expect(page).toMatchObject({ isError: true });
    expect(page.text).toMatch(
      /^No page "\/docs\/guides\/secrets"\. Closest matches: \/docs\/guides\/secrets-management/,
    );
    const section = call('get_page', {
      path: '/docs/guides/install',
      section: 'install-with-homebrw',
    });
    expect(section.text).toContain('Closest matches: install-with-homebrew');
    for (const reference of [
      '../../package.json',
      '/docs/../../etc/passwd',
      'file:///etc/passwd',
    ]) {
      expect(call('get_page', { path: reference }).text, reference).toMatch(/^No page /);
    }
  });
});

describe('list_pages', () => {
  it('lists every page with its URL under its sidebar section', () => {
    const answer = call('list_pages', {});
    expect((answer.structured!.pages as unknown[]).length).toBe(3);
    expect(answer.structured!.pages).toContainEqual({
      path: '/docs/guides/secrets-management',
      url: `${site.href}docs/guides/secrets-management`,
      title: 'Manage secrets',
      description: 'Store and use secrets.',
      section: 'Guides',
    });
    expect(answer.text).toBe(
      '## Overview\n\n- [Overview](/docs): What it is.\n\n## Guides\n\n- [Install](/docs/guides/install): Install the CLI.\n- [Manage secrets](/docs/guides/secrets-management): Store and use secrets.',
    );
  });
});
