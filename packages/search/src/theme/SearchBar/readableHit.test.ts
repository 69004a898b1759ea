import { describe, expect, it } from 'vitest';
import { record } from '../../../test/records';
import { LocalSearchEngine } from '../../backends/engine/index';
import { readableHit } from './readableHit';

// The hits as DocSearch asks for them on a phone: 5-word snippets of every level.
const phoneRequest = {
  attributesToSnippet: [
    'hierarchy.lvl1:5',
    'hierarchy.lvl2:5',
    'hierarchy.lvl3:5',
    'hierarchy.lvl4:5',
    'content:5',
  ],
};
const headings = {
  lvl0: 'CLI guides',
  lvl1: 'Install ToolHive',
  lvl2: 'Install from a release archive on any supported platform',
  lvl3: 'Windows',
};
const engine = new LocalSearchEngine([
  record('install', 'lvl2', headings),
  record('install', 'content', headings, 'Extract the zip archive and add thv to your PATH.'),
]);
const hitFor = (query: string) => readableHit(engine.search({ query, ...phoneRequest }).hits[0]!);

describe('a hit as the modal shows it', () => {
  it("keeps a heading hit's whole heading as its title, not a window cut from the front", () => {
    const hit = hitFor('platform');
    expect(hit.type).toBe('lvl2');
    expect(hit._snippetResult.hierarchy.lvl2!.value).toBe(
      'Install from a release archive on any supported <mark>platform</mark>',
    );
    expect(hit._snippetResult.hierarchy.lvl1!.value).toBe('Install ToolHive');
  });

  it("gives a paragraph's hit the breadcrumb of headings above it as its path", () => {
    const hit = hitFor('zip archive');
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.hierarchy.lvl1!.value).toBe(
      'Install ToolHive › Install from a release <mark>archive</mark> on any supported platform › Windows',
    );
    expect(hit._snippetResult.hierarchy.lvl1!.matchLevel).toBe('partial');
  });

  it('escapes heading text that no highlight covers', () => {
    const hit = readableHit({
      ...engine.search({ query: 'zip' }).hits[0]!,
      _highlightResult: { hierarchy: {} },
    });
    expect(hit._snippetResult.hierarchy.lvl1!.value).toContain('Install ToolHive');
    const tagged = readableHit({
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl2: '<b>tag</b>' },
      _highlightResult: { hierarchy: {} },
    });
    expect(tagged._snippetResult.hierarchy.lvl1!.value).toContain('&#60;b&#62;tag');
  });
});
