import type {
  BlockContent,
  Blockquote,
  Heading,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree-jsx';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { createSlugger } from '@docusaurus/utils';
import { parseDocSource } from '@docs-kit/build-utils/mdx-source';
import { codeTitle, visibleCode } from './code';
import { isCommentOnly, literalValue, type LiteralValue } from './estree-values';
import { imageLink, staticImagePath, twinLink } from './links';
import type { ConversionContext, PageSource, PageTwin, RenderedPart, TwinPart } from './types';

/** Reads what a component renderer returns: plain Markdown with GFM tables. */
const renderedParser = unified().use(remarkParse).use(remarkGfm);
// Table cells are not padded to line up: the padding only costs a model tokens.
const stringifier = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
});

/** Docusaurus' admonition keywords and the word a twin's blockquote starts with. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** Docusaurus theme components with a fixed meaning, known by where they are imported from. */
const THEME_TABS = '@theme/Tabs';
const THEME_TAB_ITEM = '@theme/TabItem';
const THEME_DOC_CARD_LIST = '@theme/DocCardList';
const THEME_ADMONITION = '@theme/Admonition';
const THEME_DETAILS = '@theme/Details';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Block = RootContent;

interface WalkState {
  page: PageSource;
  context: ConversionContext;
  /** Local name → module, from the page's imports. */
  imports: Map<string, string>;
  /** The heading that is the page title in the source, which the twin replaces with its own. */
  titleHeading: Heading | undefined;
  /** Parts of the twin that renderers gave files of their own, in page order. */
  parts: TwinPart[];
}

/**
 * Turns one doc's Markdown or MDX source into a clean CommonMark + GFM page:
 * the title as `# H1` with the description under it, plain headings,
 * admonitions as blockquotes, tabs as labelled
 * sub-sections, components rendered to Markdown, and links to twins.
 * Parts that a component's renderer gives files of their own are left out;
 * `pageToTwin` returns them too.
 */
export async function pageToMarkdown(
  page: PageSource,
  context: ConversionContext,
): Promise<string> {
  return (await pageToTwin(page, context)).markdown;
}

/**
 * The page's twin, as `pageToMarkdown` makes it, and the parts its renderers
 * returned, converted. `parsed` is the page's source already parsed as
 * Docusaurus parses it, if the caller has it; the tree is changed.
 */
export async function pageToTwin(
  page: PageSource,
  context: ConversionContext,
  parsed?: Root,
): Promise<PageTwin> {
  const root = parsed ?? parseDocSource(page.source, page.format);
  const state: WalkState = {
    page,
    context,
    imports: collectImports(root),
    titleHeading: contentTitle(root),
    parts: [],
  };
  const body = await transformBlocks(root.children, state);
  const head: Block[] = [titleBlock(page.title)];
  const description = page.description?.trim();
  const first = body.find((node) => node.type !== 'heading' || node.depth !== 1);
  if (description && !(first?.type === 'paragraph' && toString(first).trim() === description)) {
    head.push({ type: 'paragraph', children: [{ type: 'text', value: description }] });
  }
  const tree: Root = { type: 'root', children: [...head, ...body] };
  return { markdown: String(stringifier.stringify(tree)), parts: state.parts };
}

const titleBlock = (title: string): Block => ({
  type: 'heading',
  depth: 1,
  children: [{ type: 'text', value: title }],
});

const explicitHeadingId = /\s*\{#([^}]*)\}\s*$/;

/**
 * A renderer's part as a twin of its own: its title as `# H1`, then its
 * Markdown through the page's rewrites. Its headings lose their `{#id}` as
 * the page's do; the ids they had are kept with the GitHub slug each
 * heading's text gets in the part, numbered as repeats are, so links to the
 * HTML page's anchors can be pointed at the part.
 */
async function convertPart(part: RenderedPart, state: WalkState): Promise<TwinPart> {
  const tree = renderedParser.parse(part.markdown) as Root;
  const slugger = createSlugger();
  slugger.slug(part.title);
  const headingIds: Record<string, string> = {};
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const text = toString(node);
      const explicit = explicitHeadingId.exec(text);
      const slug = slugger.slug(explicit ? text.slice(0, explicit.index) : text);
      if (explicit?.[1] && !(explicit[1] in headingIds)) headingIds[explicit[1]] = slug;
    } else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  const body = await transformBlocks(tree.children, state);
  const markdown = String(
    stringifier.stringify({ type: 'root', children: [titleBlock(part.title), ...body] }),
  );
  return {
    slug: part.slug,
    title: part.title,
    ...(part.description ? { description: part.description } : {}),
    ...(part.anchor ? { anchor: part.anchor } : {}),
    markdown,
    headingIds,
  };
}

