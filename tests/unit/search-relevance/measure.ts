import type { LocalSearchEngine } from '@docs-kit/search/engine';

/** How many hits a case is judged on: the first page of the modal's results. */
export const JUDGED_HITS = 10;

/** A query and the pages or sections that answer it. */
export interface JudgedCase {
  query: string;
  expect: string | string[];
}

/** Whether a hit's URL is one the case accepts: a section when given with `#`, else any of the page. */
export function accepts(expected: string, url: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

/** The 1-based rank of the first accepted URL among `urls`, or null if none is one. */
export function rankIn(urls: string[], { expect }: JudgedCase): number | null {
  const expected = Array.isArray(expect) ? expect : [expect];
  const index = urls.findIndex((url) => expected.some((wanted) => accepts(wanted, url)));
  return index < 0 ? null : index + 1;
}

/** The 1-based rank of the first hit the case accepts, or null if none of the first hits is one. */
export function rankOf(engine: LocalSearchEngine, item: JudgedCase): number | null {
  const { hits } = engine.search({ query: item.query, hitsPerPage: JUDGED_HITS });
  return rankIn(
    hits.map((hit) => hit.url),
    item,
  );
}

export interface RelevanceFigures {
  cases: number;
  hitAt1: number;
  hitAt3: number;
  /** Mean reciprocal rank: 1 for a first hit, 1/2 for a second, 0 past the judged hits. */
  mrr: number;
  ranks: (number | null)[];
}

/** The figures of a list of ranks, one per case. */
export function figuresOf(ranks: (number | null)[]): RelevanceFigures {
  const share = (test: (rank: number | null) => boolean) =>
    ranks.length === 0 ? 0 : ranks.filter(test).length / ranks.length;
  return {
    cases: ranks.length,
    hitAt1: share((rank) => rank === 1),
    hitAt3: share((rank) => rank !== null && rank <= 3),
    mrr:
      ranks.length === 0
        ? 0
        : ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length,
    ranks,
  };
}

export function measure(engine: LocalSearchEngine, cases: JudgedCase[]): RelevanceFigures {
  return figuresOf(cases.map((item) => rankOf(engine, item)));
}
