import { describe, expect, it } from 'vitest';
import { routeHasTwin, twinFile, twinPath } from './paths';

describe('twin paths', () => {
  it('append .md to the page path, dropping a trailing slash first', () => {
    expect(twinPath('/docs/intro')).toBe('/docs/intro.md');
    expect(twinPath('/docs/')).toBe('/docs.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinFile('/docs/guides/')).toBe('docs/guides.md');
  });

  it('follow the include and exclude prefixes', () => {
    expect(routeHasTwin('/docs/', ['/docs/'], [])).toBe(true);
    expect(routeHasTwin('/docs', ['/docs/'], [])).toBe(true);
    expect(routeHasTwin('/docs/a', ['/docs/'], ['/docs/a'])).toBe(false);
    expect(routeHasTwin('/theme-preview', ['/docs/'], [])).toBe(false);
  });
});
