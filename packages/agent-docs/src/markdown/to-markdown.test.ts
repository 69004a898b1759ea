import { describe, expect, it } from 'vitest';
import { pageToMarkdown, pageToTwin } from './to-markdown';
import type { ComponentRenderer, ConversionContext, PageSource } from './types';

const docsDir = '/site/docs';

/** A small site: three docs pages with twins, one category with cards. */
function context(overrides: Partial<ConversionContext> = {}): ConversionContext & {
  warnings: string[];
} {
  const warnings: string[] = [];
  const files: Record<string, string> = {
    [`${docsDir}/guides/install.mdx`]: '/docs/guides/install',
    [`${docsDir}/guides/index.mdx`]: '/docs/guides/',
    [`${docsDir}/intro.md`]: '/docs/intro',
  };
  const twins: Record<string, string> = {
    '/docs/guides/install': '/docs/guides/install.md',
    '/docs/guides/': '/docs/guides.md',
    '/docs/guides': '/docs/guides.md',
    '/docs/intro': '/docs/intro.md',
  };
  return {
    warnings,
    siteUrl: 'https://docs.example.com',
    permalinkOfFile: (file) => files[file],
    twinOf: (pathname) => twins[pathname],
    docCardItems: (permalink) =>
      permalink === '/docs/guides/'
        ? [
            { title: 'Install', href: '/docs/guides/install', description: 'Get the tool.' },
            { title: 'Elsewhere', href: 'https://example.com/x' },
          ]
        : [],
    components: {},
    allContent: {},
    warn: (message) => warnings.push(message),
    ...overrides,
  };
}

function page(source: string, extra: Partial<PageSource> = {}): PageSource {
  return {
    source,
    format: 'mdx',
    filePath: `${docsDir}/guides/index.mdx`,
    permalink: '/docs/guides/',
    title: 'Guides',
    ...extra,
  };
}

const convert = (source: string, extra: Partial<PageSource> = {}, ctx = context()) =>
  pageToMarkdown(page(source, extra), ctx);

describe('front matter and title', () => {
  it('drops the front matter and starts with the title as H1 and the description under it', async () => {
    const md = await convert(
      '---\ntitle: Guides\ndescription: Every guide.\nsidebar_position: 2\n---\n\nBody text.\n',
      { description: 'Every guide.' },
    );
    expect(md).toBe('# Guides\n\nEvery guide.\n\nBody text.\n');
  });

  it('does not repeat a description that is already the first paragraph', async () => {
    const md = await convert('---\ntitle: X\n---\n\nEvery guide.\n\nMore.\n', {
      description: 'Every guide.',
    });
    expect(md).toBe('# Guides\n\nEvery guide.\n\nMore.\n');
  });

  it("replaces the page's own # title with the doc title, once", async () => {
    const md = await convert('# Guides\n\nText.\n\n## Next\n');
    expect(md).toBe('# Guides\n\nText.\n\n## Next\n');
  });
});

describe('headings', () => {
  it('are plain GFM headings: an explicit {#id} of the source is dropped', async () => {
    const md = await convert(
      '## Install `thv` now\n\n## Install `thv` now\n\n### Custom {#my-id}\n\n## Über uns\n',
    );
    expect(md).toBe(
      '# Guides\n\n## Install `thv` now\n\n## Install `thv` now\n\n### Custom\n\n## Über uns\n',
    );
  });
});

describe('admonitions', () => {
  it('become blockquotes that start with their kind', async () => {
    const md = await convert(':::warning\n\nThis deletes **everything**.\n\n:::\n');
    expect(md).toContain('> **Warning:** This deletes **everything**.');
  });

  it('keep a custom title and every paragraph', async () => {
    const md = await convert(':::tip[Save time]\n\nFirst.\n\nSecond.\n\n:::\n');
    expect(md).toBe('# Guides\n\n> **Tip: Save time**\n>\n> First.\n>\n> Second.\n');
  });

  it('handle the JSX form', async () => {
    const md = await convert(
      'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="danger">\n\nNo undo.\n\n</Admonition>\n',
    );
    expect(md).toBe('# Guides\n\n> **Danger:** No undo.\n');
  });
});

describe('tabs', () => {
  it('become labelled sub-sections, and what follows the tabs stays outside them', async () => {
    const md = await convert(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## Install

<Tabs groupId="os">
  <TabItem value="mac" label="macOS" default>

\`\`\`bash
brew install thv
\`\`\`

  </TabItem>
  <TabItem value="win" label="Windows">

Run this:

\`\`\`powershell
winget install thv
\`\`\`

  </TabItem>
</Tabs>

Then check the version.
`);
    expect(md).toBe(`# Guides

## Install

- **macOS**

  \`\`\`bash
  brew install thv
  \`\`\`

- **Windows**

  Run this:

  \`\`\`powershell
  winget install thv
  \`\`\`

Then check the version.
`);
    expect(md).not.toMatch(/import|<Tab/);
  });
});

