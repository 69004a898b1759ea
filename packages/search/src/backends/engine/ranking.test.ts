import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { record } from '../../../test/records';
import {
  bySiteOrder,
  exactForms,
  fewPerPageOnTop,
  sectionsOverPages,
  recordFacts,
  score,
  spreadOverPages,
  wordCoverage,
  type Ranked,
} from './ranking';

const ranked = (url: string, id: number, base: number): Ranked => {
  const hit = record(url, 'content', { lvl1: url });
  return {
    id,
    record: hit,
    result: {} as SearchResult,
    facts: recordFacts({ ...hit, url: `/${url}` }, id),
    base,
    score: base,
  };
};
/** A MiniSearch result with the terms it matched, each in the fields given. */
const result = (id: number, match: Record<string, string[]>): SearchResult =>
  ({ id, score: 1, terms: [], queryTerms: Object.keys(match), match }) as SearchResult;

describe('page spread', () => {
  it('counts each further hit from one page for less', () => {
    const hits = [
      ranked('long', 0, 10),
      ranked('long', 1, 9),
      ranked('long', 2, 8),
      ranked('short', 3, 5),
    ];
    const order = spreadOverPages(hits, 0.4, bySiteOrder).map((hit) => hit.id);
    // 10, then 9 × 0.4 = 3.6 below the other page's 5, then 8 × 0.16.
    expect(order).toEqual([0, 3, 1, 2]);
    expect(spreadOverPages(hits, 1, bySiteOrder).map((hit) => hit.id)).toEqual([0, 1, 2, 3]);
  });
});

describe('sections over pages', () => {
  // A page record (no anchor) and its sections, with the query words (by place) each holds.
  const words = new Map<number, Set<number>>();
  const hit = (url: string, id: number, held: number[]) => {
    words.set(id, new Set(held));
    const made = ranked(url, id, 10 - id);
    return { ...made, record: { ...made.record, url: `/${url}` } };
  };
  const order = (hits: Ranked[]) =>
    sectionsOverPages(hits, ({ id }) => words.get(id)!).map(({ id }) => id);

  it("puts the first section holding a word the page record lacks in the page record's place", () => {
    const hits = [
      hit('install', 0, [0, 1]),
      hit('other', 1, [0, 1]),
      hit('install#before', 2, [0]),
      hit('install#homebrew', 3, [0, 2]),
    ];
    expect(order(hits)).toEqual([3, 1, 2, 0]);
  });

  it('keeps the page record first when its sections hold nothing more, or another page holds it', () => {
    expect(order([hit('install', 0, [0, 1]), hit('install#before', 1, [0, 1])])).toEqual([0, 1]);
    expect(order([hit('install', 0, [0]), hit('upgrade#homebrew', 1, [0, 2])])).toEqual([0, 1]);
  });
});

describe('few per page on top', () => {
  it('holds no more than two hits of one page in the first five', () => {
    const hits = [
      ranked('long', 0, 10),
      ranked('long', 1, 9),
      ranked('long', 2, 8),
      ranked('a', 3, 5),
      ranked('b', 4, 4),
      ranked('c', 5, 3),
    ];
    expect(fewPerPageOnTop(hits).map((hit) => hit.id)).toEqual([0, 1, 3, 4, 5, 2]);
  });

  it('fills the first five from one page when no other page has a hit', () => {
    const hits = [
      ranked('long', 0, 10),
      ranked('long', 1, 9),
      ranked('long', 2, 8),
      ranked('a', 3, 5),
    ];
    expect(fewPerPageOnTop(hits).map((hit) => hit.id)).toEqual([0, 1, 3, 2]);
  });
});

describe('site order', () => {
  it('puts the page higher in the site first among equal scores, then the earlier section', () => {
    const order = [ranked('a/b/deep', 0, 1), ranked('a/top', 2, 1), ranked('a/top', 1, 1)]
      .sort(bySiteOrder)
      .map((hit) => [hit.facts.page, hit.id]);
    expect(order).toEqual([
      ['/a/top', 1],
      ['/a/top', 2],
      ['/a/b/deep', 0],
    ]);
  });
});

describe('score', () => {
  const heading = recordFacts(record('run', 'lvl2', { lvl1: 'Run', lvl2: 'Delete a secret' }), 0);
  const text = recordFacts(
    record('run', 'content', { lvl1: 'Run' }, 'To delete a secret, run this.'),
    1,
  );

  it('doubles for the query in a row, and a heading that is the whole query gains half again', () => {
    expect(score(1, text, 'delete a secret', 'delete a secret', false)).toBe(2);
    expect(score(1, heading, 'delete a secret', 'delete a secret', false)).toBe(3);
    expect(score(1, heading, 'delete a secret', 'delete a secret', true)).toBe(4.5);
    expect(score(1, text, null, null, true)).toBe(1);
  });
});

/** Which words of the query (by place) each term stands for, one term per word. */
const wordsOf = (...terms: string[]) => new Map(terms.map((term, i) => [term, [i]]));

describe('word coverage', () => {
  const leaves = wordsOf('cursor', 'client', 'server', 'configure');
  const candidates = [
    result(0, { cursor: ['lvl2'], client: ['lvl2'] }),
    result(1, { server: ['content'], client: ['content'], configure: ['content'] }),
    ...Array.from({ length: 20 }, (_, i) => result(i + 2, { server: ['content'] })),
  ];

  it('counts a word in the headings twice one only in the text, a rare word above a common one', () => {
    const coverage = wordCoverage(leaves, 4, candidates, 100, true);
    expect(coverage.of(candidates[0]!)).toBeGreaterThan(coverage.of(candidates[1]!));
    const even = wordCoverage(leaves, 4, candidates, 100, false);
    // Without rarity, two words in headings (2 × 1) weigh as much as three in the text (3 × 0.5) and more.
    expect(even.of(candidates[0]!)).toBeCloseTo((2 / 4) ** 3);
    expect(even.of(candidates[1]!)).toBeCloseTo((1.5 / 4) ** 3);
  });

  it("keeps a short query's records holding every word ahead of those holding some", () => {
    const coverage = wordCoverage(wordsOf('cursor', 'client'), 2, candidates, 100, true);
    expect(coverage.of(candidates[0]!)).toBe(1);
    expect(coverage.of(candidates[1]!)).toBeLessThan(0.01);
  });

  it("bounds each candidate's share from above without reading where it matched", () => {
    const coverage = wordCoverage(leaves, 4, candidates, 100, true);
    for (const candidate of candidates)
      expect(coverage.atMost(candidate)).toBeGreaterThanOrEqual(coverage.of(candidate));
  });
});

describe('exact forms', () => {
  it('give a candidate 5% for each word it holds as typed, not only by its stem', () => {
    const terms = [new Set(['isolate', 'network']), new Set(['isolation', 'network'])];
    const forms = exactForms(new Map([['~s:isol', 'isolate']]), (id, word) => terms[id]!.has(word));
    const match = { '~s:isol': ['lvl2'] };
    expect(forms.of(result(0, match))).toBeCloseTo(1.05);
    expect(forms.of(result(1, match))).toBe(1);
    expect(forms.atMost(result(1, match))).toBeCloseTo(1.05);
  });
});