function collectImports(root: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of root.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        imports.set(specifier.local.name, String(statement.source.value));
      }
    }
  }
  return imports;
}

/** The first heading when it is an H1 before any thematic break: Docusaurus' contentTitle. */
function contentTitle(root: Root): Heading | undefined {
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (node.type === 'thematicBreak') return undefined;
    if (node.type === 'heading') return node.depth === 1 ? node : undefined;
    if ('children' in node) stack.unshift(...node.children);
  }
  return undefined;
}

async function transformBlocks(nodes: readonly Nodes[], state: WalkState): Promise<Block[]> {
  const out: Block[] = [];
  for (const node of nodes) out.push(...(await transformBlock(node, state)));
  return out;
}

async function transformBlock(node: Nodes, state: WalkState): Promise<Block[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'html':
      // Comments never show on the page; other raw HTML only occurs in .md pages.
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
      state.context.warn(`raw HTML was kept as text: ${node.value.slice(0, 60)}`);
      return [{ type: 'paragraph', children: [{ type: 'text', value: node.value }] }];
    case 'mdxFlowExpression': {
      const text = expressionText(node.data?.estree as Program | undefined, node.value, state);
      return text ? [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] : [];
    }
    case 'heading':
      return transformHeading(node, state, await transformInline(node.children, state));
    case 'code': {
      // GFM renderers read the info string's first word as the language and show
      // nothing of the rest: the title (the file the code belongs in) goes on a line before.
      const title = codeTitle(node.meta);
      const code: Block = {
        type: 'code',
        lang: node.lang,
        meta: null,
        value: visibleCode(node.value),
      };
      if (title === undefined) return [code];
      return [{ type: 'paragraph', children: [{ type: 'inlineCode', value: title }] }, code];
    }
    case 'containerDirective':
      return transformContainerDirective(node, state);
    case 'leafDirective':
      // Docusaurus prints a directive it does not know back as text.
      return [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: `::${node.name}` },
            ...(await transformInline(node.children, state)),
          ],
        },
      ];
    case 'mdxJsxFlowElement':
      return transformJsxBlock(node, state);
    case 'paragraph': {
      const children = await transformInline(node.children, state);
      if (children.length === 0) return [];
      // A paragraph that held only a block component (an image, a table) becomes that block.
      return splitBlocksOutOfParagraph(children);
    }
    case 'definition':
      return [{ ...node, url: twinLink(node.url, state.page, state.context) }];
    case 'blockquote':
    case 'listItem':
    case 'footnoteDefinition':
      return [{ ...node, children: (await transformBlocks(node.children, state)) as never }];
    case 'list':
      return [{ ...node, children: (await transformBlocks(node.children, state)) as never }];
    case 'table':
      return [
        {
          ...node,
          children: await Promise.all(
            node.children.map(async (row) => ({
              ...row,
              children: await Promise.all(
                row.children.map(async (cell) => ({
                  ...cell,
                  children: await transformInline(cell.children, state),
                })),
              ),
            })),
          ),
        },
      ];
    case 'thematicBreak':
      return [node];
    default:
      if ('children' in node) return transformBlocks(node.children, state);
      return [node as Block];
  }
}

/**
 * Inline content can hold a block component (`<ArchitectureDiagram />` on a
 * line of its own is a paragraph in MDX); blocks are lifted out so the
 * Markdown stays valid.
 */
function splitBlocksOutOfParagraph(children: PhrasingContent[]): Block[] {
  const blocks: Block[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const meaningful = run.some((child) => child.type !== 'text' || child.value.trim() !== '');
    if (meaningful) blocks.push({ type: 'paragraph', children: trimRun(run) });
    run = [];
  };
  for (const child of children) {
    if ((child as Nodes).type === 'paragraph' || (child as Nodes).type === 'table') {
      flush();
      blocks.push(child as unknown as Block);
    } else {
      run.push(child);
    }
  }
  flush();
  return blocks;
}

function trimRun(run: PhrasingContent[]): PhrasingContent[] {
  const copy = [...run];
  const first = copy[0];
  if (first?.type === 'text') copy[0] = { ...first, value: first.value.replace(/^\s+/, '') };
  const last = copy[copy.length - 1];
  if (last?.type === 'text') {
    copy[copy.length - 1] = { ...last, value: last.value.replace(/\s+$/, '') };
  }
  return copy;
}

