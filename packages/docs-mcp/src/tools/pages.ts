import * as z from 'zod/v4';
import type { PageEntry } from '../data';
import { closestMatches } from './closest';
import { define, notFound, type ToolDefinition } from './define';
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

/** What the page tools read: the site, its pages with their Markdown twins, and its search. */
export interface PagesSource {
  site: { title: string; url: string };
  siteUrl: URL;
  /** Pages whose Markdown twin exists, in sidebar order. */
  pages: readonly PageEntry[];
  page(pagePath: string): PageEntry | undefined;
  markdown(page: PageEntry): string;
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

function pageSummaryOf(source: PagesSource, page: PageEntry): z.output<typeof pageSummary> {
  return {
    path: page.path,
    url: new URL(page.path.slice(1), source.siteUrl).href,
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
    description: `Searches the ${site.title} documentation (${site.url}) with the site's own search engine and ranking. Use it first for any question about ${site.title}: it returns the best matching sections, one hit per section, each with its page title, breadcrumb, absolute URL (with the heading anchor), the page path and section id to pass to get_page, and a text snippet with matches in **bold**; when nothing matches well, no hits but up to 3 suggested queries. Write short keyword queries (a topic and a name, or a command and a flag as typed) rather than long sentences.`,
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
      const { hits, suggestions } = search(query, limit);
      const text =
        hits.length === 0
          ? `No results for "${query}".${suggestions.length > 0 ? ` Try: ${suggestions.map((s) => `"${s}"`).join(', ')}.` : ''} Try fewer or other words, or list_pages.`
          : hits
              .map(
                (hit, i) =>
                  `${i + 1}. ${hit.breadcrumb.join(' › ')}\n   ${hit.url}\n   ${hit.snippet}`,
              )
              .join('\n');
      return { text, structured: { query, hits, suggestions } };
    },
  });
}

/** get_page: a page's Markdown twin, or one section of it. */
export function getPageTool(source: PagesSource): ToolDefinition {
  const { site } = source;
  return define({
    name: 'get_page',
    title: 'Read a docs page',
    description: `Returns a page of the ${site.title} documentation as Markdown, or only one section of it. Pass the page's path (from search_docs or list_pages), its full URL, with or without ".md" or a "#heading" anchor. Give "section" (a heading id, as in the URL anchor) to get only that heading and what is under it; an anchor in the path does the same.`,
    input: z.strictObject({
      path: z
        .string()
        .trim()
        .min(1, 'path must not be empty')
        .max(2048)
        .describe(
          'Page path or URL, such as "/docs/quickstart" or "https://site/docs/quickstart#install"',
        ),
      section: z
        .string()
        .trim()
        .min(1)
        .max(256)
        .optional()
        .describe('Heading id of the section to return, such as "install-the-cli"'),
    }),
    output: z.object({
      path: z.string(),
      url: z.string(),
      title: z.string(),
      section: z.string().nullable().describe('The section returned, or null for the whole page'),
      markdown: z.string(),
    }),
    run(input) {
      const reference = parsePageReference(input.path, source.siteUrl);
      const page = source.page(reference.path);
      if (!page) {
        return notFound(
          'page',
          input.path,
          closestMatches(
            reference.path,
            source.pages.map((p) => p.path),
          ),
        );
      }
      const wantedSection = input.section ?? reference.anchor;
      const markdown = source.markdown(page);
      const url = new URL(page.path.slice(1), source.siteUrl).href;
      if (!wantedSection) {
        return {
          text: markdown,
          structured: { path: page.path, url, title: page.title, section: null, markdown },
        };
      }
      const section = sectionOf(markdown, wantedSection);
      if (section === null) {
        const ids = headingsOf(markdown).map((heading) => heading.id);
        return notFound(
          `section on ${page.path}`,
          wantedSection,
          closestMatches(wantedSection, ids),
        );
      }
      return {
        text: section,
        structured: {
          path: page.path,
          url: `${url}#${wantedSection}`,
          title: page.title,
          section: wantedSection,
          markdown: section,
        },
      };
    },
  });
}

/** list_pages: every page with a twin, in sidebar order. */
export function listPagesTool(source: PagesSource): ToolDefinition {
  const { site } = source;
  return define({
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
}

/** The tools over the docs pages: search (when the build has an index), read and list. */
export function pageTools(source: PagesSource): ToolDefinition[] {
  return [
    ...(source.search ? [searchDocsTool(source, source.search)] : []),
    getPageTool(source),
    listPagesTool(source),
  ];
}
