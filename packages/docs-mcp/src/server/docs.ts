import fs from 'node:fs';
import path from 'node:path';
import { LocalSearchEngine, type EngineOptions } from '@docs-kit/search/engine';
import type { SearchIndexManifest } from '@docs-kit/search/wire';
import { TWIN_PARTS_FILE, type TwinPartsFile } from '@docs-kit/agent-docs/paths';
import { dataFileVersion, type DocsData, type PageEntry } from '../data';
import type { SearchHitSummary, ToolsSource } from '../tools';
import type { SectionPlace } from '../tools/pages';
import { headingsOf } from '../tools/sections';
import { parseJsonElements } from './json-elements';

/** The build lacks what the server needs; the message says how to get it. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

export type { SearchHitSummary };

/** A production build, loaded for the server: the data file, the search engine and the twins. */
export interface Docs extends ToolsSource {
  readonly data: DocsData;
  readonly siteUrl: URL;
  /** Pages whose Markdown twin exists in the build, in sidebar order. */
  readonly pages: readonly PageEntry[];
  /** Builds the search engine now instead of on the first search. */
  warm(): void;
}

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The engine marks matches and escapes text as HTML; a model gets plain text with the matches in bold. */
function plainText(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

type SearchRecords = ConstructorParameters<typeof LocalSearchEngine>[0];
type SearchRecord = SearchRecords[number];

/**
 * Each record with its repeated strings and heading trail held once, as the
 * index is read. Every record repeats its page's and section's headings and
 * its URL, and parsing gives each record copies of its own, about half the
 * memory the records take; shared as each record is parsed, the copies die
 * young. The engine only reads the records, so they can share.
 */
function recordSharer(): (record: SearchRecord) => SearchRecord {
  const strings = new Map<string, string>();
  const one = <T extends string | null | undefined>(value: T): T => {
    if (typeof value !== 'string') return value;
    const held = strings.get(value);
    if (held !== undefined) return held as T;
    strings.set(value, value);
    return value;
  };
  const trails = new Map<string, SearchRecord['hierarchy']>();
  return (record) => {
    const key = JSON.stringify(record.hierarchy);
    const trail = trails.get(key);
    if (trail) record.hierarchy = trail;
    else {
      for (const level of levels) record.hierarchy[level] = one(record.hierarchy[level]);
      trails.set(key, record.hierarchy);
    }
    // The server never shows a hit's object id, a string per record of the URL's length.
    record.objectID = '';
    record.url = one(record.url);
    record.type = one(record.type);
    record.language = one(record.language);
    record.docusaurus_tag = one(record.docusaurus_tag);
    if (record.keywords !== undefined) record.keywords = one(record.keywords);
    return record;
  };
}

function readJson(
  file: string,
  what: string,
  parse = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown,
): unknown {
  try {
    return parse(file);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'is missing'
        : `can't be read (${String(error)})`;
    throw new MissingBuildError(
      `docs-mcp: ${what} ${file} ${reason}. Run \`npm run build\` to make a production build first.`,
    );
  }
}

/**
 * Loads a production build for serving. Paths a client sends are only ever
 * looked up in the page list built here; the file system sees the build's
 * own file names, never a client's.
 */
export function loadDocs(buildDir: string, dataFile = 'docs-mcp.json'): Docs {
  const root = path.resolve(buildDir);
  const data = readJson(path.join(root, dataFile), 'the docs MCP data file') as DocsData;
  if (data.version !== dataFileVersion) {
    throw new MissingBuildError(
      `docs-mcp: ${dataFile} in ${root} has version ${String(data.version)}, this server reads version ${dataFileVersion}. Run \`npm run build\` again.`,
    );
  }
  const indexFile = data.search ? path.join(root, data.search.indexFile) : null;
  if (indexFile && !fs.existsSync(indexFile)) readJson(indexFile, 'the search index');
  // Built on first use, so a client's handshake is answered before the index is.
  let engine: LocalSearchEngine | null = null;
  const searchEngine = (indexFile: string) => {
    type WholeIndex = { version: 1; records: SearchRecords } & Pick<
      EngineOptions,
      'synonyms' | 'fillerWords' | 'pageKinds'
    >;
    /**
     * The index file, its records parsed one at a time and shared as they
     * come: the whole text of a large site's index and a second copy of its
     * records' strings would otherwise be held at once while it is parsed.
     */
    const readIndex = (file: string): WholeIndex | SearchIndexManifest => {
      const records: SearchRecords = [];
      const share = recordSharer();
      const index = readJson(file, 'the search index', (file) =>
        parseJsonElements(file, 'records', (record) => records.push(share(record as SearchRecord))),
      ) as WholeIndex | SearchIndexManifest;
      return index.version === 2 ? index : { ...index, records };
    };
    const read = readIndex(indexFile);
    // A site's index in fragments is their manifest, naming the whole index beside it.
    const index = (
      read.version === 2 ? readIndex(path.join(path.dirname(indexFile), read.whole)) : read
    ) as WholeIndex;
    // The synonyms, filler words and page kinds too, as the site's offline backend does: same index, same ranking.
    return new LocalSearchEngine(index.records, {
      synonyms: index.synonyms,
      fillerWords: index.fillerWords,
      pageKinds: index.pageKinds,
    });
  };
  const siteUrl = new URL(data.site.url);

  const { pages, sections } = withParts(
    data.pages.filter((page) => fs.existsSync(path.join(root, page.markdownFile))),
    root,
  );
  const byPath = new Map(pages.map((page) => [page.path, page]));
  /** A page's HTML heading id → the part that holds it and the id there. */
  const placeOf = (pagePath: string, id: string): SectionPlace | undefined =>
    sections.get(pagePath)?.get(id);
  // Read on each call rather than kept: a session that reads every page of a
  // large site would otherwise hold all of its twins for good.
  const markdown = (page: PageEntry) => fs.readFileSync(path.join(root, page.markdownFile), 'utf8');
  /** Heading id to page path, read from the twins on the first question that needs it. */
  let pagesByHeading: Map<string, string> | undefined;

  const search =
    (indexFile: string, facetFilters: string[][]) => (query: string, limit: number) => {
      engine ??= searchEngine(indexFile);
      const { hits, suggestions } = engine.answer({
        query,
        hitsPerPage: limit,
        facetFilters,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '**',
        highlightPostTag: '**',
        snippetEllipsisText: '…',
      });
      const summaries = hits.map((hit) => {
        const url = new URL(hit.url, siteUrl);
        const breadcrumb = levels
          .slice(0, levels.indexOf(hit.type === 'content' ? 'lvl6' : hit.type) + 1)
          .map((level) => hit.hierarchy[level])
          .filter((text, i, all): text is string => Boolean(text) && text !== all[i - 1]);
        const snippet =
          hit._snippetResult.content ??
          hit._snippetResult.hierarchy[hit.type === 'content' ? 'lvl1' : hit.type];
        return {
          title: breadcrumb[breadcrumb.length - 1] ?? data.site.title,
          breadcrumb,
          url: url.href,
          path: url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname,
          // On a split twin's page, get_page reads this section from the part that holds it.
          section: url.hash ? decodeURIComponent(url.hash.slice(1)) : null,
          snippet: plainText(snippet?.value ?? ''),
        };
      });
      return { hits: summaries, suggestions };
    };

  return {
    data,
    site: data.site,
    siteUrl,
    pages,
    page: (pagePath) => byPath.get(pagePath),
    markdown,
    sectionElsewhere(pagePath, id) {
      const place = placeOf(pagePath, id);
      if (place) return place;
      // A heading id of one of the page's parts, given with the page's path.
      for (const part of pages) {
        if (part.partOf !== pagePath) continue;
        if (headingsOf(markdown(part)).some((heading) => heading.id === id)) {
          return { path: part.path, section: id };
        }
      }
      return undefined;
    },
    ...(indexFile && data.search ? { search: search(indexFile, data.search.facetFilters) } : {}),
    pageWithHeading(id) {
      if (!pagesByHeading) {
        pagesByHeading = new Map();
        // The HTML page holds the headings of its twin's parts.
        for (const [pagePath, ids] of sections) {
          for (const id of ids.keys())
            if (!pagesByHeading.has(id)) pagesByHeading.set(id, pagePath);
        }
        for (const page of pages) {
          if (page.partOf) continue;
          const text = markdown(page);
          for (const heading of headingsOf(text)) {
            if (!pagesByHeading.has(heading.id)) pagesByHeading.set(heading.id, page.path);
          }
          // A twin's headings carry the GitHub slug of their text; a generated page's HTML
          // may give them other ids, which its twin still links to (`page.md#op-…`).
          const self = new URL(page.markdownFile, siteUrl).href;
          for (const link of text.matchAll(/\]\(([^)\s#]+)#([\w-]+)\)/g)) {
            if (link[1] === self && !pagesByHeading.has(link[2]!)) {
              pagesByHeading.set(link[2]!, page.path);
            }
          }
        }
      }
      return pagesByHeading.get(id) ?? null;
    },
    warm() {
      if (indexFile) engine ??= searchEngine(indexFile);
    },
  };
}

/**
 * The pages with the parts of split twins, each after its page, and for each
 * split page where its HTML heading ids are: which part, under which id. The
 * parts come from the twins' plugin's list in the build; a build without it
 * has no split twins.
 */
function withParts(
  pages: PageEntry[],
  root: string,
): { pages: PageEntry[]; sections: Map<string, Map<string, SectionPlace>> } {
  const file = path.join(root, TWIN_PARTS_FILE);
  const sections = new Map<string, Map<string, SectionPlace>>();
  if (!fs.existsSync(file)) return { pages, sections };
  const listed = readJson(file, 'the list of split twins') as TwinPartsFile;
  const all: PageEntry[] = [];
  for (const page of pages) {
    all.push(page);
    const places = new Map<string, SectionPlace>();
    for (const part of listed.twins[page.markdownFile] ?? []) {
      if (!fs.existsSync(path.join(root, part.file))) continue;
      const partPath = `/${part.file.replace(/\.md$/, '')}`;
      all.push({
        path: partPath,
        title: part.title,
        description: part.description ?? '',
        section: page.section,
        markdownFile: part.file,
        partOf: page.path,
      });
      if (part.anchor && !places.has(part.anchor)) {
        places.set(part.anchor, { path: partPath, section: null });
      }
      for (const [id, section] of Object.entries(part.headingIds)) {
        if (!places.has(id)) places.set(id, { path: partPath, section });
      }
    }
    if (places.size > 0) sections.set(page.path, places);
  }
  return { pages: all, sections };
}