describe('tabs with the same content', () => {
  it('appear once, labelled with every tab they apply to', async () => {
    const md = await convert(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs>
  <TabItem value="mac" label="macOS">

\`\`\`bash
thv version
\`\`\`

  </TabItem>
  <TabItem value="win" label="Windows">

\`\`\`powershell
thv.exe version
\`\`\`

  </TabItem>
  <TabItem value="linux" label="Linux">

\`\`\`bash
thv version
\`\`\`

  </TabItem>
</Tabs>
`);
    expect(md).toBe(`# Guides

- **macOS and Linux**

  \`\`\`bash
  thv version
  \`\`\`

- **Windows**

  \`\`\`powershell
  thv.exe version
  \`\`\`
`);
  });
});

describe('details', () => {
  it('keeps its summary, in bold, before its content', async () => {
    const md = await convert(
      '<details>\n<summary>Why a container?</summary>\n\nIsolation.\n\n</details>\n',
    );
    expect(md).toBe('# Guides\n\n**Why a container?**\n\nIsolation.\n');
  });
});

describe('code blocks', () => {
  it('keep their language and title, and drop highlighted-line ranges and magic comments', async () => {
    const md = await convert(
      '```yaml title="values.yaml" {2} showLineNumbers\n# highlight-next-line\nimage: x\ntag: y\n```\n\n```js\n// highlight-start\nrun();\n// highlight-end\n```\n',
    );
    expect(md).toContain('`values.yaml`\n\n```yaml\nimage: x\ntag: y\n```');
    expect(md).not.toContain('title=');
    expect(md).toContain('```js\nrun();\n```');
  });

  it('leave JSX-looking text inside code alone', async () => {
    const md = await convert('```mdx\nimport X from "y";\n\n<X />\n```\n');
    expect(md).toContain('```mdx\nimport X from "y";\n\n<X />\n```');
  });
});

describe('tables', () => {
  it('stay GFM tables, with inline HTML turned into Markdown', async () => {
    const md = await convert(
      '| Key | Does |\n| --- | --- |\n| <kbd>Ctrl</kbd>+<kbd>K</kbd> | Opens search |\n| `a\\|b` | Pipes |\n',
    );
    // Unpadded: alignment spaces only cost a model tokens.
    expect(md).toContain('| Key | Does |\n| - | - |\n');
    expect(md).toContain('`Ctrl`+`K`');
    expect(md).toMatch(/\| `a\\\|b` +\| Pipes +\|/);
    expect(md).not.toContain('<kbd>');
  });
});

describe('links', () => {
  it('point docs pages at their twins, as absolute site paths, keeping anchors', async () => {
    const md = await convert(
      [
        '[file](./install.mdx#step-2)',
        '[route](/docs/intro)',
        '[relative route](../intro)',
        '[here](#install)',
        '[spec](pathname:///api/spec.yaml)',
        '[home](/)',
        '[out](https://example.com/a.md)',
      ].join('\n\n'),
    );
    expect(md).toContain('[file](https://docs.example.com/docs/guides/install.md#step-2)');
    expect(md).toContain('[route](https://docs.example.com/docs/intro.md)');
    expect(md).toContain('[relative route](https://docs.example.com/docs/intro.md)');
    expect(md).toContain('[here](https://docs.example.com/docs/guides.md#install)');
    expect(md).toContain('[spec](https://docs.example.com/api/spec.yaml)');
    expect(md).toContain('[home](https://docs.example.com/)');
    expect(md).toContain('[out](https://example.com/a.md)');
  });

  it('resolve reference-style links too', async () => {
    const md = await convert('See [the intro][i].\n\n[i]: ../intro.md\n', {
      filePath: `${docsDir}/guides/index.mdx`,
    });
    expect(md).toContain('[i]: https://docs.example.com/docs/intro.md');
  });
});

describe('images', () => {
  it('get absolute site paths, and an SVG imported from static/ becomes an image with its label', async () => {
    const md = await convert(
      'import Diagram from \'@site/static/img/arch.svg\';\n\n![Logo](./img/logo.png)\n\n<Diagram role="img" aria-label="How it fits together" />\n',
    );
    expect(md).toContain('![Logo](https://docs.example.com/docs/guides/img/logo.png)');
    expect(md).toContain('![How it fits together](https://docs.example.com/img/arch.svg)');
  });
});

