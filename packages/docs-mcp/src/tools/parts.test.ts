import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, partEnd } from './parts';

const paragraph = (word: string, n: number) => Array(n).fill(word).join(' ');

describe('partEnd', () => {
  it('returns the end of the text when the rest fits', () => {
    expect(partEnd('# A\n\nshort\n', 0, 2000)).toBe(11);
    expect(partEnd('# A\n\nshort\n', 5, 6)).toBe(11);
  });

  it('cuts before a heading in the second half of the part rather than at a paragraph', () => {
    const text = `# Page\n\n${paragraph('a', 400)}\n\n## Next\n\n${paragraph('b', 300)}\n\nlast paragraph\n`;
    const end = partEnd(text, 0, 1300);
    expect(text.slice(end)).toMatch(/^## Next\n/);
  });

  it('cuts at a blank line when no heading is in reach, and never inside a code block when it can help it', () => {
    const code = '```bash\n' + Array(40).fill('echo one line').join('\n') + '\n```\n';
    const text = `${paragraph('a', 200)}\n\n${code}\nafter\n`;
    const end = partEnd(text, 0, 800);
    expect(text.slice(0, end).endsWith('\n\n')).toBe(true);
    expect(text.slice(end).startsWith('```bash')).toBe(true);
  });

  it('cuts a line that is longer than the part, never inside a surrogate pair', () => {
    const text = 'x'.repeat(999) + '😀' + 'y'.repeat(1000);
    expect(partEnd(text, 0, 1000)).toBe(999);
    expect(partEnd('z'.repeat(5000), 0, 2000)).toBe(2000);
  });
});

describe('cursors', () => {
  const limits = { min: 2000, max: 100_000 };
  const text = 'abcdefghij'.repeat(10);

  it('read back the page, section and offset they were made for, while the text is the same', () => {
    const cursor = decodeCursor(encodeCursor('/docs/a', 'install', 40, 3000, text), limits);
    expect(cursor).toMatchObject({
      ok: true,
      path: '/docs/a',
      section: 'install',
      offset: 40,
      maxChars: 3000,
    });
    if (!cursor.ok) throw new Error('unreachable');
    expect(cursor.check(text)).toBe(true);
    expect(cursor.check(`${text}!`)).toBe(false);
    expect(cursor.check(text.slice(0, 40))).toBe(false);
  });

  it.each([
    ['not base64url', 'a b'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['JSON of another shape', Buffer.from('{"p":1}').toString('base64url')],
    ['a negative offset', Buffer.from('{"p":"/a","s":null,"o":-3,"h":"x"}').toString('base64url')],
    [
      'a fractional offset',
      Buffer.from('{"p":"/a","s":null,"o":1.5,"h":"x"}').toString('base64url'),
    ],
    ['null', Buffer.from('null').toString('base64url')],
    [
      'a real cursor with a character added',
      `${encodeCursor('/a', null, 10, 3000, 'x'.repeat(20))}x`,
    ],
    [
      'another spelling of a real cursor',
      Buffer.from('{"s":null,"p":"/a","o":10,"m":3000,"h":"x"}').toString('base64url'),
    ],
  ])('refuse %s', (_, cursor) => {
    expect(decodeCursor(cursor, limits)).toEqual({
      ok: false,
      reason: 'it is not a cursor this server gave out',
    });
  });
});
