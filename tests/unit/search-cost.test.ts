import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, WORK_BUDGET } from '@docs-kit/search/engine';
import { CRAFTED_QUERY, fuzzQueries, fuzzKinds } from '@docs-kit/search/fuzz-queries';
import { siteEngineOptions, siteRecords } from './search-relevance/corpus';

// The engine counts its work as it runs (words, index lookups, postings read,
// candidates scored), so a query's cost is tested without timing it: every
// query, however it is made, stays within the budget. Timings are in
// packages/search/bench/query-cost.ts.

const records = siteRecords();
const engine = new LocalSearchEngine(records, siteEngineOptions);

function workOf(query: string) {
  engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
  return engine.work;
}

function expectWithinBudget(query: string) {
  const work = workOf(query);
  const label = JSON.stringify(query.slice(0, 80));
  expect(work.words, label).toBeLessThanOrEqual(WORK_BUDGET.words);
  expect(work.lookups, label).toBeLessThanOrEqual(WORK_BUDGET.lookups);
  expect(work.postings, label).toBeLessThanOrEqual(WORK_BUDGET.postings);
  expect(work.candidates, label).toBeLessThanOrEqual(records.length);
  expect(work.scored, label).toBeLessThanOrEqual(work.candidates);
  return work;
}

describe('the cost of a query', { timeout: 120_000 }, () => {
  it('searches the crafted query (one letter repeated to 255 characters) as one word, once', () => {
    expect(CRAFTED_QUERY).toHaveLength(255);
    const work = expectWithinBudget(CRAFTED_QUERY);
    expect(work.words).toBe(1);
    expect(work.lookups).toBeLessThanOrEqual(1 + WORK_BUDGET.expansions);
  });

  it('stays within the budget for 2,000 generated queries of every awkward shape', () => {
    const queries = fuzzQueries(2000);
    expect(new Set(queries.map((item) => item.kind))).toEqual(new Set(fuzzKinds));
    for (const { query } of queries) expectWithinBudget(query);
  });

  it('keeps an ordinary question well inside the budget, so the budget never changes its hits', () => {
    const work = expectWithinBudget(
      'how do I give an MCP server read-only access to a directory on my machine',
    );
    expect(work.postings).toBeLessThan(WORK_BUDGET.postings / 2);
  });

  it('answers a request for more hits than allowed with at most 1,000, as Algolia does', () => {
    const all = engine.search({ query: 'server', hitsPerPage: 1_000_000 });
    expect(all.hitsPerPage).toBe(1000);
    expect(all.hits.length).toBeLessThanOrEqual(1000);
    expect(engine.search({ query: 'server', hitsPerPage: 100, page: 10 }).hits).toEqual([]);
  });
});
