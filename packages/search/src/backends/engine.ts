import MiniSearch, { type SearchResult } from 'minisearch';
import { escapeHtml } from '../highlight';
import {
  levels,
  type HighlightValue,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from '../wire';

/** Words of a query or a record: command and flag names stay whole (`--permission-profile`). */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .map((token) => token.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** Index terms add the parts of hyphenated words, so `profile` also finds `--permission-profile`. */
function indexTerms(text: string): string[] {
  return tokenize(text).flatMap((token) =>
    token.includes('-') ? [token, ...token.split('-').filter(Boolean)] : [token],
  );
}

/** One typo from 4 letters, two from 8. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * Words that carry no subject in a question ("how do I stop a server").
 * They are left out of a query that has other words, so a question finds
 * what its subject words find.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the to what when where which why with you your'.split(
    ' ',
  ),
);

/** The words a record must hold: the query's words without its stop words, unless that leaves none. */
export function requiredTerms(terms: string[]): string[] {
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}

const HEADING_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Indexed = { id: number } & Partial<
  Record<(typeof HEADING_FIELDS)[number] | 'content' | 'context', string>
>;

/**
 * An in-browser search engine over DocSearch records that answers in the
 * shape of Algolia's multi-query API, so DocSearch's UI can use it as is.
 */
export class LocalSearchEngine {
  private readonly records: SearchRecord[];
  private readonly index: MiniSearch<Indexed>;

  constructor(records: SearchRecord[]) {
    this.records = records;
    this.index = new MiniSearch<Indexed>({
      fields: [...HEADING_FIELDS, 'content', 'context'],
      tokenize: indexTerms,
      processTerm: (term) => term,
      searchOptions: { tokenize, processTerm: (term) => term },
    });
    this.index.addAll(
      records.map((record, id) => {
        // A heading record is searched by its own heading; a content record
        // by its text and, more weakly, the headings it sits under, which
        // get a field of their own so they don't count as the page's title.
        const doc: Indexed = { id };
        if (record.type === 'content') {
          doc.content = record.content ?? undefined;
          doc.context = HEADING_FIELDS.map((field) => record.hierarchy[field])
            .filter(Boolean)
            .join(' ');
        } else {
          const field = HEADING_FIELDS.find((level) => level === record.type);
          if (field) doc[field] = record.hierarchy[field] ?? undefined;
        }
        return doc;
      }),
    );
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, 512);
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const terms = tokenize(query);
    const filters = normalizeFacetFilters(request.facetFilters);

    const ranked = terms.length === 0 ? [] : this.rank(query, terms, filters);
    const pageHits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const ellipsis = request.snippetEllipsisText ?? '…';
    const snippetWords = snippetLengths(request.attributesToSnippet);

    return {
      hits: pageHits.map(({ record, matched }) =>
        toHit(record, matched, { pre, post, ellipsis, snippetWords }),
      ),
      nbHits: ranked.length,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      page,
      hitsPerPage,
      query,
      params: `query=${encodeURIComponent(query)}&hitsPerPage=${hitsPerPage}&page=${page}`,
      index: request.indexName ?? 'local',
      queryID: `local-${hashString(query)}-${page}`,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
    };
  }

  private rank(query: string, terms: string[], filters: string[][]) {
    const lastTerm = terms[terms.length - 1]!;
    const required = requiredTerms(terms);
    const searchFor = (combineWith: 'AND' | 'OR') =>
      this.index.search(required.join(' '), {
        boost: { lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 2, lvl6: 2, content: 1, context: 1 },
        fuzzy: (term) => typoTolerance(term),
        prefix: (term) => term === lastTerm,
        combineWith,
        weights: { fuzzy: 0.3, prefix: 0.6 },
      });
    // As Algolia's removeWordsIfNoResults: when no record holds every word,
    // records holding most of them come first rather than nothing at all.
    let results = searchFor('AND');
    if (results.length === 0 && required.length > 1) results = searchFor('OR');
    const phrase = query.trim().toLowerCase();
    const perPage = new Map<string, number>();
    return results
      .map((result) => {
        const record = this.records[result.id as number]!;
        return { record, matched: Object.keys(result.match), score: score(result, record, phrase) };
      })
      .filter(({ record }) => matchesFilters(record, filters))
      .sort((a, b) => b.score - a.score)
      .map((hit) => {
        // Each further hit from the same page counts for less, so one long
        // page can't fill the first results.
        const page = hit.record.url.split('#')[0]!;
        const seen = perPage.get(page) ?? 0;
        perPage.set(page, seen + 1);
        return { ...hit, score: hit.score * 0.4 ** seen };
      })
      .sort((a, b) => b.score - a.score);
  }
}

function score(result: SearchResult, record: SearchRecord, phrase: string): number {
  const text = (
    record.type === 'content' ? record.content : record.hierarchy[record.type]
  )?.toLowerCase();
  let value = result.score;
  if (text && phrase.includes(' ') && text.includes(phrase)) value *= 2;
  if (text && text === phrase) value *= 1.5;
  if (record.type !== 'content') value *= 1.5;
  return value;
}

function normalizeFacetFilters(filters: SearchRequest['facetFilters']): string[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => (Array.isArray(entry) ? entry : [entry]));
}

