import { describe, expect, it } from 'vitest';
import { PageKinds } from './page-kinds';
import { tokenize } from './text';

const urls = [
  '/docs/guides/manage',
  '/docs/api-workloads',
  '/docs/reference/api',
  '/docs/reference/cli/tool_list',
];
const kinds = new PageKinds(
  [
    { urlPrefix: '/docs/api-', weight: 0.7, namedBy: ['api', 'curl'] },
    { urlPrefix: '/docs/reference/api', weight: 0.6, namedBy: ['api'], namedByPath: true },
    { urlPrefix: '/docs/reference/cli/', weight: 0.85, namedBy: ['flag'], namedByFlag: true },
  ],
  urls,
);
const weigh = (query: string) => {
  const weight = kinds.weigher(query, tokenize(query));
  return (url: string) => weight(urls.indexOf(url));
};

describe('page kinds', () => {
  it('weighs an API guide and a reference page less for a query that names neither', () => {
    const weight = weigh('list running servers');
    expect(weight('/docs/guides/manage')).toBe(1);
    expect(weight('/docs/api-workloads')).toBe(0.7);
    expect(weight('/docs/reference/api')).toBe(0.6);
    expect(weight('/docs/reference/cli/tool_list')).toBe(0.85);
  });

  it('lifts a kind the query names by a word, a path or a flag', () => {
    expect(weigh('list servers with the api')('/docs/api-workloads')).toBe(1);
    expect(weigh('GET /api/v1/workloads')('/docs/reference/api')).toBe(1);
    expect(weigh('GET /api/v1/workloads')('/docs/reference/cli/tool_list')).toBe(0.85);
    expect(weigh('tool list --all')('/docs/reference/cli/tool_list')).toBe(1);
  });

  it('weighs a page two kinds hold by the first the query does not name', () => {
    const nested = new PageKinds(
      [
        { urlPrefix: '/docs/reference/api', weight: 0.6, namedBy: ['api'] },
        { urlPrefix: '/docs/reference/', weight: 0.85, namedBy: ['flag'] },
      ],
      ['/docs/guides/run', '/docs/reference/api-run'],
    );
    const weigh = (query: string) => nested.weigher(query, tokenize(query))(1);
    expect(weigh('run a server')).toBe(0.6);
    expect(weigh('run a server with the api')).toBe(0.85);
    expect(weigh('run a server with the api flag')).toBe(1);
    expect(nested.weigher('run a server', tokenize('run a server'))(0)).toBe(1);
  });
});
