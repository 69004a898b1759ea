import { describe, expect, it } from 'vitest';
import { recordsFromPage } from './html-indexer';

const page = (body: string, head = '') => `<!doctype html><html><head>
<meta name="docusaurus_tag" content="docs-default-current">${head}</head><body>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a href="/">Home</a></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">CLI guides</span></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">Run</span></li></ul></nav>
<article><header><h1>Run MCP servers</h1></header>
<p>Intro &amp; more.</p>
<h2 id="pick-a-transport">Pick a transport<a class="hash-link" href="#pick-a-transport">#</a></h2>
<ul><li>stdio is the default</li></ul>
<table><tr><td>sse</td></tr></table>
<pre><code>thv run fetch</code></pre>
<h3 id="ports">Ports</h3><p>Set <code>--port</code>.</p>
${body}</article></body></html>`;

describe('recordsFromPage', () => {
  const records = recordsFromPage({ html: page(''), url: '/toolhive/guides-cli/run-mcp-servers' });

  it('takes lvl0 from the breadcrumb and lvl1 from the title', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'CLI guides', lvl1: 'Run MCP servers', lvl2: null },
      url: '/toolhive/guides-cli/run-mcp-servers',
    });
  });

  it('gives headings their anchor and content its heading', () => {
    const heading = records.find((r) => r.type === 'lvl2')!;
    expect(heading.url).toBe('/toolhive/guides-cli/run-mcp-servers#pick-a-transport');
    expect(heading.hierarchy.lvl2).toBe('Pick a transport');
    const listItem = records.find((r) => r.content === 'stdio is the default')!;
    expect(listItem.url).toBe('/toolhive/guides-cli/run-mcp-servers#pick-a-transport');
  });

  it('indexes paragraphs, list items and table cells but not code blocks', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents).toEqual(['Intro & more.', 'stdio is the default', 'sse', 'Set --port.']);
  });

  it('resets deeper levels when a shallower heading starts', () => {
    const port = records.find((r) => r.content === 'Set --port.')!;
    expect(port.hierarchy).toMatchObject({ lvl2: 'Pick a transport', lvl3: 'Ports' });
  });

  it('records the facets Docusaurus filters on', () => {
    expect(
      records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current'),
    ).toBe(true);
  });

  it('leaves out elements marked data-search-exclude, with their children', () => {
    const html = page(
      '<p>Kept.</p><div data-search-exclude><p>Example</p><ul><li>Type: <b>string</b></li></ul></div><p>Kept too.</p>',
    );
    const contents = recordsFromPage({ html, url: '/r' }).map((r) => r.content);
    expect(contents).toContain('Kept.');
    expect(contents).toContain('Kept too.');
    expect(contents).not.toContain('Example');
    expect(contents.some((text) => text?.startsWith('Type:'))).toBe(false);
  });

  it('gives the keywords of the meta tag to the page title, or to the heading of their #anchor', () => {
    const unplaced: string[] = [];
    const withKeywords = recordsFromPage({
      html: page('', '<meta name="keywords" content="transport, port number#ports, gone#nowhere">'),
      url: '/toolhive/guides-cli/run-mcp-servers',
      onUnplacedKeyword: (keyword) => unplaced.push(keyword),
    });
    expect(withKeywords.filter((r) => r.keywords).map((r) => [r.type, r.keywords])).toEqual([
      ['lvl1', 'transport'],
      ['lvl3', 'port number'],
    ]);
    expect(unplaced).toEqual(['gone#nowhere']);
  });

  it('skips pages marked noindex', () => {
    const html = page('', '<meta name="robots" content="noindex, nofollow">');
    expect(recordsFromPage({ html, url: '/theme-preview' })).toEqual([]);
  });
});

describe('recordsFromPage on minified HTML', () => {
  it('gives each table cell its own record when the closing tags are left out', () => {
    const html = `<html><body><article><h1>T</h1>
<table><thead><tr><th>Transport<th>URL<tbody><tr><td><code>stdio</code><td>/sse<tr><td>sse<td>/sse#name</table>
<p>After the table.</p></article></body></html>`;
    const contents = recordsFromPage({ html, url: '/t' })
      .filter((r) => r.type === 'content')
      .map((r) => r.content);
    expect(contents).toEqual([
      'Transport',
      'URL',
      'stdio',
      '/sse',
      'sse',
      '/sse#name',
      'After the table.',
    ]);
  });
});
