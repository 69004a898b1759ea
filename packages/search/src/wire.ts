/** The heading levels of a DocSearch record: lvl0 is the section, lvl1 the page title. */
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type Hierarchy = Record<Level, string | null>;

/** One searchable record, in the shape DocSearch renders (its hit: hierarchy, content, url). */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: Level | 'content';
  url: string;
  language: string;
  docusaurus_tag: string;
  /**
   * The words readers use for this page or section, from the page's
   * `keywords` front matter (its `<meta name="keywords">`): a heading record
   * carries those pointed at its section, the page's title record the rest.
   */
  keywords?: string;
}

/**
 * Words a site's readers use for the same thing, in the shape of Algolia's
 * synonym objects: `synonyms` alone are all equivalent (k8s and
 * kubernetes); with `input`, that word or phrase also finds the synonyms but
 * not the other way round (auth finds authentication and authorization).
 */
export type SearchSynonym = { synonyms: string[] } | { input: string; synonyms: string[] };

/** The part of an Algolia multi-query request the DocSearch UI and our search page send. */
export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string[] | string[][] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /**
   * One hit per section (records of the same URL), as Algolia's `distinct`
   * with the URL as the attribute for distinct, which DocSearch indices use.
   * On unless false.
   */
  distinct?: boolean;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>;
    content?: HighlightValue;
  };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  /**
   * Whether `nbHits` counts every match in the index. The offline engine
   * over an index in fragments holds only some pages' records: when a page
   * it does not hold may match too, its count is of the pages held, and false
   * here says so (as Algolia's own, for counts it approximates).
   */
  exhaustiveNbHits: boolean;
  /**
   * The offline engine's own: how well the first hit holds the query's words
   * as written, from 0 to 1, each word weighing as much as it is rare.
   */
  matchQuality?: number;
  /**
   * The offline engine's own: up to 3 queries of the index's words to try
   * instead, when nothing matches well (no hit, or `matchQuality` below the
   * engine's `WEAK_MATCH`).
   */
  suggestions?: string[];
}

/**
 * A kind of page that should yield to the site's guides unless the query
 * names it: an API guide or reference comes after the guide for the same
 * task, unless the query says "API", an endpoint or a path.
 */
export interface SearchPageKind {
  /** Pages whose URL path starts with this. */
  urlPrefix: string;
  /** What such a page's score is multiplied by when the query does not name its kind (0 to 1). */
  weight: number;
  /** Words that name the kind: any of them in the query lifts the weight. */
  namedBy: string[];
  /** Whether a URL path (`/api/v1/...`) or a flag (`--name`) in the query also names it. */
  namedByPath?: boolean;
  namedByFlag?: boolean;
}

/** The file the indexer writes and the browser fetches on first use. */
export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
  /** The site's synonyms, searched with the records (absent in older files). */
  synonyms?: SearchSynonym[];
  /** The site's filler and question words, left out of queries (absent in older files). */
  fillerWords?: string[];
  /** Kinds of page that yield to the guides unless the query names them (absent in older files). */
  pageKinds?: SearchPageKind[];
}

/**
 * What the browser fetches first when the whole index is above the plugin's
 * budget: enough to plan a query (the terms and how common each is), and
 * where the fragments are. A query then fetches the term shards its terms
 * fall in, which say which pages hold them, and the records of its best
 * pages, one block per page.
 */
export interface SearchIndexManifest {
  version: 2;
  /** The whole index (a `SearchIndexFile`), beside this file: for readers that load it all at once. */
  whole: string;
  /** The folder of the fragments, relative to this file, ending in `/`: `terms/<shard>.json`, `pages/<page>.json`. */
  fragments: string;
  synonyms?: SearchSynonym[];
  fillerWords?: string[];
  pageKinds?: SearchPageKind[];
  /**
   * The indexed terms, in shard order, and how many record fields hold each
   * (the engine's vocabulary, and the terms that stand for reader phrases).
   */
  terms: string[];
  counts: number[];
  /** How many record fields were read: what a term's count is out of. */
  fieldsRead: number;
  /** Where each shard's terms start in `terms`. */
  shards: number[];
  /** How many pages there are, numbered in site order. */
  pages: number;
}

/**
 * A shard of the page postings: for each of its terms (in the manifest's
 * order), the pages holding it and its weight there (1 to 255), as pairs of
 * the page's distance from the previous page and the weight.
 */
export type SearchTermShard = number[][];

/** What the plugin tells the browser about the search backend (its global data). */
export type SiteSearchConfig =
  | { mode: 'offline'; indexName: string; indexUrl: string }
  | { mode: 'hosted'; indexName: string; appId: string; apiKey: string };

/** What the modal needs besides the backend, loaded with the modal (not on first load). */
export interface ModalOptions {
  /** Where "no results" lets readers open an issue; the title goes in its `title` parameter. */
  newIssueUrl: string | null;
}

/** Algolia's v4 request shape, which some callers still send. */
interface LegacyRequest {
  indexName: string;
  params?: SearchRequest;
}

export type SearchArgument = { requests: SearchRequest[] } | LegacyRequest[];

/**
 * The slice of the Algolia search client interface the UI uses, answered by
 * the offline engine or by Algolia, depending on the build.
 */
export interface SearchBackend {
  search(argument: SearchArgument): Promise<{ results: SearchResponse[] }>;
  /** Gets ready for a first query, on a hover or focus of the search button. */
  prefetch(): void;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}
