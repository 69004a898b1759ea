import { describe, expect, it } from 'vitest';
import { escapeHighlighted, parseHighlight, withEscapedText } from './highlight';

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

describe('escapeHighlighted', () => {
  it('escapes the text of an unescaped highlight and keeps only the highlight tags', () => {
    expect(escapeHighlighted('<img src=x> and <mark>thv</mark> & co', '<mark>', '</mark>')).toBe(
      '&#60;img src=x&#62; and <mark>thv</mark> &#38; co',
    );
  });
});

describe('withEscapedText', () => {
  it('escapes the hit text DocSearch renders as HTML for recent searches', () => {
    const hit = {
      url: '/a',
      hierarchy: { lvl0: 'Docs', lvl1: 'Use <head>', lvl2: null },
      content: 'a < b',
    };
    expect(withEscapedText(hit)).toEqual({
      url: '/a',
      hierarchy: { lvl0: 'Docs', lvl1: 'Use &#60;head&#62;', lvl2: null },
      content: 'a &#60; b',
    });
  });
});
