import * as z from 'zod/v4';
import type { PageEntry } from '../data';
import { closestMatches } from './closest';
import { define, notFound, withCost, type ToolAnswer, type ToolDefinition } from './define';
import { decodeCursor, encodeCursor, partEnd } from './parts';
import { headingsOf, sectionOf } from './sections';

export const maxQueryLength = 256;

export interface SearchHitSummary {
  title: string;
  breadcrumb: string[];
  url: string;
  /** The page's path, for get_page. */
  path: string;
  /** The heading id the hit sits under, for get_page's `section`; null for the page's top. */
  section: string | null;
  snippet: string;
}

/** Where a section of a split twin is: the part's path and its id there (null: the whole part). */
export interface SectionPlace {
  path: string;
  section: string | null;
}

/** What the page tools read: the site, its pages with their Markdown twins, and its search. */
export interface PagesSource {
  site: { title: string; url: string };
  siteUrl: URL;
  /** Pages whose Markdown twin exists, in sidebar order. */
  pages: readonly PageEntry[];
  page(pagePath: string): PageEntry | undefined;
  markdown(page: PageEntry): string;
  /**
   * For a page whose twin is split into parts, the part that holds a section
   * the page's own twin lacks: an HTML heading id (`op-createWorkload`) or a
   * heading id of the part.
   */
  sectionElsewhere?(pagePath: string, id: string): SectionPlace | undefined;
  /** The site's search over its index; absent when the build has no offline index. */
  search?: Search;
}

/** Hits of distinct sections; none, and queries to try instead, when nothing matches well. */
export type Search = (
  query: string,
  limit: number,
) => { hits: SearchHitSummary[]; suggestions: string[] };

/** Accepts `/docs/page`, `docs/page/`, `/docs/page.md`, `/docs/page#id` or a full URL. */
export function parsePageReference(
  reference: string,
  siteUrl: URL,
): { path: string; anchor: string | null } {
  let url: URL;
  try {
    url = new URL(reference.trim(), siteUrl);
  } catch {
    url = new URL('/', siteUrl);
  }
  // A bad escape (`%`, `%zz`) stays as it is: both are only compared with known names.
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const pagePath = decoded(url.pathname).replace(/\.md$/, '').replace(/\/+$/, '') || '/';
  const anchor = url.hash.length > 1 ? decoded(url.hash.slice(1)) : null;
  return { path: pagePath, anchor };
}

const pageSummary = z.object({
  path: z.string().describe('URL path of the page, for get_page'),
  url: z.string().describe('Absolute URL of the page'),
  title: z.string(),
  description: z.string(),
  section: z.string().describe('The sidebar section the page sits in'),
});

/** A page's URL; a part of a split twin has no HTML page, so its twin's. */
const pageUrlOf = (source: PagesSource, page: PageEntry) =>
  new URL(page.partOf ? page.markdownFile : page.path.slice(1), source.siteUrl).href;

function pageSummaryOf(source: PagesSource, page: PageEntry): z.output<typeof pageSummary> {
  return {
    path: page.path,
    url: pageUrlOf(source, page),
    title: page.title,
    description: page.description,
    section: page.section,
  };
}

