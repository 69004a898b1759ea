import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { collectDocs } from './collect';

const doc = (id: string, permalink: string, title: string, description = `About ${title}.`) => ({
  id,
  permalink,
  title,
  description,
  source: `@site/docs/${id}.mdx`,
  frontMatter: {},
});

/** A docs plugin's content, reduced to what the collector reads. */
const content = {
  loadedVersions: [
    {
      versionName: 'current',
      docs: [
        doc('docs/index', '/docs/', 'Overview'),
        doc('docs/quickstart', '/docs/quickstart', 'Quickstart'),
        doc('docs/guides/index', '/docs/guides', 'Guides'),
        doc('docs/guides/install', '/docs/guides/install', 'Install'),
        doc('docs/guides/run', '/docs/guides/run', 'Run'),
        doc('docs/reference/cli/tool', '/docs/reference/cli/tool', 'tool'),
        doc('docs/unlisted', '/docs/unlisted', 'Unlisted'),
        doc('preview', '/preview', 'Preview'),
      ],
      sidebars: {
        main: [
          { type: 'doc', id: 'docs/index' },
          { type: 'doc', id: 'docs/quickstart' },
          {
            type: 'category',
            label: 'Guides',
            link: { type: 'doc', id: 'docs/guides/index' },
            items: [
              { type: 'doc', id: 'docs/guides/run' },
              { type: 'doc', id: 'docs/guides/install', label: 'Install it' },
            ],
          },
          {
            type: 'category',
            label: 'Reference',
            items: [
              {
                type: 'category',
                label: 'CLI',
                description: 'Every command.',
                items: [{ type: 'doc', id: 'docs/reference/cli/tool' }],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as LoadedContent;

const docs = collectDocs(
  { default: content },
  { siteDir: '/site', include: ['/docs/'], exclude: [], looseDocsSection: 'Get started' },
);

describe('collectDocs', () => {
  it('lists the included pages in sidebar order with their top-level section, unlisted ones last', () => {
    expect(docs.pages.map((page) => [page.permalink, page.section, page.twinPath])).toEqual([
      ['/docs/', 'Get started', '/docs.md'],
      ['/docs/quickstart', 'Get started', '/docs/quickstart.md'],
      ['/docs/guides', 'Guides', '/docs/guides.md'],
      ['/docs/guides/run', 'Guides', '/docs/guides/run.md'],
      ['/docs/guides/install', 'Guides', '/docs/guides/install.md'],
      ['/docs/reference/cli/tool', 'Reference', '/docs/reference/cli/tool.md'],
      ['/docs/unlisted', null, '/docs/unlisted.md'],
    ]);
  });

  it('resolves source files and routes to twins', () => {
    expect(docs.permalinkOfFile('/site/docs/docs/guides/run.mdx')).toBe('/docs/guides/run');
    expect(docs.permalinkOfFile('/site/docs/preview.mdx')).toBe('/preview');
    expect(docs.twinOf('/docs/')).toBe('/docs.md');
    expect(docs.twinOf('/docs')).toBe('/docs.md');
    expect(docs.twinOf('/preview')).toBeUndefined();
  });

  it("gives <DocCardList /> the items of the page's own category, with sidebar labels", () => {
    expect(docs.docCardItems('/docs/guides')).toEqual([
      { title: 'Run', href: '/docs/guides/run', description: 'About Run.' },
      { title: 'Install it', href: '/docs/guides/install', description: 'About Install.' },
    ]);
    expect(docs.docCardItems('/docs/quickstart')).toEqual([]);
  });
});