/**
 * A plain GFM heading: an explicit `{#id}` of the source is dropped, as no
 * CommonMark or GFM renderer reads it. A section of a twin is addressed by
 * the GitHub slug of its heading's text, numbered when repeated (the ids
 * Docusaurus gives headings without an explicit id).
 */
function transformHeading(node: Heading, state: WalkState, children: PhrasingContent[]): Block[] {
  // The twin prints the page title itself, first.
  if (node === state.titleHeading) return [];
  return [{ type: 'heading', depth: node.depth, children: stripHeadingId(children) }];
}

function stripHeadingId(children: PhrasingContent[]): PhrasingContent[] {
  const copy = [...children];
  const last = copy[copy.length - 1];
  if (last?.type !== 'text') return copy;
  const stripped = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
  if (stripped === '') copy.pop();
  else copy[copy.length - 1] = { ...last, value: stripped.replace(/\s+$/, '') };
  return copy;
}

/** An inline `<a id="x" href="#x">` that only links to itself: an anchor for the HTML page. */
const selfAnchorOpen = /^<a\s+(?=[^>]*\bid="([^"]+)")(?=[^>]*\bhref="#([^"]+)")[^>]*>$/;

/**
 * A `.md` page's self-anchors (a flag's name in a table links to its own row)
 * keep only their content: the twin has no such anchor to land on, and plain
 * Markdown is what a GFM renderer and an assistant read.
 */
function withoutSelfAnchors(nodes: readonly Nodes[]): Nodes[] {
  const out: Nodes[] = [];
  let open = false;
  for (const node of nodes) {
    if (node.type === 'html') {
      const match = selfAnchorOpen.exec(node.value.trim());
      if (match && match[1] === match[2] && !open) {
        open = true;
        continue;
      }
      if (open && node.value.trim() === '</a>') {
        open = false;
        continue;
      }
    }
    out.push(node);
  }
  return out;
}

async function transformInline(
  nodes: readonly Nodes[],
  state: WalkState,
): Promise<PhrasingContent[]> {
  const out: PhrasingContent[] = [];
  for (const node of withoutSelfAnchors(nodes)) {
    for (const child of await transformPhrasing(node, state)) {
      const previous = out[out.length - 1];
      // Text around a removed or replaced element joins up, without doubled spaces.
      if (child.type === 'text' && previous?.type === 'text') {
        out[out.length - 1] = {
          type: 'text',
          value: (previous.value + child.value).replace(/ {2,}/g, ' '),
        };
      } else {
        out.push(child);
      }
    }
  }
  return out;
}

async function transformPhrasing(node: Nodes, state: WalkState): Promise<PhrasingContent[]> {
  switch (node.type) {
    case 'mdxTextExpression': {
      const text = expressionText(node.data?.estree as Program | undefined, node.value, state);
      return text ? [{ type: 'text', value: text }] : [];
    }
    case 'mdxJsxTextElement':
      return transformJsxInline(node, state);
    case 'textDirective':
      // Docusaurus prints a directive it does not know back as text (`image:latest`).
      return [
        { type: 'text', value: `:${node.name}` },
        ...(await transformInline(node.children, state)),
      ];
    case 'link':
      return [
        {
          ...node,
          url: twinLink(node.url, state.page, state.context),
          children: await transformInline(node.children, state),
        },
      ];
    case 'image':
      return [{ ...node, url: imageLink(node.url, state.page, state.context) }];
    case 'html':
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
      // Only .md pages have inline HTML (MDX parses it as JSX): kept as written,
      // except self-anchors, which transformInline unwraps.
      return [node];
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'linkReference':
    case 'footnoteReference':
      return [
        {
          ...node,
          children: 'children' in node ? await transformInline(node.children, state) : [],
        } as PhrasingContent,
      ];
    default:
      return [node as PhrasingContent];
  }
}

function expressionText(program: Program | undefined, raw: string, state: WalkState): string {
  if (isCommentOnly(program)) return '';
  const value = literalValue(program);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  state.context.warn(`the expression {${raw.trim().slice(0, 60)}} was left out`);
  return '';
}

// ---- Components -------------------------------------------------------------

function attribute(node: JsxElement, name: string): LiteralValue | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    if (typeof attr.value === 'string') return attr.value;
    return literalValue(attr.value.data?.estree as Program | undefined);
  }
  return undefined;
}

function props(node: JsxElement): Record<string, LiteralValue | undefined> {
  const result: Record<string, LiteralValue | undefined> = {};
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute') result[attr.name] = attribute(node, attr.name);
  }
  return result;
}

