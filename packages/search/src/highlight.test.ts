import { describe, expect, it } from 'vitest';
import { parseHighlight } from './highlight';

describe('parseHighlight', () => {
  it('splits marked words from plain text', () => {
    expect(parseHighlight('Run <mark>thv</mark> now')).toEqual([
      { text: 'Run ', highlighted: false },
      { text: 'thv', highlighted: true },
      { text: ' now', highlighted: false },
    ]);
  });

  it('turns escaped markup back into text, never into tags', () => {
    const parts = parseHighlight('&#60;img src=x onerror=alert(1)&#62; <mark>&#38;</mark>');
    expect(parts.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)> &');
    expect(parts.some((part) => part.highlighted && part.text === '&')).toBe(true);
  });

  it('keeps an unclosed tag as text', () => {
    expect(parseHighlight('a <mark>b')).toEqual([{ text: 'a <mark>b', highlighted: false }]);
  });
});
