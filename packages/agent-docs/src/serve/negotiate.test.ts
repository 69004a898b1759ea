import { describe, expect, it } from 'vitest';
import { twinPath } from '../pages/paths';
import { markdownTwinFor, variesByAccept } from './negotiate.mjs';

describe('markdownTwinFor', () => {
  it.each([
    ['text/markdown'],
    ['text/markdown, text/html'],
    ['text/html;q=0.5, text/markdown'],
    ['text/plain, text/markdown;q=0.9, text/html;q=0.8'],
  ])('answers the twin to %s', (accept) => {
    expect(markdownTwinFor('/docs/intro', accept)).toBe('/docs/intro.md');
  });

  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'],
    ['*/*'],
    ['text/html, text/markdown'],
    ['text/markdown;q=0.4, text/html'],
    ['text/markdown;q=0'],
    [''],
    [undefined],
  ])('answers the page to %s', (accept) => {
    expect(markdownTwinFor('/docs/intro', accept)).toBeNull();
  });

  it('names the file the build writes, by the same rule as twinPath', () => {
    for (const route of [
      '/',
      '/docs/',
      '/docs/intro',
      '/docs/a/b/',
      '/toolhive/reference/cli/thv_run',
    ]) {
      expect(markdownTwinFor(route, 'text/markdown')).toBe(twinPath(route));
    }
  });

  it('follows the twin path rule for index pages and leaves files alone', () => {
    expect(markdownTwinFor('/docs/', 'text/markdown')).toBe('/docs.md');
    expect(markdownTwinFor('/', 'text/markdown')).toBe('/index.md');
    expect(markdownTwinFor('/llms.txt', 'text/markdown')).toBeNull();
    expect(markdownTwinFor('/docs/intro.md', 'text/markdown')).toBeNull();
    expect(variesByAccept('/docs/intro')).toBe(true);
    expect(variesByAccept('/assets/main.js')).toBe(false);
  });
});
