import type { LocalSearchEngine } from '@docs-kit/search/engine';
import type { RelevanceCase } from './cases';

/** How many hits a case is judged on: the first page of the modal's results. */
export const JUDGED_HITS = 10;

function accepts(expected: string, url: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

/** The 1-based rank of the first hit the case accepts, or null if none of the first hits is one. */
export function rankOf(engine: LocalSearchEngine, { query, expect }: RelevanceCase): number | null {
  const expected = Array.isArray(expect) ? expect : [expect];
  const { hits } = engine.search({ query, hitsPerPage: JUDGED_HITS });
  const index = hits.findIndex((hit) => expected.some((url) => accepts(url, hit.url)));
  return index < 0 ? null : index + 1;
}

export interface RelevanceFigures {
  cases: number;
  hitAt1: number;
  hitAt3: number;
  /** Mean reciprocal rank: 1 for a first hit, 1/2 for a second, 0 past the judged hits. */
  mrr: number;
  ranks: (number | null)[];
}

export function measure(engine: LocalSearchEngine, cases: RelevanceCase[]): RelevanceFigures {
  const ranks = cases.map((item) => rankOf(engine, item));
  const share = (test: (rank: number | null) => boolean) =>
    ranks.filter(test).length / cases.length;
  return {
    cases: cases.length,
    hitAt1: share((rank) => rank === 1),
    hitAt3: share((rank) => rank !== null && rank <= 3),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / cases.length,
    ranks,
  };
}