function stringAttribute(node: JsxElement, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = attribute(node, name);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

async function transformJsxBlock(node: MdxJsxFlowElement, state: WalkState): Promise<Block[]> {
  const name = node.name ?? '';
  const module = state.imports.get(name);
  if (module === THEME_TABS) return transformTabs(node, state);
  if (module === THEME_ADMONITION) {
    const kind = stringAttribute(node, 'type') ?? 'note';
    return [await admonition(kind, stringAttribute(node, 'title'), node.children, state)];
  }
  if (name === 'details' || module === THEME_DETAILS) return transformDetails(node, state);
  const rendered = await renderComponent(node, state);
  if (rendered) return rendered;
  if (name === 'head') return [];
  if (name === 'summary') {
    const label = toString(node).trim();
    return label
      ? [
          {
            type: 'paragraph',
            children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
          },
        ]
      : [];
  }
  if (name === 'br' || name === 'hr') return name === 'hr' ? [{ type: 'thematicBreak' }] : [];
  if (isHtmlElement(name) || name === '' || module === THEME_TAB_ITEM) {
    return transformBlocks(node.children, state);
  }
  return unknownComponent(node, state, () => transformBlocks(node.children, state));
}

async function transformJsxInline(
  node: MdxJsxTextElement,
  state: WalkState,
): Promise<PhrasingContent[]> {
  const name = node.name ?? '';
  const rendered = await renderComponent(node, state);
  if (rendered) return rendered as unknown as PhrasingContent[];
  const children = () => transformInline(node.children, state);
  switch (name) {
    case 'kbd':
    case 'code':
    case 'samp':
      return [{ type: 'inlineCode', value: toString(node) }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: await children() }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: await children() }];
    case 'del':
    case 's':
      return [{ type: 'delete', children: await children() }];
    case 'br':
      // A hard break can't sit in a GFM table cell, where <br /> is most used.
      return [{ type: 'text', value: ' ' }];
    case 'a': {
      const href = stringAttribute(node, 'href');
      if (!href) return children();
      return [
        {
          type: 'link',
          url: twinLink(href, state.page, state.context),
          children: await children(),
        },
      ];
    }
    case 'img': {
      const src = stringAttribute(node, 'src');
      if (!src) return [];
      return [
        {
          type: 'image',
          url: imageLink(src, state.page, state.context),
          alt: stringAttribute(node, 'alt') ?? '',
        },
      ];
    }
    default:
      if (isHtmlElement(name) || name === '') return children();
      return unknownComponent(node, state, children);
  }
}

function isHtmlElement(name: string): boolean {
  return /^[a-z]/.test(name);
}

/**
 * Components with content of their own: an image imported from a static
 * folder, `<DocCardList />`, and the site's components that have a renderer.
 */
async function renderComponent(node: JsxElement, state: WalkState): Promise<Block[] | undefined> {
  const name = node.name ?? '';
  const module = state.imports.get(name);
  const imageUrl = module ? staticImagePath(module) : undefined;
  if (imageUrl) {
    const alt = stringAttribute(node, 'alt', 'aria-label', 'title') ?? '';
    return [
      {
        type: 'paragraph',
        children: [{ type: 'image', url: imageLink(imageUrl, state.page, state.context), alt }],
      },
    ];
  }
  if (module === THEME_DOC_CARD_LIST) {
    const items = state.context.docCardItems(state.page.permalink);
    return [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: items.map((item) => ({
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'link',
                  url: twinLink(item.href, state.page, state.context),
                  children: [{ type: 'text', value: item.title }],
                },
                ...(item.description
                  ? [{ type: 'text' as const, value: `: ${item.description}` }]
                  : []),
              ],
            },
          ],
        })),
      },
    ];
  }
  const renderer = state.context.components[name];
  if (!renderer) return undefined;
  const rendered = await renderer(props(node), {
    page: state.page,
    allContent: state.context.allContent,
  });
  if (typeof rendered !== 'string') {
    for (const part of rendered.parts) state.parts.push(await convertPart(part, state));
  }
  const markdown = typeof rendered === 'string' ? rendered : rendered.markdown;
  const tree = renderedParser.parse(markdown) as Root;
  return transformBlocks(tree.children, state);
}

async function unknownComponent<T>(
  node: JsxElement,
  state: WalkState,
  children: () => Promise<T[]>,
): Promise<T[]> {
  const name = node.name ?? '';
  if (node.children.length === 0) {
    state.context.warn(
      `<${name} /> renders nothing in the twin; give the plugin a renderer for it in the "components" option`,
    );
    return [];
  }
  state.context.warn(`<${name}> has no renderer; the twin keeps its content only`);
  return children();
}

