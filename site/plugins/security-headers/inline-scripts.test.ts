import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script', () => {
    const html = '<head><script>var a = 1;</script></head><body><script>\nb()\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('\nb()\n')]);
  });

  it('skips external scripts, JSON data blocks and empty tags', () => {
    const html = [
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="application/json">{}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('treats attributes other than src and a data type as executable', () => {
    expect(inlineScriptHashes('<script type="text/javascript" defer>x()</script>')).toEqual([
      sha('x()'),
    ]);
  });
});