describe('components that render content', () => {
  it("renders <DocCardList /> as a list of the category's pages", async () => {
    const md = await convert("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    expect(md).toBe(
      '# Guides\n\n- [Install](https://docs.example.com/docs/guides/install.md): Get the tool.\n- [Elsewhere](https://example.com/x)\n',
    );
  });

  it("renders the site's components with their props, and reads their Markdown", async () => {
    const table: ComponentRenderer = ({ view, ids }) =>
      `Table of ${String(view)}:\n\n| Id |\n| --- |\n${(ids as string[]).map((id) => `| ${id} |`).join('\n')}\n\n### Notes {#table-notes}\n\nSee [intro](/docs/intro).`;
    const md = await convert(
      "import Clients from '@site/src/components/Clients';\n\n<Clients view=\"ids\" ids={['a', 'b']} />\n",
      {},
      context({ components: { Clients: table } }),
    );
    expect(md).toContain('Table of ids:');
    expect(md).toMatch(/\| Id \|\n\| -+ \|\n\| a +\|\n\| b +\|/);
    expect(md).toContain('### Notes\n');
    expect(md).toContain('[intro](https://docs.example.com/docs/intro.md)');
  });

  it('converts the parts a renderer returns, each with the ids its headings had and have now', async () => {
    const reference: ComponentRenderer = (_props, { page: { title } }) => ({
      markdown: '## Index {#index}\n\n- [Pets](#tag-pets)\n  - [Get a pet](#op-getPet)',
      parts: [
        {
          slug: 'pets',
          title: `${title}: Pets`,
          description: 'Animals.',
          anchor: 'tag-pets',
          markdown:
            'Animals, [indexed](#index).\n\n## Get a pet {#op-getPet}\n\n### Responses {#op-getPet-responses}\n\nSee [Pet](#schema-Pet).\n\n## Add a pet {#op-addPet}\n\n### Responses {#op-addPet-responses}\n\n## Schemas {#schemas}\n\n### Pet {#schema-Pet}\n\nSee the [intro](/docs/intro).',
        },
      ],
    });
    const twin = await pageToTwin(
      page("import Ref from '@site/src/components/Ref';\n\n<Ref />\n"),
      context({ components: { Ref: reference } }),
    );
    expect(twin.markdown).toBe(
      '# Guides\n\n## Index\n\n- [Pets](https://docs.example.com/docs/guides.md#tag-pets)\n  - [Get a pet](https://docs.example.com/docs/guides.md#op-getPet)\n',
    );
    expect(twin.parts).toHaveLength(1);
    const [part] = twin.parts;
    expect(part!.markdown).toMatch(
      /^# Guides: Pets\n\nAnimals, \[indexed\]\(https:\/\/docs\.example\.com\/docs\/guides\.md#index\)\.\n\n## Get a pet\n/,
    );
    expect(part!.markdown).toContain('[intro](https://docs.example.com/docs/intro.md)');
    expect(part!.markdown).not.toContain('{#');
    expect(part).toMatchObject({
      slug: 'pets',
      title: 'Guides: Pets',
      description: 'Animals.',
      anchor: 'tag-pets',
    });
    // Repeated headings are numbered after the title, as GitHub and the docs MCP server number them.
    expect(part!.headingIds).toEqual({
      'op-getPet': 'get-a-pet',
      'op-getPet-responses': 'responses',
      'op-addPet': 'add-a-pet',
      'op-addPet-responses': 'responses-1',
      schemas: 'schemas',
      'schema-Pet': 'pet',
    });
    // The page's own converter gives the same page, without the parts.
    expect(
      await convert(
        "import Ref from '@site/src/components/Ref';\n\n<Ref />\n",
        {},
        context({ components: { Ref: reference } }),
      ),
    ).toBe(twin.markdown);
  });

  it('warns about a component it cannot render, and keeps the content of one with children', async () => {
    const ctx = context();
    const md = await convert(
      "import Chart from './Chart';\nimport Box from './Box';\n\n<Chart />\n\n<Box>\n\nInside.\n\n</Box>\n",
      {},
      ctx,
    );
    expect(md).toBe('# Guides\n\nInside.\n');
    expect(ctx.warnings).toEqual([
      expect.stringContaining('<Chart /> renders nothing'),
      expect.stringContaining('<Box> has no renderer'),
    ]);
  });
});

describe('MDX syntax', () => {
  it('leaves no import, export, comment or JSX behind, and keeps literal expressions as text', async () => {
    const md = await convert(
      'import A from \'./a\';\nexport const x = 1;\n\n{/* a note for authors */}\n\nBraces: {\'{\'}x{\'}\'}; <strong>bold</strong> and <br /> a <a href="/docs/intro">link</a>.\n\n<head>\n  <meta name="robots" content="noindex" />\n</head>\n',
    );
    expect(md).toBe(
      '# Guides\n\nBraces: {x}; **bold** and a [link](https://docs.example.com/docs/intro.md).\n',
    );
  });

  it('prints an unknown text directive back as text, as Docusaurus does', async () => {
    const md = await convert('Run `thv` with the image:latest tag.\n');
    expect(md).toContain('image:latest');
  });

  it('parses .md pages as CommonMark, keeping their inline HTML as written but self-anchors', async () => {
    const md = await convert(
      'Use <b>raw</b> tags {like this}.\n\n| Flag |\n| --- |\n| <a id="--port" class="flag" href="#--port">`-p`, `--port`</a> |\n| <a id="x" href="#y">`--to-y`</a> |\n',
      { format: 'md' },
    );
    expect(md).toContain('{like this}');
    expect(md).toContain('Use <b>raw</b> tags');
    // A flag's anchor to its own row is for the HTML page: the twin keeps the names, in plain Markdown.
    expect(md).toContain('| `-p`, `--port` |');
    expect(md).not.toContain('<a id="--port"');
    // An anchor that leads elsewhere stays as written.
    expect(md).toContain('| <a id="x" href="#y">`--to-y`</a> |');
  });
});
