import { expect, it } from 'vitest';
import { closestMatches } from './closest';

it('puts names whose last part contains the wanted one first, then the nearest by edits', () => {
  const pages = [
    '/docs',
    '/docs/guides',
    '/docs/guides/secrets-management',
    '/docs/guides/install',
  ];
  expect(closestMatches('/docs/guides/secrets', pages)[0]).toBe('/docs/guides/secrets-management');
  expect(closestMatches('thv rn', ['thv', 'thv rm', 'thv run', 'thv list'])).toEqual([
    'thv rm',
    'thv run',
    'thv',
    'thv list',
  ]);
  expect(closestMatches('x', ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toHaveLength(5);
});
