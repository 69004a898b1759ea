import { describe, expect, it } from 'vitest';
import { recordsFromMarkdown, type MarkdownPage } from './markdown-indexer';
import { recordsFromPage } from './html-indexer';

const page = (source: string, overrides: Partial<MarkdownPage> = {}): MarkdownPage => ({
  source,
  format: 'mdx',
  url: '/toolhive/guides-cli/run-mcp-servers',
  title: 'Front matter title',
  section: 'CLI guides',
  docusaurusTag: 'docs-default-current',
  ...overrides,
});

const contents = (source: string) =>
  recordsFromMarkdown(page(source))
    .filter((r) => r.type === 'content')
    .map((r) => r.content);

describe('recordsFromMarkdown', () => {
  it('gives the records the HTML indexer gives for the same page', () => {
    const markdown = `---
title: Run MCP servers
---

import Tabs from '@theme/Tabs';

# Run MCP servers

Intro & more.

## Pick a transport

- stdio is the default

| Transport |
| --------- |
| sse       |

\`\`\`bash
thv run fetch
\`\`\`

### Ports

Set \`--port\`.
`;
    // What Docusaurus renders for it, trimmed to the parts the indexer reads.
    const html = `<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a href="/">Home</a></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">CLI guides</span></li></ul></nav>
<article><header><h1>Run MCP servers</h1></header><p>Intro &amp; more.</p>
<h2 id="pick-a-transport">Pick a transport<a class="hash-link" href="#pick-a-transport">#</a></h2>
<ul><li>stdio is the default</li></ul>
<table><thead><tr><th>Transport</th></tr></thead><tbody><tr><td>sse</td></tr></tbody></table>
<pre><code>thv run fetch</code></pre>
<h3 id="ports">Ports<a class="hash-link" href="#ports">#</a></h3><p>Set <code>--port</code>.</p>
</article></body></html>`;
    const url = '/toolhive/guides-cli/run-mcp-servers';
    expect(recordsFromMarkdown(page(markdown))).toEqual(recordsFromPage({ html, url }));
  });

  it('gives tab labels and their panels the records the HTML indexer gives', () => {
    const markdown = `---
title: Install
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## Find the file

<Tabs>
<TabItem value="macos" label="macOS" default>

Look in Library.

</TabItem>
<TabItem value="linux">

Look in .local.

</TabItem>
</Tabs>

After the tabs.
`;
    // Docusaurus' minified markup: the labels first, then one panel for each.
    const html = `<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a href="/">Home</a></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">CLI guides</span></li></ul></nav>
<article><header><h1>Install</h1></header>
<h2 id="find-the-file">Find the file<a class="hash-link" href="#find-the-file">#</a></h2>
<div class="tabs-container"><ul role=tablist class=tabs><li role=tab tabindex=0 aria-selected=true>macOS<li role=tab tabindex=-1>linux</ul>
<div class=margin-top--md><div role=tabpanel><p>Look in Library.</div><div role=tabpanel hidden><p>Look in .local.</div></div></div>
<p>After the tabs.</p>
</article></body></html>`;
    const url = '/toolhive/guides-cli/install';
    const records = recordsFromMarkdown(page(markdown, { url, title: 'Install' }));
    expect(records).toEqual(recordsFromPage({ html, url }));
    expect(
      records.map((record) => [
        record.type,
        record.hierarchy.lvl2,
        record.hierarchy.lvl3,
        record.content,
      ]),
    ).toEqual([
      ['lvl1', null, null, null],
      ['lvl2', 'Find the file', null, null],
      ['content', 'Find the file', 'macOS', 'Look in Library.'],
      ['content', 'Find the file', 'linux', 'Look in .local.'],
      ['content', 'Find the file', null, 'After the tabs.'],
    ]);
    expect(new Set(records.slice(1).map((record) => record.url))).toEqual(
      new Set([`${url}#find-the-file`]),
    );
  });

  it("gives the page's keywords to the records they point at, as the HTML indexer does", () => {
    const markdown = `---
title: Install
keywords: [set up, on a mac#install-on-macos]
---

## Install on macOS

Use Homebrew.
`;
    const html = `<html><head><meta name="docusaurus_tag" content="docs-default-current">
<meta name="keywords" content="set up,on a mac#install-on-macos"></head><body>
<article><header><h1>Install</h1></header>
<h2 id="install-on-macos">Install on macOS<a class="hash-link" href="#install-on-macos">#</a></h2>
<p>Use Homebrew.</p></article></body></html>`;
    const url = '/toolhive/guides-cli/install';
    const unplaced: string[] = [];
    const records = recordsFromMarkdown(
      page(markdown, {
        url,
        title: 'Install',
        section: null,
        keywords: ['set up', 'on a mac#install-on-macos', 'lost#no-such-heading'],
        onUnplacedKeyword: (keyword) => unplaced.push(keyword),
      }),
    );
    expect(records.map((record) => [record.type, record.keywords])).toEqual([
      ['lvl1', 'set up'],
      ['lvl2', 'on a mac'],
      ['content', undefined],
    ]);
    expect(unplaced).toEqual(['lost#no-such-heading']);
    expect(recordsFromPage({ html, url })).toEqual(
      recordsFromMarkdown(
        page(markdown, {
          url,
          title: 'Install',
          section: null,
          keywords: ['set up', 'on a mac#install-on-macos'],
        }),
      ),
    );
  });

  it('shows the front matter title when the file has no # heading of its own', () => {
    const records = recordsFromMarkdown(page('Some text.\n\n## Install\n'));
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'CLI guides', lvl1: 'Front matter title' },
      url: '/toolhive/guides-cli/run-mcp-servers',
    });
    expect(records[1]).toMatchObject({ type: 'content', content: 'Some text.' });
  });

  it('makes the anchors Docusaurus makes: slugs, repeats, code, explicit ids', () => {
    const records = recordsFromMarkdown(
      page(
        '# Title\n\n## Install\n\n## Install\n\n## Run `thv run` now\n\n## Custom id {#my-anchor}\n\n## Title\n',
      ),
    );
    expect(records.map((r) => [r.hierarchy.lvl2, r.url.split('#')[1]])).toEqual([
      [null, undefined],
      ['Install', 'install'],
      ['Install', 'install-1'],
      ['Run thv run now', 'run-thv-run-now'],
      ['Custom id', 'my-anchor'],
      // The title took the first "title" slug.
      ['Title', 'title-1'],
    ]);
  });

  it('indexes prose inside tabs and admonitions, but not labels, code or expressions', () => {
    const source = `# T

<Tabs>
<TabItem value="mac" label="macOS">

Install with Homebrew {props.version}.

</TabItem>
</Tabs>

:::warning[Read this]

Keep the key secret.

:::

> A quoted line.

export const x = 1;

{'an expression'}

<div>

Image ![diagram](./a.png) here.

</div>
`;
    expect(contents(source)).toEqual([
      'Install with Homebrew .',
      'Keep the key secret.',
      'A quoted line.',
      'Image here.',
    ]);
  });

  it('keeps text that looks like a directive, as Docusaurus does', () => {
    expect(contents('# T\n\nPull ghcr.io/example/fetch:latest first.\n')).toEqual([
      'Pull ghcr.io/example/fetch:latest first.',
    ]);
  });

  it('gives list items with nested lists and several paragraphs their whole text', () => {
    expect(contents('# T\n\n- First\n\n  More\n  - nested\n- Second\n')).toEqual([
      'First More nested',
      'Second',
    ]);
  });

  it('gives no records for a page whose head sets robots noindex', () => {
    const source =
      '<head>\n  <meta name="robots" content="noindex, nofollow" />\n</head>\n\n# P\n\nText.\n';
    expect(recordsFromMarkdown(page(source))).toEqual([]);
  });

  it('parses .md files as CommonMark, where braces and tags are plain text', () => {
    const records = recordsFromMarkdown(page('# T\n\nUse {name} here.\n', { format: 'md' }));
    expect(records.map((r) => r.content)).toEqual([null, 'Use {name} here.']);
  });
});
