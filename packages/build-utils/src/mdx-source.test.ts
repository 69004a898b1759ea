import { describe, expect, it } from 'vitest';
import { parseDocSource } from './mdx-source';

const types = (source: string, format: 'md' | 'mdx') =>
  parseDocSource(source, format).children.map((node) => node.type);

describe('parseDocSource', () => {
  it('reads front matter, GFM tables and ::: admonitions in both formats', () => {
    const source = '---\ntitle: T\n---\n\n| a |\n| - |\n| 1 |\n\n:::tip\n\nText\n\n:::\n';
    for (const format of ['md', 'mdx'] as const) {
      expect(types(source, format)).toEqual(['yaml', 'table', 'containerDirective']);
    }
  });

  it('reads imports and JSX only in .mdx files, as Docusaurus does', () => {
    const source = "import Tabs from '@theme/Tabs';\n\n<Tabs />\n";
    expect(types(source, 'mdx')).toEqual(['mdxjsEsm', 'mdxJsxFlowElement']);
    expect(types(source, 'md')).toEqual(['paragraph', 'html']);
  });

  it("applies Docusaurus' rewrites first: {#id} heading ids and mdx-code-block fences", () => {
    const tree = parseDocSource('## Set up {#setup}\n\n```mdx-code-block\n<Intro />\n```\n', 'mdx');
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'mdxJsxFlowElement']);
    expect(JSON.stringify(tree.children[0])).toContain('{#setup}');
  });
});
