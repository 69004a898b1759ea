import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Code, Heading, Nodes, Paragraph, Root } from 'mdast';
import { parseDocSource } from '@docs-kit/build-utils/mdx-source';

export const repoRoot = path.resolve(__dirname, '../../..');
export const docsRoot = path.join(repoRoot, 'site/docs');

/** Generated from site/src/data/thv-commands.ts, which its own tests hold to thv v0.0.48. */
const generatedDirs = ['toolhive/reference/cli'];

/** The page's `sidebar_position` front matter, where the sidebar puts it among its siblings. */
function sidebarPosition(file: string): number {
  const match = readFileSync(path.join(repoRoot, file), 'utf8').match(
    /^---\n[\s\S]*?^sidebar_position:\s*(\d+(?:\.\d+)?)\s*$[\s\S]*?^---$/m,
  );
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/**
 * The hand-written docs pages, as paths relative to the repository root, in
 * a fixed order: folder by folder, and in each folder in sidebar order, so a
 * guide split into several pages runs its examples in reading order.
 */
export function docsPages(root = docsRoot): string[] {
  const pages: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (!generatedDirs.includes(relative)) visit(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        pages.push(path.relative(repoRoot, full).split(path.sep).join('/'));
      }
    }
  };
  visit(root);
  const position = new Map(pages.map((page) => [page, sidebarPosition(page)]));
  return pages.sort((a, b) => {
    const folderA = path.posix.dirname(a);
    const folderB = path.posix.dirname(b);
    if (folderA !== folderB) return folderA < folderB ? -1 : 1;
    return position.get(a)! - position.get(b)! || (a < b ? -1 : 1);
  });
}

/** A marker comment right before a fence: `{/* api-example: skip — reason *\/}`. */
export interface FenceMarker {
  directive: string;
  reason: string;
  line: number;
}

export interface Fence {
  /** Page path relative to the repository root. */
  file: string;
  /** Line of the opening ``` in the page (1-based). */
  line: number;
  lang: string;
  meta: string;
  value: string;
  /** The `label` of the TabItem around the fence, if any. */
  tab?: string;
  /** The `value` of that TabItem, such as a client ID. */
  tabValue?: string;
  /** Index of the <Tabs> block the fence sits in, so alternatives can be told apart. */
  tabsGroup?: number;
  /** Whether the fence is in the first TabItem of its Tabs (the one a reader sees first). */
  firstTab?: boolean;
  /** The text of the nearest heading before the fence. */
  heading: string;
  marker?: FenceMarker;
  /** The paragraph right before the fence in its section, as plain text. */
  before?: string;
  /**
   * The paragraph right after the fence (after the whole <Tabs> group), as plain text,
   * unless it ends with a colon and so introduces the next block.
   */
  after?: string;
  /** Position among the page's fences. */
  index: number;
}

/** The marker comment form: `{/* api-example: skip — reason *\/}` (an MDX expression). */
const markerPattern = /^\/\*\s*api-example:\s*([a-z-]+)\s*(?:[—–-]+\s*)?([\s\S]*?)\s*\*\/$/;

export function parseMarker(expression: string, line: number): FenceMarker | undefined {
  const match = expression.trim().match(markerPattern);
  if (!match) return undefined;
  return { directive: match[1]!, reason: match[2]!.trim(), line };
}

/** A node's text; inline code keeps its backticks, so a status reads `201 Created`. */
function plainText(node: Heading | Paragraph | Nodes): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

function attribute(node: Nodes, name: string): string | undefined {
  if (node.type !== 'mdxJsxFlowElement') return undefined;
  const found = node.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === name && typeof a.value === 'string',
  );
  return found?.value as string | undefined;
}

const pageCache = new Map<string, Fence[]>();

/** The fences of every docs page, pages in docsPages() order; read once per process. */
export function allDocsFences(): Fence[] {
  return docsPages().flatMap((page) => {
    if (!pageCache.has(page)) pageCache.set(page, pageFences(page));
    return pageCache.get(page)!;
  });
}

/** Every code fence of a page in document order, with its tab, heading and marker. */
export function pageFences(file: string, source?: string): Fence[] {
  const text = source ?? readFileSync(path.join(repoRoot, file), 'utf8');
  const tree: Root = parseDocSource(text, file.endsWith('.mdx') ? 'mdx' : 'md');
  const fences: Fence[] = [];
  let heading = '';
  let tabsCount = 0;
  let pendingMarker: FenceMarker | undefined;
  let lastParagraph: string | undefined;
  // Fences still waiting for the paragraph that follows them.
  let waiting: Fence[] = [];

  const visit = (
    node: Nodes,
    context: { tab?: string; tabValue?: string; tabsGroup?: number; firstTab?: boolean },
  ): void => {
    if (node.type === 'heading') {
      heading = plainText(node);
      pendingMarker = undefined;
      lastParagraph = undefined;
      waiting = [];
      return;
    }
    if (node.type === 'paragraph') {
      const text = plainText(node);
      // A paragraph that ends with a colon introduces the next block, not the one before it.
      if (!text.trimEnd().endsWith(':')) for (const fence of waiting) fence.after = text;
      waiting = [];
      lastParagraph = text;
      return;
    }
    if (node.type === 'mdxFlowExpression') {
      const marker = parseMarker(node.value, node.position!.start.line);
      if (marker) {
        pendingMarker = marker;
        return;
      }
    }
    if (node.type === 'code') {
      const code = node as Code;
      // A fence right after another fence leaves that one without a paragraph after it.
      waiting = [];
      const fence: Fence = {
        file,
        line: code.position!.start.line,
        lang: (code.lang ?? '').toLowerCase(),
        meta: code.meta ?? '',
        value: code.value,
        heading,
        marker: pendingMarker,
        before: lastParagraph,
        index: fences.length,
        ...context,
      };
      fences.push(fence);
      waiting.push(fence);
      pendingMarker = undefined;
      lastParagraph = undefined;
      return;
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
      const group = tabsCount++;
      const items = node.children.filter(
        (child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem',
      );
      // Each tab is read on its own; the paragraph after the whole group follows every tab's last fence.
      const groupWaiting: Fence[] = [];
      node.children.forEach((child) => {
        waiting = [];
        lastParagraph = undefined;
        visit(child, {
          tab: attribute(child, 'label') ?? attribute(child, 'value'),
          tabValue: attribute(child, 'value'),
          tabsGroup: group,
          firstTab: items.indexOf(child) === 0,
        });
        groupWaiting.push(...waiting);
      });
      waiting = groupWaiting;
      lastParagraph = undefined;
      return;
    }
    if ('children' in node) {
      for (const child of node.children as Nodes[]) visit(child, context);
    }
  };
  visit(tree, {});
  return fences;
}

export const shellLanguages = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
export const powershellLanguages = new Set(['powershell', 'pwsh', 'ps1']);
