import type { Nodes, Parents, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseDocSource } from '@docs-kit/build-utils/mdx-source';
import { createSlugger, parseMarkdownHeadingId, type Slugger } from '@docusaurus/utils';
import { addKeywords, DEFAULT_SECTION_LABEL, RecordBuilder } from './records';
import type { SearchRecord } from '../wire';

export interface MarkdownPage {
  /** The file's text, front matter included. */
  source: string;
  /** `.mdx` files are parsed as MDX, others as CommonMark, as Docusaurus does. */
  format: 'md' | 'mdx';
  /** The page's path, for example `/guides/install`. */
  url: string;
  /** The doc's title, shown as its heading when the file has no `# Title` of its own. */
  title: string;
  /** lvl0: the sidebar section of the page, or null for a page outside the sidebar. */
  section: string | null;
  /** lvl0 when `section` is null. */
  sectionLabel?: string;
  docusaurusTag: string;
  /** The page's `keywords` front matter. */
  keywords?: string[];
  /** Told of each keyword whose `#anchor` names no heading of the page. */
  onUnplacedKeyword?: (keyword: string) => void;
}

/**
 * Turns one doc's Markdown or MDX source into the records the production
 * indexer makes from its built HTML, for the dev server, which has no built
 * HTML. Anchors come from Docusaurus' own slugger and heading-id syntax, so a
 * hit links to the same place in both. Headings, paragraphs, list items,
 * table cells and quotes are indexed; code blocks, imports and JSX
 * expressions are not. A page whose `<head>` sets robots noindex gives no
 * records.
 */
export function recordsFromMarkdown(page: MarkdownPage): SearchRecord[] {
  const root = parseDocSource(page.source, page.format);
  if (isNoindex(root)) return [];

  const builder = new RecordBuilder(page.url, page.sectionLabel ?? DEFAULT_SECTION_LABEL);
  builder.section = page.section;
  builder.docusaurusTag = page.docusaurusTag;
  // Docusaurus shows the doc title as the page heading unless the first
  // heading of the file is a `# Title`.
  if (firstHeading(root)?.depth !== 1) builder.heading(1, page.title, undefined);
  walk(root, builder, createSlugger());
  for (const keyword of addKeywords(builder.records, page.keywords ?? [])) {
    page.onUnplacedKeyword?.(keyword);
  }
  return builder.records;
}

function walk(parent: Parents, builder: RecordBuilder, slugger: Slugger): void {
  for (const node of parent.children) {
    switch (node.type) {
      case 'heading': {
        // Docusaurus' headings plugin: the slug is taken from the heading's
        // text without raw HTML, unless it ends with an explicit {#id}.
        const slugSource = toString(node.children.filter((child) => child.type !== 'html'));
        const id = parseMarkdownHeadingId(slugSource).id ?? slugger.slug(slugSource);
        const text = parseMarkdownHeadingId(textOf(node)).text;
        // The page title renders without an id; its slug is still taken.
        builder.heading(node.depth, text, node.depth === 1 ? undefined : id);
        break;
      }
      case 'paragraph':
        if (!node.data?.directiveLabel) builder.content(textOf(node));
        break;
      case 'blockquote':
        builder.content(textOf(node));
        break;
      case 'list':
        for (const item of node.children) builder.content(textOf(item));
        break;
      case 'table':
        for (const row of node.children)
          for (const cell of row.children) builder.content(textOf(cell));
        break;
      case 'containerDirective':
        walk(node, builder, slugger);
        break;
      case 'mdxJsxFlowElement':
        if (node.name === 'TabItem') {
          builder.startTab(tabLabel(node));
          walk(node, builder, slugger);
          builder.endTab();
        } else if (node.name !== 'head') walk(node, builder, slugger);
        break;
      default:
        // Code, imports, expressions, raw HTML, front matter: not reader text.
        break;
    }
  }
}

/** The text a reader sees: code spans yes, code blocks, expressions and image files no. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'textDirective':
      // Docusaurus prints a directive it does not know back as text (`image:latest`).
      return `:${node.name}${childrenText(node)}`;
    case 'code':
    case 'html':
    case 'image':
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'mdxjsEsm':
      return '';
    default:
      return 'children' in node ? childrenText(node) : '';
  }
}

/** A `<TabItem>`'s label as its tab shows it: `label`, or `value` when it has none (as Docusaurus). */
function tabLabel(node: Extract<Nodes, { type: 'mdxJsxFlowElement' }>): string {
  const attribute = (name: string) => {
    const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    return typeof found?.value === 'string' ? found.value : undefined;
  };
  return attribute('label') ?? attribute('value') ?? '';
}

function childrenText(node: Parents): string {
  const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell';
  return node.children.map(textOf).join(inline ? '' : ' ');
}

function* descendants(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* descendants(child);
}

/** The first heading, unless a thematic break comes first (the rule of Docusaurus' contentTitle). */
function firstHeading(root: Root) {
  for (const node of descendants(root)) {
    if (node.type === 'thematicBreak') return undefined;
    if (node.type === 'heading') return node;
  }
  return undefined;
}

function isNoindex(root: Root): boolean {
  for (const node of descendants(root)) {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'meta') continue;
    const attribute = (name: string) =>
      node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
    const content = attribute('content');
    if (attribute('name') === 'robots' && typeof content === 'string' && /noindex/.test(content)) {
      return true;
    }
  }
  return false;
}