/** search_docs: the site's own search engine and ranking over the built index. */
export function searchDocsTool(source: PagesSource, search: Search): ToolDefinition {
  const { site } = source;
  return define({
    name: 'search_docs',
    title: `Search the ${site.title} docs`,
    description: `Searches the ${site.title} documentation (${site.url}) with the site's own search engine and ranking. Use it first for any question about ${site.title}: it returns the best matching sections, one hit per section, each with its page title, breadcrumb, absolute URL (with the heading anchor), the page path and section id to pass to get_page, and a text snippet with matches in **bold**; when nothing matches well, no hits but up to 3 suggested queries. Write short keyword queries (a topic and a name, or a command and a flag as typed) rather than long sentences. Cost: at most ${searchHitChars.toLocaleString('en-US')} characters a hit, text and structured content together (five hits, the default, stay within ${((5 * searchHitChars) / 4).toLocaleString('en-US')} tokens); snippets are shortened to fit. Pass a hit's URL to get_page to read only its section.`,
    input: z.strictObject({
      query: z
        .string()
        .trim()
        .min(1, 'query must not be empty')
        .max(maxQueryLength, `query must be at most ${maxQueryLength} characters`)
        .describe('What to look for: words, a command, a flag or a short question'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(20)
        .default(5)
        .describe('How many hits to return, 1 to 20 (default 5)'),
    }),
    output: z.object({
      query: z.string(),
      hits: z.array(
        z.object({
          title: z.string().describe('The heading (or page title) the hit is under'),
          breadcrumb: z
            .array(z.string())
            .describe('Section, page title and headings down to the hit'),
          url: z.string().describe('Absolute URL with the heading anchor'),
          path: z.string().describe('Page path for get_page'),
          section: z.string().nullable().describe('Heading id for get_page, or null'),
          snippet: z.string(),
        }),
      ),
      suggestions: z
        .array(z.string())
        .describe(
          'When nothing matches well: no hits, and up to 3 queries of words the docs use to try instead',
        ),
    }),
    run({ query, limit }) {
      const found = search(query, limit);
      const hits = withinBudget(found.hits, limit * searchHitChars);
      const { suggestions } = found;
      const text =
        hits.length === 0
          ? `No results for "${query}".${suggestions.length > 0 ? ` Try: ${suggestions.map((s) => `"${s}"`).join(', ')}.` : ''} Try fewer or other words, or list_pages.`
          : searchText(hits);
      return { text, structured: { query, hits, suggestions } };
    },
  });
}

/**
 * What one hit may cost, text and structured content together, in characters:
 * five hits stay within 6,000 characters, 1,500 tokens at four characters a token.
 */
export const searchHitChars = 1_200;

const searchText = (hits: SearchHitSummary[]) =>
  hits
    .map((hit, i) => `${i + 1}. ${hit.breadcrumb.join(' › ')}\n   ${hit.url}\n   ${hit.snippet}`)
    .join('\n');

/** The size of a search answer as a client receives it: its text and its structured hits. */
export const searchAnswerChars = (hits: SearchHitSummary[]) =>
  searchText(hits).length + JSON.stringify(hits).length;

/** A snippet cut to at most `max` characters, at a word, with an ellipsis. */
function shortened(snippet: string, max: number): string {
  if (snippet.length <= max) return snippet;
  const cut = snippet.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  let kept = space > max / 2 ? cut.slice(0, space) : cut;
  // An odd number of bold marks leaves one open: drop it with the text after it.
  if ((kept.match(/\*\*/g) ?? []).length % 2 === 1) kept = kept.slice(0, kept.lastIndexOf('**'));
  return `${kept.trimEnd()}…`;
}

/**
 * Hits whose answer fits `budget` characters: every snippet is cut to the
 * longest length that fits (short snippets stay whole); if the titles and
 * URLs alone overflow, the last hits go.
 */
function withinBudget(hits: SearchHitSummary[], budget: number): SearchHitSummary[] {
  if (searchAnswerChars(hits) <= budget) return hits;
  const capped = (max: number) =>
    hits.map((hit) => ({ ...hit, snippet: max < 20 ? '' : shortened(hit.snippet, max) }));
  let low = 0;
  let high = Math.max(...hits.map((hit) => hit.snippet.length));
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (searchAnswerChars(capped(middle)) <= budget) low = middle;
    else high = middle - 1;
  }
  let kept = capped(low);
  while (kept.length > 0 && searchAnswerChars(kept) > budget) kept = kept.slice(0, -1);
  return kept;
}

/** get_page's default and bounds of `maxChars`: about 5,000 tokens by default. */
export const pagePartChars = { default: 20_000, min: 2_000, max: 100_000 } as const;

