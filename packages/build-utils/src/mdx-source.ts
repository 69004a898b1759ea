import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';

/** How Docusaurus reads a doc: by its file extension. */
export type DocFormat = 'md' | 'mdx';

const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective);
const mdxParser = markdownParser().use(remarkMdx);

/**
 * The mdast tree of a doc's source as Docusaurus sees it: after the rewrites
 * its mdx-loader applies before parsing (`{#id}` heading ids, code blocks
 * wrapped in ```mdx-code-block), with front matter, GFM tables, `:::`
 * admonitions as directives, and for `.mdx` files imports, exports and JSX.
 */
export function parseDocSource(source: string, format: DocFormat): Root {
  const prepared = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
  return (format === 'mdx' ? mdxParser : markdownParser).parse(prepared) as Root;
}
