import { describe, expect, it } from 'vitest';
import { benchQueriesFrom } from './queries';

describe('reading a benchmark query file', () => {
  it('takes strings and objects with a query from every array, grouped by kind', () => {
    const module = {
      cases: [{ query: 'run a server', kind: 'task' }, { query: 'thv list' }, { kind: 'flag' }],
      extra: ['k8s'],
      count: 3,
    };
    expect(benchQueriesFrom(module, 'cases.ts')).toEqual([
      { query: 'run a server', kind: 'task' },
      { query: 'thv list', kind: 'queries' },
      { query: 'k8s', kind: 'queries' },
    ]);
    expect(benchQueriesFrom(['a', 'b'], 'list.json')).toHaveLength(2);
  });

  it('names the file and what it should hold when it holds no query', () => {
    for (const loaded of [{}, [], [{ query: '' }], null, { title: 'x' }]) {
      expect(() => benchQueriesFrom(loaded, '--queries empty.json')).toThrow(
        '--queries empty.json holds no queries: export an array of query strings or of objects with a "query" string.',
      );
    }
  });
});