/** get_page: a page's Markdown twin, or one section of it, in parts of at most `maxChars`. */
export function getPageTool(source: PagesSource): ToolDefinition {
  const { site } = source;
  return define({
    name: 'get_page',
    title: 'Read a docs page',
    description: `Returns a page of the ${site.title} documentation as Markdown, or only one section of it. Pass the page's path (from search_docs or list_pages), its full URL, with or without ".md" or a "#heading" anchor. Give "section" (a heading id, as in the URL anchor) to get only that heading and what is under it; an anchor in the path does the same. A long generated page comes split: its path gives an index that links its parts, each with a path of its own (list_pages lists them), and a section id of the page leads to the part that holds it. Cost: at most maxChars characters of Markdown (default ${pagePartChars.default.toLocaleString('en-US')}, about ${(pagePartChars.default / 4).toLocaleString('en-US')} tokens) plus a line of about 300; a section is usually 500 to 3,000 characters, so ask for the section a search hit names rather than the whole page. A longer page or section comes in parts, cut before a heading or a paragraph: the answer then ends with a note naming the rest's section ids and a cursor; call get_page with that cursor (and nothing else) for the next part.`,
    input: z
      .strictObject({
        path: z
          .string()
          .trim()
          .min(1, 'path must not be empty')
          .max(2048)
          .optional()
          .describe(
            'Page path or URL, such as "/docs/quickstart" or "https://site/docs/quickstart#install"; not needed with a cursor',
          ),
        section: z
          .string()
          .trim()
          .min(1)
          .max(256)
          .optional()
          .describe('Heading id of the section to return, such as "install-the-cli"'),
        maxChars: z
          .number()
          .int()
          .min(pagePartChars.min)
          .max(pagePartChars.max)
          .optional()
          .describe(
            `Most characters of Markdown to return in one answer, ${pagePartChars.min} to ${pagePartChars.max} (default ${pagePartChars.default}, about ${pagePartChars.default / 4} tokens; with a cursor, the size the first part was asked with)`,
          ),
        cursor: z
          .string()
          .min(1)
          .max(4096)
          .optional()
          .describe('The cursor a previous get_page answer ended with, to read the next part'),
      })
      .refine((input) => input.path !== undefined || input.cursor !== undefined, {
        message: 'give path (a page path or URL), or the cursor of a previous get_page answer',
        path: ['path'],
      }),
    output: z.object({
      path: z.string(),
      url: z.string(),
      title: z.string(),
      section: z.string().nullable().describe('The section returned, or null for the whole page'),
      markdown: z.string().describe('This part of the page or section'),
      offset: z.number().describe('Where this part starts in the page or section, in characters'),
      totalChars: z.number().describe('Length of the whole page or section, in characters'),
      nextCursor: z
        .string()
        .nullable()
        .describe('Pass it as cursor to get the next part; null when this part is the last'),
    }),
    run(input) {
      let reference: { path: string; anchor: string | null };
      let offset = 0;
      let maxChars = input.maxChars ?? pagePartChars.default;
      let cursorCheck: ((text: string) => boolean) | null = null;
      if (input.cursor !== undefined) {
        const cursor = decodeCursor(input.cursor, pagePartChars);
        const refused = (reason: string): ToolAnswer => ({
          text: `The cursor "${input.cursor!.length > 40 ? `${input.cursor!.slice(0, 40)}…` : input.cursor}" can't be used: ${reason}. Call get_page with the page's path (and section) to start from its beginning.`,
          isError: true,
        });
        if (!cursor.ok) return refused(cursor.reason);
        if (input.path !== undefined) {
          const given = parsePageReference(input.path, source.siteUrl);
          const wanted = input.section ?? given.anchor;
          if (given.path !== cursor.path || (wanted !== null && wanted !== cursor.section)) {
            return refused(
              `it continues ${cursor.path}${cursor.section ? `#${cursor.section}` : ''}, not ${input.path}${input.section ? `#${input.section}` : ''}; give the cursor alone`,
            );
          }
        }
        reference = { path: cursor.path, anchor: cursor.section };
        offset = cursor.offset;
        maxChars = input.maxChars ?? cursor.maxChars;
        cursorCheck = cursor.check;
        if (!source.page(cursor.path)) return refused(`the page ${cursor.path} is gone`);
      } else {
        reference = parsePageReference(input.path!, source.siteUrl);
      }
      let page = source.page(reference.path);
      let wantedSection =
        input.cursor !== undefined ? reference.anchor : (input.section ?? reference.anchor);
      // A section of a split twin is in one of its parts.
      if (page && wantedSection && input.cursor === undefined) {
        const place = headingsOf(source.markdown(page)).some((h) => h.id === wantedSection)
          ? undefined
          : source.sectionElsewhere?.(page.path, wantedSection);
        const part = place && source.page(place.path);
        if (part) {
          page = part;
          wantedSection = place.section;
        }
      }
      if (!page) {
        return notFound(
          'page',
          input.path!,
          closestMatches(
            reference.path,
            source.pages.map((p) => p.path),
          ),
        );
      }
      const markdown = source.markdown(page);
      const pageUrl = pageUrlOf(source, page);
      const text = wantedSection ? sectionOf(markdown, wantedSection) : markdown;
      if (text === null) {
        // A split page's sections include its parts'.
        const ids = [page, ...source.pages.filter((part) => part.partOf === page!.path)].flatMap(
          (each) => headingsOf(source.markdown(each)).map((heading) => heading.id),
        );
        return notFound(
          `section on ${page.path}`,
          wantedSection!,
          closestMatches(wantedSection!, ids),
        );
      }
      if (cursorCheck && !cursorCheck(text)) {
        return {
          text: `The cursor "${input.cursor}" can't be used: ${page.path}${wantedSection ? `#${wantedSection}` : ''} has changed since it was given, or the cursor was altered. Call get_page with the page's path (and section) to start from its beginning.`,
          isError: true,
        };
      }
      const end = partEnd(text, offset, maxChars);
      const part = text.slice(offset, end);
      const nextCursor =
        end < text.length ? encodeCursor(page.path, wantedSection, end, maxChars, text) : null;
      const url = wantedSection ? `${pageUrl}#${wantedSection}` : pageUrl;
      const structured = {
        path: page.path,
        url,
        title: page.title,
        section: wantedSection,
        markdown: part,
        offset,
        totalChars: text.length,
        nextCursor,
      };
      if (nextCursor === null && offset === 0) return { text: part, structured };
      return { text: part + partNote(text, offset, end, nextCursor), structured };
    },
  });
}

