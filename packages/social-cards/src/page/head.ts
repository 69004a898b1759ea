import { DomUtils, parseDocument } from 'htmlparser2';

export interface PageFacts {
  /** The page's own title, without the site name Docusaurus appends. */
  title: string;
  /** The breadcrumb just above the page itself, if the page has breadcrumbs. */
  section: string | undefined;
  /** True when the page already names an image of its own (front matter `image`). */
  hasImage: boolean;
}

interface BreadcrumbList {
  '@type'?: string;
  itemListElement?: { name?: string; position?: number }[];
}

/** Reads what a card shows from a built page: title and image tags in its head, section from its breadcrumbs. */
export function readPage(html: string, siteTitle: string, titleDelimiter: string): PageFacts {
  const document = parseDocument(html.slice(0, headEnd(html)));
  const titleElement = DomUtils.findOne((node) => node.name === 'title', document.children);
  const fullTitle = titleElement ? DomUtils.textContent(titleElement).trim() : '';
  const metas = DomUtils.findAll((node) => node.name === 'meta', document.children);
  const hasImage = metas.some((meta) => meta.attribs.property === 'og:image');

  const section =
    visibleParentCrumb(html) ??
    structuredParentCrumb(DomUtils.findAll(isJsonLd, document.children));
  return { title: pageTitle(fullTitle, siteTitle, titleDelimiter), section, hasImage };
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

const isJsonLd = (node: Element) =>
  node.name === 'script' && node.attribs.type === 'application/ld+json';

/**
 * The nearest parent in the page's breadcrumb trail (Docusaurus' `.breadcrumbs__item`),
 * which names categories without a page of their own too.
 */
function visibleParentCrumb(html: string): string | undefined {
  const start = html.search(/<[^>]+class="?[^">]*\bbreadcrumbs\b/);
  if (start === -1) return undefined;
  const end = html.indexOf('</ul>', start);
  const trail = parseDocument(html.slice(start, end === -1 ? undefined : end));
  const parents = DomUtils.findAll(
    (node) =>
      node.name === 'li' &&
      /\bbreadcrumbs__item\b/.test(node.attribs.class ?? '') &&
      !/\bbreadcrumbs__item--active\b/.test(node.attribs.class ?? ''),
    trail.children,
  )
    .map((item) => DomUtils.textContent(item).trim())
    .filter(Boolean);
  return parents.at(-1);
}

/** The nearest parent in a BreadcrumbList JSON-LD block, which lists only linked crumbs. */
function structuredParentCrumb(blocks: Element[]): string | undefined {
  for (const block of blocks) {
    const data = parseJson(DomUtils.textContent(block)) as BreadcrumbList | undefined;
    if (data?.['@type'] !== 'BreadcrumbList') continue;
    const crumbs = [...(data.itemListElement ?? [])].sort(
      (a, b) => (a.position ?? 0) - (b.position ?? 0),
    );
    if (crumbs.length > 1) return crumbs.at(-2)?.name;
  }
  return undefined;
}

/** "Manage secrets | Site" → "Manage secrets"; the home page's "Site | Tagline" → "Site". */
export function pageTitle(fullTitle: string, siteTitle: string, delimiter: string): string {
  const suffix = ` ${delimiter} ${siteTitle}`;
  if (fullTitle.endsWith(suffix)) return fullTitle.slice(0, -suffix.length);
  const prefix = `${siteTitle} ${delimiter} `;
  if (fullTitle.startsWith(prefix)) return siteTitle;
  return fullTitle || siteTitle;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ImageTags {
  url: string;
  width: number;
  height: number;
  alt: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Adds the Open Graph and Twitter image tags to a built page, before `</head>`. */
export function withImageTags(html: string, image: ImageTags): string {
  const url = escapeAttribute(image.url);
  const alt = escapeAttribute(image.alt);
  const tags = [
    `<meta property="og:image" content="${url}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${alt}">`,
    `<meta name="twitter:image" content="${url}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
  ].join('');
  const end = headEnd(html);
  return html.slice(0, end) + tags + html.slice(end);
}

/** Where the head ends: at `</head>`, or where the body starts when a minifier dropped that tag. */
function headEnd(html: string): number {
  const closing = html.search(/<\/head\s*>|<body[\s>]/i);
  if (closing === -1) throw new Error('social-cards: a built page has neither </head> nor <body>.');
  return closing;
}
