import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../data';
import { encodeCursor } from './parts';
import {
  pageTools,
  parsePageReference,
  searchAnswerChars,
  searchDocsTool,
  type PagesSource,
  type SearchHitSummary,
} from './pages';

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

describe('get_page on a split twin', () => {
  const splitPages: PageEntry[] = [
    {
      path: '/docs/api',
      title: 'API',
      description: 'Every operation.',
      section: 'Reference',
      markdownFile: 'docs/api.md',
    },
    {
      path: '/docs/api/pets',
      title: 'API: Pets',
      description: 'Animals.',
      section: 'Reference',
      markdownFile: 'docs/api/pets.md',
      partOf: '/docs/api',
    },
  ];
  const splitTwins: Record<string, string> = {
    '/docs/api': '# API\n\n## Operations\n\n- [Pets](https://docs.example.com/docs/api/pets.md)\n',
    '/docs/api/pets':
      '# API: Pets\n\n## Get a pet\n\n`GET /pets/{id}`\n\n## Add a pet\n\n`POST /pets`\n',
  };
  const places: Record<string, { path: string; section: string | null }> = {
    'tag-pets': { path: '/docs/api/pets', section: null },
    'op-getPet': { path: '/docs/api/pets', section: 'get-a-pet' },
  };
  const split: PagesSource = {
    site: { title: 'Example', url: site.href },
    siteUrl: site,
    pages: splitPages,
    page: (pagePath) => splitPages.find((page) => page.path === pagePath),
    markdown: (page) => splitTwins[page.path]!,
    sectionElsewhere: (pagePath, id) => (pagePath === '/docs/api' ? places[id] : undefined),
  };
  const get = (input: unknown) => {
    const getPage = pageTools(split).find((candidate) => candidate.name === 'get_page')!;
    return getPage.run(getPage.input.parse(input));
  };

  it('answers the index for the page and a part for its path, with the twin as its URL', () => {
    expect(get({ path: '/docs/api' }).text).toBe(splitTwins['/docs/api']);
    const part = get({ path: 'https://docs.example.com/docs/api/pets.md' });
    expect(part.text).toBe(splitTwins['/docs/api/pets']);
    expect(part.structured).toMatchObject({
      path: '/docs/api/pets',
      url: `${site.href}docs/api/pets.md`,
      title: 'API: Pets',
    });
  });

  it("reads a section of the page's HTML from the part that holds it", () => {
    const byAnchor = get({ path: `${site.href}docs/api#op-getPet` });
    expect(byAnchor.text).toBe('## Get a pet\n\n`GET /pets/{id}`\n');
    expect(byAnchor.structured).toMatchObject({
      path: '/docs/api/pets',
      section: 'get-a-pet',
      url: `${site.href}docs/api/pets.md#get-a-pet`,
    });
    expect(get({ path: '/docs/api', section: 'tag-pets' }).text).toBe(splitTwins['/docs/api/pets']);
    expect(get({ path: '/docs/api/pets', section: 'add-a-pet' }).text).toBe(
      '## Add a pet\n\n`POST /pets`\n',
    );
  });

  it("names the closest sections of the page's parts too when a section is unknown", () => {
    const answer = get({ path: '/docs/api', section: 'add-a-pt' });
    expect(answer.isError).toBe(true);
    expect(answer.text).toContain('add-a-pet');
  });

  it('lists the parts with their twin URLs', () => {
    const list = pageTools(split).find((candidate) => candidate.name === 'list_pages')!;
    expect(list.run({}).structured).toMatchObject({
      pages: [
        { path: '/docs/api', url: `${site.href}docs/api` },
        { path: '/docs/api/pets', url: `${site.href}docs/api/pets.md` },
      ],
    });
  });
});