/** Algolia semantics: the outer list is AND, each inner list is OR. */
function matchesFilters(record: SearchRecord, filters: string[][]): boolean {
  return filters.every((anyOf) =>
    anyOf.some((filter) => {
      const [attribute, value] = filter.split(':') as [string, string];
      const actual = (record as unknown as Record<string, unknown>)[attribute];
      return actual === undefined || String(actual) === value;
    }),
  );
}

/** Words per snippet for each attribute, from Algolia's `attribute:words` syntax. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    const words = Number(count);
    lengths.set(name!, Number.isFinite(words) && words > 0 ? words : 10);
  }
  return lengths;
}

interface MarkOptions {
  pre: string;
  post: string;
  ellipsis: string;
  /** Words per snippet by attribute; content defaults to 10, headings to whole. */
  snippetWords: Map<string, number>;
}

function toHit(record: SearchRecord, matched: string[], options: MarkOptions): SearchHit {
  const highlight: SearchHit['_highlightResult'] = { hierarchy: {} };
  const snippet: SearchHit['_snippetResult'] = { hierarchy: {} };
  for (const level of levels) {
    const text = record.hierarchy[level];
    if (!text) continue;
    highlight.hierarchy[level] = mark(text, matched, options);
    snippet.hierarchy[level] = mark(
      text,
      matched,
      options,
      options.snippetWords.get(`hierarchy.${level}`),
    );
  }
  if (record.content) {
    highlight.content = mark(record.content, matched, options);
    snippet.content = mark(
      record.content,
      matched,
      options,
      options.snippetWords.get('content') ?? 10,
    );
  }
  return { ...record, _highlightResult: highlight, _snippetResult: snippet };
}

/**
 * Escapes the text, then wraps matched words in the highlight tags. With a
 * word limit, keeps a window of that many words around the first match.
 */
function mark(
  text: string,
  matched: string[],
  { pre, post, ellipsis }: MarkOptions,
  wordLimit?: number,
): HighlightValue {
  const words = text.split(/(\s+)/);
  const matchedSet = new Set(matched);
  const isMatch = (word: string) => {
    const tokens = tokenize(word);
    return (
      tokens.length > 0 &&
      tokens.some((t) => matchedSet.has(t) || t.split('-').some((p) => matchedSet.has(p)))
    );
  };
  let start = 0;
  let end = words.length;
  if (wordLimit) {
    const first = words.findIndex((word) => isMatch(word));
    const center = first < 0 ? 0 : first;
    start = Math.max(0, center - (wordLimit - 1)); // words and spaces alternate
    start -= start % 2;
    end = Math.min(words.length, start + wordLimit * 2 - 1);
  }
  const found = new Set<string>();
  const body = words
    .slice(start, end)
    .map((word) => {
      if (!/\S/.test(word) || !isMatch(word)) return escapeHtml(word);
      tokenize(word).forEach((t) => found.add(t));
      return `${pre}${escapeHtml(word)}${post}`;
    })
    .join('');
  const value = `${start > 0 ? ellipsis : ''}${body}${end < words.length ? ellipsis : ''}`;
  return {
    value,
    matchLevel: found.size === 0 ? 'none' : found.size >= matchedSet.size ? 'full' : 'partial',
    matchedWords: [...found],
  };
}

function hashString(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}