async function transformContainerDirective(
  node: Extract<Nodes, { type: 'containerDirective' }>,
  state: WalkState,
): Promise<Block[]> {
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
  const title = labelled ? toString(first).trim() : undefined;
  const content = labelled ? rest : node.children;
  if (ADMONITION_LABELS[node.name]) return [await admonition(node.name, title, content, state)];
  state.context.warn(`the :::${node.name} directive is not an admonition; its content was kept`);
  return transformBlocks(content, state);
}

/** `> **Warning:** text`, or with a title, `> **Warning: title**` on a line of its own. */
async function admonition(
  kind: string,
  title: string | undefined,
  content: readonly Nodes[],
  state: WalkState,
): Promise<Blockquote> {
  const label = ADMONITION_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  const body = (await transformBlocks(content, state)) as BlockContent[];
  if (title) {
    const heading: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: `${label}: ${title}` }] }],
    };
    return { type: 'blockquote', children: [heading, ...body] };
  }
  const strong: PhrasingContent = {
    type: 'strong',
    children: [{ type: 'text', value: `${label}:` }],
  };
  const [first, ...others] = body;
  if (first?.type === 'paragraph') {
    return {
      type: 'blockquote',
      children: [
        { ...first, children: [strong, { type: 'text', value: ' ' }, ...first.children] },
        ...others,
      ],
    };
  }
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [strong] }, ...body] };
}

/**
 * Each tab becomes a labelled sub-section: an item of a list, its label in
 * bold and its content nested under it, so every variant (each operating
 * system, each method) is in the twin, where the page shows one at a time.
 * A list rather than headings bounds each tab: the text after a tab group
 * (20 of the 22 groups in these docs have some) must not read as part of
 * the last tab.
 */
async function transformTabs(node: MdxJsxFlowElement, state: WalkState): Promise<Block[]> {
  const tabs: { labels: string[]; content: BlockContent[]; text: string }[] = [];
  const loose: Block[] = [];
  for (const child of node.children) {
    if (
      child.type !== 'mdxJsxFlowElement' ||
      state.imports.get(child.name ?? '') !== THEME_TAB_ITEM
    ) {
      loose.push(...(await transformBlock(child, state)));
      continue;
    }
    const label = stringAttribute(child, 'label', 'value') ?? 'Tab';
    const content = (await transformBlocks(child.children, state)) as BlockContent[];
    // Tabs that show the same content (one command for macOS and Linux) appear
    // once, labelled with each of them.
    const text = String(stringifier.stringify({ type: 'root', children: content }));
    const same = tabs.find((tab) => tab.text === text);
    if (same) same.labels.push(label);
    else tabs.push({ labels: [label], content, text });
  }
  const items: ListItem[] = tabs.map(({ labels, content }) => ({
    type: 'listItem',
    spread: true,
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'strong', children: [{ type: 'text', value: labelList(labels) }] }],
      },
      ...content,
    ],
  }));
  return [...loose, { type: 'list', ordered: false, spread: true, children: items }];
}

/** "Linux", "macOS and Linux", "macOS, Linux and Windows". */
function labelList(labels: string[]): string {
  return labels.length === 1
    ? labels[0]!
    : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** `<details>`: its summary in bold, then its content. */
async function transformDetails(node: MdxJsxFlowElement, state: WalkState): Promise<Block[]> {
  const summary = node.children.find(
    (child) => child.type === 'mdxJsxFlowElement' && child.name === 'summary',
  );
  const summaryInline = node.children.flatMap((child) =>
    child.type === 'paragraph'
      ? child.children.filter(
          (inline) => inline.type === 'mdxJsxTextElement' && inline.name === 'summary',
        )
      : [],
  );
  const summaryNode = (summary ?? summaryInline[0]) as JsxElement | undefined;
  const label =
    stringAttribute(node, 'summary') ?? (summaryNode ? toString(summaryNode).trim() : 'Details');
  const rest = node.children
    .filter((child) => child !== summary)
    .map((child) =>
      child.type === 'paragraph'
        ? { ...child, children: child.children.filter((inline) => inline !== summaryNode) }
        : child,
    )
    .filter(
      (child) =>
        child.type !== 'paragraph' || toString(child).trim() !== '' || child.children.length > 0,
    );
  const summaryBlock: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
  };
  return [summaryBlock, ...(await transformBlocks(rest as Nodes[], state))];
}
