import { describe, expect, it } from 'vitest';
import { record } from '../../../test/records';
import { FilterCache } from './filters';

describe('facet filters', () => {
  const records = [
    record('docs', 'lvl1', { lvl1: 'Docs' }),
    record('blog', 'lvl1', { lvl1: 'Blog' }, null, 'blog-default'),
    { ...record('fr', 'lvl1', { lvl1: 'Docs' }), language: 'fr' },
  ];
  const filters = new FilterCache(records);

  it('AND the outer list and OR each inner list, as Algolia does', () => {
    expect([
      ...filters.passing([
        ['language:en'],
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
    ]).toEqual([1, 0, 0]);
    expect([...filters.passing(['language:en'])]).toEqual([1, 1, 0]);
    expect([...filters.passing('language:fr')]).toEqual([0, 0, 1]);
  });

  it('let every record through without filters, and one that lacks the attribute', () => {
    expect([...filters.passing(undefined)]).toEqual([1, 1, 1]);
    expect([...filters.passing(['version:2'])]).toEqual([1, 1, 1]);
  });
});
