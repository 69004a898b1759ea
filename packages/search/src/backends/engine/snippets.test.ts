import { describe, expect, it } from 'vitest';
import { record } from '../../../test/records';
import { HIGHLIGHT_CACHE, Highlighter, snippetLengths, type MarkOptions } from './snippets';
import { stemKey } from './text';

const highlighter = new Highlighter();
const options = (extra: Partial<MarkOptions> = {}): MarkOptions => ({
  pre: '<mark>',
  post: '</mark>',
  ellipsis: '…',
  snippetWords: new Map(),
  ...extra,
});

const noisy = record(
  'noise',
  'content',
  { lvl1: 'Notes' },
  'Text with <b>markup</b> & an ampersand about secrets.',
);
const install = record(
  'install',
  'content',
  { lvl1: 'Install ToolHive' },
  'Run the run command: thv and then run again.',
);
const profile = record('run', 'lvl2', {
  lvl1: 'Run MCP servers',
  lvl2: 'Apply a permission profile',
});

describe('highlights', () => {
  it('escape the page text before marking it', () => {
    const hit = highlighter.hit(noisy, ['ampersand'], options());
    expect(hit._highlightResult.content!.value).toBe(
      'Text with &#60;b&#62;markup&#60;/b&#62; &#38; an <mark>ampersand</mark> about secrets.',
    );
    expect(hit._snippetResult.content!.value).not.toContain('<b>');
  });

  it('use the requested tags', () => {
    const hit = highlighter.hit(install, ['again'], options({ pre: '[', post: ']' }));
    expect(hit._highlightResult.content!.value).toContain('[again.]');
  });

  it('mark every word of a stem the query matched', () => {
    const net = record('net', 'lvl2', { lvl1: 'Run servers', lvl2: 'Turn on network isolation' });
    const hit = highlighter.hit(net, [stemKey('isolate')], options());
    expect(hit._highlightResult.hierarchy.lvl2!.value).toBe(
      'Turn on network <mark>isolation</mark>',
    );
  });

  it('say whether every word the query matched shows', () => {
    const hit = highlighter.hit(profile, ['permission', 'profile', 'registry'], options());
    expect(hit._highlightResult.hierarchy.lvl2!.matchLevel).toBe('partial');
    expect(
      highlighter.hit(profile, ['profile'], options())._highlightResult.hierarchy.lvl2,
    ).toMatchObject({ matchLevel: 'full', matchedWords: ['profile'] });
  });
});

describe('snippets', () => {
  it('read word counts from Algolia attribute syntax, 10 when none is given', () => {
    expect([...snippetLengths(['content:5', 'hierarchy.lvl2', 'x:0'])]).toEqual([
      ['content', 5],
      ['hierarchy.lvl2', 10],
      ['x', 10],
    ]);
  });

  it('cut content to the requested number of words around the match', () => {
    const hit = highlighter.hit(
      install,
      ['again'],
      options({ snippetWords: snippetLengths(['content:5']) }),
    );
    const value = hit._snippetResult.content!.value;
    expect(
      value
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/).length,
    ).toBeLessThanOrEqual(5);
    expect(value).toBe('…then run <mark>again.</mark>');
  });

  it('cut content to 10 words by default, and headings not at all', () => {
    const long = record(
      'long',
      'content',
      { lvl1: 'Long', lvl2: 'A heading of more than ten words, which stays whole in snippets' },
      'one two three four five six seven eight nine ten eleven twelve',
    );
    const hit = highlighter.hit(long, ['one'], options());
    expect(hit._snippetResult.content!.value).toBe(
      '<mark>one</mark> two three four five six seven eight nine ten…',
    );
    expect(hit._snippetResult.hierarchy.lvl2!.value).toBe(long.hierarchy.lvl2);
  });

  it('cut headings to the words requested for their level', () => {
    const hit = highlighter.hit(
      profile,
      ['permission'],
      options({ snippetWords: snippetLengths(['hierarchy.lvl2:2']) }),
    );
    expect(hit._snippetResult.hierarchy.lvl2!.value).toBe('…a <mark>permission</mark>…');
    expect(hit._highlightResult.hierarchy.lvl2!.value).toBe(
      'Apply a <mark>permission</mark> profile',
    );
  });
});

describe('a highlighter', () => {
  it('keeps only the texts and words of recent hits', () => {
    const fresh = new Highlighter();
    const shown = HIGHLIGHT_CACHE.texts + 100;
    for (let i = 0; i < shown; i += 1) {
      fresh.hit(
        record(`p${i}`, 'content', { lvl1: `Page ${i}` }, `Word${i} and w${i}x and z${i}y.`),
        ['and'],
        options(),
      );
    }
    expect(fresh.kept.texts).toBeLessThanOrEqual(HIGHLIGHT_CACHE.texts);
    expect(fresh.kept.words).toBeLessThanOrEqual(HIGHLIGHT_CACHE.words);
    expect(fresh.kept.words).toBeGreaterThan(HIGHLIGHT_CACHE.words / 2);
  });
});