/** The line after a part of a longer text: where the part sits, the rest's sections, the cursor. */
function partNote(text: string, offset: number, end: number, nextCursor: string | null): string {
  const chars = (n: number) => n.toLocaleString('en-US');
  const where = `characters ${chars(offset)} to ${chars(end)} of ${chars(text.length)}`;
  if (nextCursor === null) return `\n\n[The last part: ${where}.]\n`;
  const rest = headingsOf(text.slice(end)).map((heading) => heading.id);
  const listed: string[] = [];
  let length = 0;
  for (const id of rest) {
    if (length + id.length > 300) break;
    listed.push(id);
    length += id.length + 2;
  }
  const sections =
    rest.length === 0
      ? ''
      : ` The rest holds the sections ${listed.join(', ')}${listed.length < rest.length ? ` and ${rest.length - listed.length} more` : ''}.`;
  return `\n\n[Part: ${where}.${sections} Next part: get_page with cursor "${nextCursor}".]\n`;
}

/** list_pages: every page with a twin, in sidebar order. */
export function listPagesTool(source: PagesSource): ToolDefinition {
  const { site } = source;
  const tool = define({
    name: 'list_pages',
    title: 'List the docs pages',
    description: `Lists every page of the ${site.title} documentation in sidebar order, with its path (for get_page), URL, title, description and sidebar section. Use it to see what the docs cover or to find a page search_docs did not surface.`,
    input: z.strictObject({}),
    output: z.object({ pages: z.array(pageSummary) }),
    run() {
      const pages = source.pages.map((page) => pageSummaryOf(source, page));
      const lines: string[] = [];
      let section: string | null = null;
      for (const page of pages) {
        if (page.section !== section) {
          section = page.section;
          lines.push(`\n## ${section}\n`);
        }
        lines.push(`- [${page.title}](${page.path}): ${page.description}`);
      }
      return { text: lines.join('\n').trim(), structured: { pages } };
    },
  });
  return withCost(tool, () => [tool.run({})]);
}

/** The tools over the docs pages: search (when the build has an index), read and list. */
export function pageTools(source: PagesSource): ToolDefinition[] {
  return [
    ...(source.search ? [searchDocsTool(source, source.search)] : []),
    getPageTool(source),
    listPagesTool(source),
  ];
}
