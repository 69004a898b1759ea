import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LAST_UPDATE_FALLBACK } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { sitemapLastmodFromSources, sourceDatesFrontMatter } from './index';

const siteDir = path.resolve(__dirname, '../..');

// Outside production builds Docusaurus answers every Git date with LAST_UPDATE_FALLBACK.
const fallbackDate = new Date(LAST_UPDATE_FALLBACK.lastUpdatedAt!).toISOString();

const parse = sourceDatesFrontMatter(
  siteDir,
  [
    { pages: 'docs/generated', source: 'static/api-specs/toolhive-api.yaml' },
    { pages: 'docs/one-page.mdx', source: 'static/api-specs/toolhive-api.yaml' },
  ],
  false,
);

const run = (file: string, frontMatter: Record<string, unknown> = { title: 'T' }) =>
  parse({
    filePath: path.join(siteDir, file),
    fileContent: '',
    defaultParseFrontMatter: async () => ({ frontMatter: { ...frontMatter }, content: 'body' }),
  });

describe('sourceDatesFrontMatter', () => {
  it('gives pages in a generated folder and a named page the date of their source', async () => {
    for (const file of ['docs/generated/a.md', 'docs/generated/deep/b.md', 'docs/one-page.mdx']) {
      expect((await run(file)).frontMatter).toEqual({
        title: 'T',
        last_update: { date: fallbackDate },
      });
    }
  });

  it('leaves other pages, look-alike folders and an explicit last_update alone', async () => {
    expect((await run('docs/other.md')).frontMatter).toEqual({ title: 'T' });
    expect((await run('docs/generated-not/a.md')).frontMatter).toEqual({ title: 'T' });
    const own = { title: 'T', last_update: { date: '2020-01-01' } };
    expect((await run('docs/generated/a.md', own)).frontMatter).toEqual(own);
  });
});

describe('sourceDatesFrontMatter with dates from Git (a production build)', () => {
  const lastCommit = (file: string) =>
    new Date(
      Number(
        execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {
          cwd: siteDir,
          encoding: 'utf8',
        }).trim(),
      ) * 1000,
    ).toISOString();

  it('dates every tracked page by its last commit, as Git does for that one file', async () => {
    const production = sourceDatesFrontMatter(
      siteDir,
      [{ pages: 'docs/toolhive/reference/cli', source: 'src/data/thv-commands.ts' }],
      true,
    );
    const parseFile = async (file: string) =>
      (
        await production({
          filePath: path.join(siteDir, file),
          fileContent: '',
          defaultParseFrontMatter: async () => ({ frontMatter: {}, content: '' }),
        })
      ).frontMatter;
    for (const file of ['docs/toolhive/quickstart.mdx', 'docusaurus.config.ts']) {
      expect(await parseFile(file)).toEqual({ last_update: { date: lastCommit(file) } });
    }
    expect(await parseFile('docs/toolhive/reference/cli/thv_run.md')).toEqual({
      last_update: { date: lastCommit('src/data/thv-commands.ts') },
    });
    // Unknown to Git: left to Docusaurus, which says the file is not tracked.
    expect(await parseFile('docs/not-a-page.mdx')).toEqual({});
  });
});

describe('sitemapLastmodFromSources', () => {
  it('dates entries without lastmod from their source and keeps the others', async () => {
    const create = sitemapLastmodFromSources(siteDir, { '/': 'src/pages/index.tsx' }, false);
    const items = await create({
      siteConfig: {} as never,
      routes: [],
      defaultCreateSitemapItems: async () => [
        { url: 'https://x.test/', lastmod: null, changefreq: null, priority: null },
        { url: 'https://x.test/a', lastmod: '2024-05-06', changefreq: null, priority: null },
        { url: 'https://x.test/unknown', lastmod: null, changefreq: null, priority: null },
      ],
    });
    expect(items.map((item) => item.lastmod)).toEqual([
      fallbackDate.slice(0, 10),
      '2024-05-06',
      null,
    ]);
  });
});
