import { describe, expect, it } from 'vitest';
import type { Query } from 'minisearch';
import { QueryBuilder, synonymRules } from './query';
import { rankingRules, type RankingRule } from './rules';
import { stemKey } from './text';

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

describe('query building', () => {
  const builder = new QueryBuilder(allRules, synonyms, new Set(['deploy', 'server', 'helm']));

  it('groups a synonym phrase as one word of the query', () => {
    expect(builder.withSynonyms(['get', 'started', 'on', 'k8s'])).toEqual([
      { typed: ['get', 'started'], alternatives: [['quickstart']] },
      { typed: ['on'], alternatives: [] },
      { typed: ['k8s'], alternatives: [['kubernetes']] },
    ]);
  });

  it('looks a word up as typed, as its plural and by its stem', () => {
    expect(builder.leafTerms({ typed: ['server'], alternatives: [] })).toEqual([
      'server',
      'servers',
      stemKey('server'),
    ]);
  });

  /** The leaf queries of a tree, with the options each word is looked up with. */
  const leaves = (query: Query): { words: string[]; fuzzy: unknown; prefix: unknown }[] =>
    typeof query !== 'object' || !('queries' in query)
      ? []
      : query.queries.every((part) => typeof part === 'string')
        ? [{ words: query.queries as string[], fuzzy: query.fuzzy, prefix: query.prefix }]
        : query.queries.flatMap((part) => leaves(part as Query));

  it('expands only the last word of a short query as a prefix, with typos by length', () => {
    const groups = builder.withSynonyms(['registry', 'serv']);
    const found = leaves(builder.query(groups, 'serv', 'AND', new Map()));
    expect(found).toContainEqual({ words: ['registry', 'registrys'], fuzzy: 2, prefix: false });
    expect(found).toContainEqual({ words: ['serv', 'servs'], fuzzy: 1, prefix: true });
  });

  it('takes a known word of a long query as spelt and looks it up by its stem alone', () => {
    const byStemAlone = new Map<string, string>();
    const words = ['deploy', 'server', 'helm', 'clustr'];
    const found = leaves(builder.query(builder.withSynonyms(words), 'clustr', 'OR', byStemAlone));
    expect(found).toContainEqual({ words: [stemKey('deploy')], fuzzy: false, prefix: false });
    expect(found).toContainEqual({ words: ['clustr', 'clustrs'], fuzzy: 1, prefix: true });
    expect([...byStemAlone.values()]).toEqual(['deploy', 'server', 'helm']);
  });
});
