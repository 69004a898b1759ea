import MiniSearch, { type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { TermFrequencies } from './fields';
import { Postings, type QueryTree, type PostingsResult } from './postings';
import { TermIndex } from './term-index';

const FIELDS = ['title', 'content'] as const;
type Doc = { id: number; title?: string; content?: string };

const docs: Doc[] = [
  { id: 0, title: 'run a server', content: 'run the server from the registry' },
  { id: 1, title: 'secrets', content: 'set a secret for the server' },
  { id: 2, content: 'the registry lists every server and its secrets' },
  { id: 3, title: 'registry', content: 'a custom registry file' },
  { id: 4, title: 'custom registry url', content: 'point the cli at a url' },
  { id: 5, content: 'nothing of interest here' },
];

/** Per term, the records holding it, each with how often it holds it (in any field). */
const holders = new Map<string, Map<number, number>>();
for (const doc of docs) {
  for (const field of FIELDS) {
    for (const word of doc[field]?.split(' ') ?? []) {
      const holding = holders.get(word) ?? new Map<number, number>();
      holding.set(doc.id, (holding.get(doc.id) ?? 0) + 1);
      holders.set(word, holding);
    }
  }
}

function indexed() {
  const miniSearch = new MiniSearch<Doc>({
    fields: [...FIELDS],
    searchOptions: { tokenize: (word) => [word], processTerm: (term) => term },
  });
  miniSearch.addAll(docs);
  // Read from MiniSearch's own index, so the answers compared come from the same postings.
  const index = TermIndex.fromMiniSearch(miniSearch as MiniSearch<never>, FIELDS);
  const postings = new Postings(index, FIELDS, (term) => {
    const holding = [...(holders.get(term) ?? new Map<number, number>())].sort(([a], [b]) => a - b);
    return new TermFrequencies(
      Uint32Array.from(holding, ([id]) => id),
      Float64Array.from(holding, ([, value]) => value),
    );
  });
  return { miniSearch, postings };
}

const weights = new Map([
  ['registry', 1],
  ['registries', 0.6],
  ['server', 0.9],
]);
// Query trees shaped as the engine's: ORs of leaves of exact terms, an AND for a phrase.
const queries: Record<string, QueryTree> = {
  'one term': { combineWith: 'OR', queries: ['registry'], fuzzy: false, prefix: false },
  'terms weighed by boostTerm': {
    combineWith: 'OR',
    queries: ['registry', 'registries', 'server'],
    fuzzy: false,
    prefix: false,
    boostTerm: (term: string) => weights.get(term) ?? 0,
  },
  'groups, one a phrase, a term twice': {
    combineWith: 'OR',
    queries: [
      { combineWith: 'OR', queries: ['server', 'secret'], fuzzy: false, prefix: false },
      {
        combineWith: 'OR',
        queries: [
          { combineWith: 'OR', queries: ['registry'], fuzzy: false, prefix: false },
          {
            combineWith: 'AND',
            queries: [
              { combineWith: 'OR', queries: ['custom'], fuzzy: false, prefix: false },
              { combineWith: 'OR', queries: ['url', 'server'], fuzzy: false, prefix: false },
            ],
          },
        ],
      },
    ],
  },
  'a term in two groups': {
    combineWith: 'OR',
    queries: [
      { combineWith: 'OR', queries: ['server', 'secret'], fuzzy: false, prefix: false },
      { combineWith: 'OR', queries: ['registry', 'server'], fuzzy: false, prefix: false },
    ],
  },
  'a term no record holds': {
    combineWith: 'OR',
    queries: ['kubernetes'],
    fuzzy: false,
    prefix: false,
  },
};

const boost = { title: 3, content: 1 };
/** A result as the engine reads it, its terms in order. */
const shape = ({ id, queryTerms, match }: SearchResult) => ({
  id,
  queryTerms: [...queryTerms].sort(),
  match: Object.fromEntries(Object.entries(match).sort()),
});

describe('looking a query tree up in the postings', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(`scored, answers as MiniSearch's search does: ${name}`, () => {
      const { miniSearch, postings } = indexed();
      const expected = miniSearch.search(query, { boost });
      const found = postings.search(query, boost, true);
      expect(
        found.map(({ id, score, queryTerms, match }) => ({ id, score, queryTerms, match })),
      ).toEqual(
        expected.map(({ id, score, queryTerms, match }) => ({ id, score, queryTerms, match })),
      );
    });

    it(`unscored, finds the same records with the same terms: ${name}`, () => {
      const { miniSearch, postings } = indexed();
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      const expected = miniSearch.search(query, { boost }).map(shape).sort(byId);
      const found = postings.search(query, boost, false);
      expect(found.every(({ score }) => score === 0)).toBe(true);
      expect(found.map(shape).sort(byId)).toEqual(expected);
      // Each term's value in the record, beside it.
      for (const { id, queryTerms, values } of found as PostingsResult[]) {
        expect(values).toEqual(queryTerms.map((term) => holders.get(term)!.get(id)));
      }
    });
  }

  it('starts each search afresh', () => {
    const { postings } = indexed();
    postings.search(queries['groups, one a phrase, a term twice']!, boost, false);
    const again = postings.search(queries['one term']!, boost, false);
    expect(again.map(shape).sort((a, b) => a.id - b.id)).toEqual([
      { id: 0, queryTerms: ['registry'], match: { registry: ['content'] } },
      { id: 2, queryTerms: ['registry'], match: { registry: ['content'] } },
      { id: 3, queryTerms: ['registry'], match: { registry: ['title', 'content'] } },
      { id: 4, queryTerms: ['registry'], match: { registry: ['title'] } },
    ]);
  });
});