describe('get_page in parts', () => {
  const section = (n: number) =>
    `## Step ${n}\n\n${Array.from({ length: 12 }, (_, p) => `Paragraph ${p} of step ${n}. ${'word '.repeat(80)}`).join('\n\n')}\n\n\`\`\`bash\necho step ${n}\n\`\`\`\n`;
  const long = `# Long guide\n\nIntro.\n\n${Array.from({ length: 10 }, (_, n) => section(n + 1)).join('\n')}`;
  const longPage: PageEntry = {
    path: '/docs/guides/long',
    title: 'Long guide',
    description: 'Long.',
    section: 'Guides',
    markdownFile: 'docs/guides/long.md',
  };
  let current = long;
  const longSource: PagesSource = {
    ...source,
    pages: [...pages, longPage],
    page: (pagePath) => [...pages, longPage].find((page) => page.path === pagePath),
    markdown: (page) => (page === longPage ? current : twins[page.path]!),
  };
  const getPage = pageTools(longSource).find((candidate) => candidate.name === 'get_page')!;
  const read = (input: unknown) => getPage.run(getPage.input.parse(input));
  type Part = { markdown: string; offset: number; totalChars: number; nextCursor: string | null };

  /** Every part from the first call on, by following the cursors. */
  function allParts(first: unknown): { parts: Part[]; texts: string[] } {
    const parts: Part[] = [];
    const texts: string[] = [];
    let answer = read(first);
    for (;;) {
      expect(answer.isError).toBeUndefined();
      const part = answer.structured as unknown as Part;
      parts.push(part);
      texts.push(answer.text);
      if (part.nextCursor === null) return { parts, texts };
      answer = read({ cursor: part.nextCursor });
    }
  }

  it('returns a long page in parts of at most 20,000 characters by default, each cut before a heading, that join into the twin', () => {
    expect(long.length).toBeGreaterThan(45_000);
    const { parts, texts } = allParts({ path: '/docs/guides/long' });
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(parts.map((part) => part.markdown).join('')).toBe(long);
    for (const part of parts) {
      expect(part.markdown.length).toBeLessThanOrEqual(20_000);
      expect(part.totalChars).toBe(long.length);
    }
    for (const part of parts.slice(1)) expect(part.markdown).toMatch(/^## Step \d+\n/);
    expect(texts[0]).toMatch(
      /\n\n\[Part: characters 0 to [\d,]+ of [\d,]+\. The rest holds the sections step-\d+, .*\. Next part: get_page with cursor "[\w-]+"\.\]\n$/,
    );
    expect(texts.at(-1)).toMatch(/\[The last part: characters [\d,]+ to [\d,]+ of [\d,]+\.\]\n$/);
  });

  it('takes a smaller maxChars, and cuts a section the same way', () => {
    const whole = read({ path: '/docs/guides/long', section: 'step-3' }).text;
    const { parts } = allParts({ path: '/docs/guides/long#step-3', maxChars: 2000 });
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.map((part) => part.markdown).join('')).toBe(whole);
    for (const part of parts) expect(part.markdown.length).toBeLessThanOrEqual(2000);
    expect(getPage.input.safeParse({ path: '/x', maxChars: 1999 }).success).toBe(false);
    expect(getPage.input.safeParse({ path: '/x', maxChars: 100_001 }).success).toBe(false);
    expect(getPage.input.safeParse({}).error?.issues[0]?.message).toBe(
      'give path (a page path or URL), or the cursor of a previous get_page answer',
    );
  });

  it('accepts the cursor with its own page path, and refuses a cursor it did not give or that no longer fits', () => {
    const first = read({ path: '/docs/guides/long' }).structured as unknown as Part;
    const cursor = first.nextCursor!;
    expect(read({ path: '/docs/guides/long', cursor }).structured).toMatchObject({
      offset: first.markdown.length,
    });
    const refusals: [unknown, RegExp][] = [
      [{ cursor: 'not a cursor' }, /it is not a cursor this server gave out/],
      [{ cursor: `${cursor.slice(0, -4)}AAAA` }, /can't be used/],
      [{ path: '/docs/guides/install', cursor }, /continues \/docs\/guides\/long, not/],
      [
        { cursor: encodeCursor('/docs/gone', null, 10, 20_000, long) },
        /the page \/docs\/gone is gone/,
      ],
      [{ cursor: encodeCursor('/docs/guides/long', 'no-such', 10, 20_000, long) }, /No section on/],
    ];
    for (const [input, message] of refusals) {
      const answer = read(input);
      expect(answer.isError, JSON.stringify(input)).toBe(true);
      expect(answer.text).toMatch(message);
    }
    current = long.replace('Intro.', 'Introduction.');
    const changed = read({ cursor });
    current = long;
    expect(changed).toMatchObject({ isError: true });
    expect(changed.text).toMatch(/has changed since it was given/);
  });
});

describe('search_docs answer size', () => {
  const hit = (n: number, snippetChars: number): SearchHitSummary => ({
    title: `A rather long heading number ${n} about installing things`,
    breadcrumb: [
      'Guides',
      'A page with a long title about the topic',
      `A rather long heading number ${n} about installing things`,
    ],
    url: `${site.href}docs/guides/a-page-with-a-long-title#a-rather-long-heading-number-${n}`,
    path: '/docs/guides/a-page-with-a-long-title',
    section: `a-rather-long-heading-number-${n}`,
    snippet: `**install** ${'words of the section '.repeat(snippetChars / 20)}`,
  });

  it('keeps five hits within 6,000 characters (1,500 tokens), text and structured content together, each with its URL and anchor', () => {
    const wordy = searchDocsTool(source, (_, limit) => ({
      hits: Array.from({ length: limit }, (_, n) => hit(n, 2000)),
      suggestions: [],
    }));
    expect(searchAnswerChars(Array.from({ length: 5 }, (_, n) => hit(n, 2000)))).toBeGreaterThan(
      20_000,
    );
    const answer = wordy.run(wordy.input.parse({ query: 'install' }));
    const hits = answer.structured!.hits as SearchHitSummary[];
    expect(hits).toHaveLength(5);
    expect(answer.text.length + JSON.stringify(hits).length).toBeLessThanOrEqual(6000);
    for (const [n, kept] of hits.entries()) {
      expect(kept.url).toBe(hit(n, 0).url);
      expect(kept.snippet).toMatch(/^\*\*install\*\* words .*…$/);
      expect(answer.text).toContain(kept.url);
    }
    expect(wordy.description).toContain('five hits, the default, stay within 1,500 tokens');
  });

  it('leaves short snippets as they are', () => {
    const short = Array.from({ length: 5 }, (_, n) => hit(n, 100));
    const tool = searchDocsTool(source, () => ({ hits: short, suggestions: [] }));
    expect(tool.run(tool.input.parse({ query: 'install' })).structured!.hits).toEqual(short);
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
