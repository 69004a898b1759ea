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
  expect(closestMatches('cli rn', ['cli', 'cli rm', 'cli run', 'cli list'])).toEqual([
    'cli rm',
    'cli run',
    'cli',
    'cli list',
  ]);
  expect(closestMatches('x', ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toHaveLength(5);
});
