import { describe, expect, it } from 'vitest';
import type { Query } from 'minisearch';
import { distinctWords, QueryBuilder, synonymRules, WORK_BUDGET } from './query';
import { rankingRules, type RankingRule } from './rules';
import { stemKey } from './text';
import { Vocabulary } from './vocabulary';

const allRules = new Set<RankingRule>(rankingRules);
const synonyms = synonymRules([
  { synonyms: ['k8s', 'kubernetes'] },
  { synonyms: ['get started', 'quickstart'] },
  { input: 'auth', synonyms: ['authentication', 'authorization'] },
]);

describe('synonym rules', () => {
  it('make each word of a two-way list stand for the others', () => {
    // Triggers are singular, so "k8s" is listed as "k8".
    expect(synonyms.filter((rule) => rule.words.join(' ') === 'k8')).toEqual([
      { words: ['k8'], alternatives: [['kubernetes']] },
    ]);
    expect(synonyms.some((rule) => rule.words.join(' ') === 'kubernete')).toBe(true);
  });

  it('make a one-way input stand for its synonyms, and not the other way round', () => {
    expect(synonyms.find((rule) => rule.words.join(' ') === 'auth')?.alternatives).toEqual([
      ['authentication'],
      ['authorization'],
    ]);
    expect(synonyms.some((rule) => rule.words.join(' ') === 'authentication')).toBe(false);
  });

  it('try the longest phrase first', () => {
    expect(synonyms[0]!.words).toEqual(['get', 'started']);
  });
});

/** A vocabulary of these terms, each with the postings given (1 by default). */
function vocabularyOf(terms: Record<string, number> | string[]): Vocabulary {
  const entries = Array.isArray(terms)
    ? terms.map((term): [string, number] => [term, 1])
    : Object.entries(terms);
  // Each posting a field of its own.
  return Vocabulary.fromCounts(
    entries,
    entries.reduce((sum, [, postings]) => sum + postings, 0),
  );
}

/** The terms a plan looks up, each with its highest weight. */
function lookedUp(query: Query | null): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (part: Query) => {
    if (typeof part !== 'object' || !('queries' in part)) return;
    if (part.queries.every((each) => typeof each === 'string')) {
      for (const term of part.queries as string[]) {
        const weight = (part.boostTerm as (term: string) => number)(term);
        found.set(term, Math.max(weight, found.get(term) ?? 0));
      }
    } else part.queries.forEach(walk);
  };
  if (query) walk(query);
  return found;
}

describe('query building', () => {
  const words = ['deploy', 'server', 'servers', 'serverless', 'helm', 'registry', 'cluster'];
  const builder = new QueryBuilder(
    allRules,
    synonyms,
    vocabularyOf([...words, ...words.map(stemKey)]),
  );

  it('groups a synonym phrase as one word of the query', () => {
    expect(builder.withSynonyms(['get', 'started', 'on', 'k8s'])).toEqual([
      { typed: ['get', 'started'], alternatives: [['quickstart']] },
      { typed: ['on'], alternatives: [] },
      { typed: ['k8s'], alternatives: [['kubernetes']] },
    ]);
  });

  it('looks a word up as typed, as its plural and, for less, by its stem', () => {
    const plan = builder.plan(builder.withSynonyms(['helm', 'registry']), 'registry');
    const terms = lookedUp(plan.query);
    expect(terms.get('helm')).toBe(1);
    expect(terms.get('helms')).toBe(1);
    expect(terms.get(stemKey('helm'))).toBeCloseTo(0.6);
    expect(plan.groupsOf.get('helms')).toEqual([0]);
    expect(plan.groupsOf.get(stemKey('registry'))).toEqual([1]);
  });

  it('expands the last word alone as a prefix, each expansion worth less the longer it is', () => {
    const plan = builder.plan(builder.withSynonyms(['deploy', 'serv']), 'serv');
    const terms = lookedUp(plan.query);
    expect(terms.get('server')).toBeGreaterThan(terms.get('serverless')!);
    expect(terms.get('serverless')).toBeGreaterThan(0);
    expect(plan.sourcesOf.get('serverless')).toEqual(['serv']);
    expect([...terms.keys()].filter((term) => term.startsWith('deploy')).sort()).toEqual([
      'deploy',
      'deploys',
    ]);
  });

  it('matches a word of 4 letters or more with typos, only those the index holds', () => {
    const terms = lookedUp(builder.plan(builder.withSynonyms(['clustr']), 'x').query);
    expect(terms.get('cluster')).toBeCloseTo((0.3 * 7) / 8);
    expect(terms.has('clustrs')).toBe(true);
  });

  it('takes a known word of a long query as spelt and looks it up by its stem alone', () => {
    const query = ['deploy', 'server', 'helm', 'clustr'];
    const plan = builder.plan(builder.withSynonyms(query), 'clustr');
    const terms = lookedUp(plan.query);
    expect(terms.get(stemKey('deploy'))).toBe(1);
    expect(terms.has('deploy')).toBe(false);
    expect(terms.has('cluster')).toBe(true);
    expect([...plan.byStemAlone.values()]).toEqual(['deploy', 'server', 'helm']);
  });

  it('keeps the postings it reads within the budget, leaving expansions out first', () => {
    const common = new QueryBuilder(
      allRules,
      [],
      vocabularyOf({
        server: 12_000,
        servers: 7_000,
        serverless: 900,
        service: 600,
        [stemKey('server')]: 19_000,
      }),
    );
    const plan = common.plan(common.withSynonyms(['server']), 'server');
    expect(plan.postings).toBeLessThanOrEqual(WORK_BUDGET.postings);
    expect([...lookedUp(plan.query).keys()].sort()).toEqual(['server', 'serverless', 'servers']);
  });

  it('searches a word whose every lookup is over the budget as if it were not typed', () => {
    const common = new QueryBuilder(
      allRules,
      [],
      vocabularyOf({ thv: WORK_BUDGET.postings + 1, run: 10 }),
    );
    const plan = common.plan(common.withSynonyms(['thv', 'run']), 'run');
    const terms = lookedUp(plan.query);
    expect(terms.has('thv')).toBe(false);
    expect(terms.has('run')).toBe(true);
    expect(plan.postings).toBe(10);
  });
});

describe('query words', () => {
  it('are searched once each, the first ones up to the budget', () => {
    expect(distinctWords(['s', 's', 'run', 's'])).toEqual(['s', 'run']);
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`);
    expect(distinctWords(many)).toEqual(many.slice(0, WORK_BUDGET.words));
  });
});
