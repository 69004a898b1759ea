import type { Root } from 'mdast';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDocSource } from '@docs-kit/build-utils/mdx-source';
import { ArrivingTrees, receiveSourceTrees, remarkTwinSources } from './source-trees';

const tree = (text: string): Root => parseDocSource(text, 'mdx');

describe('remarkTwinSources', () => {
  afterEach(() => receiveSourceTrees(undefined));

  it("passes an MDX page's tree to the build's receiver, and no Markdown page's", () => {
    const received: string[] = [];
    receiveSourceTrees((filePath) => received.push(filePath));
    const transform = remarkTwinSources();
    transform(tree('# Run'), { path: '/site/docs/run.mdx' });
    transform(tree('# Flags'), { path: '/site/docs/thv_run.md' });
    expect(received).toEqual(['/site/docs/run.mdx']);
  });

  it('does nothing when no build receives trees', () => {
    const received: string[] = [];
    receiveSourceTrees((filePath) => received.push(filePath));
    receiveSourceTrees(undefined);
    remarkTwinSources()(tree('# Run'), { path: '/site/docs/run.mdx' });
    expect(received).toEqual([]);
  });
});

describe('ArrivingTrees', () => {
  it('gives a page the tree that arrived before it asked, and one that arrives after', async () => {
    const trees = new ArrivingTrees();
    const early = tree('Early');
    const late = tree('Late');
    trees.arrive('/docs/a.mdx', early);
    const asked = trees.take('/docs/b.mdx');
    trees.arrive('/docs/b.mdx', late);
    expect(await trees.take('/docs/a.mdx')).toBe(early);
    expect(await asked).toBe(late);
  });

  it('tells a waiting page, and any page asking later, that no tree comes once the bundler is done', async () => {
    const trees = new ArrivingTrees();
    const waiting = trees.take('/docs/a.mdx');
    trees.bundled();
    expect(await waiting).toBeUndefined();
    expect(await trees.take('/docs/b.mdx')).toBeUndefined();
  });

  it('gives a tree once', async () => {
    const trees = new ArrivingTrees();
    trees.arrive('/docs/a.mdx', tree('Once'));
    trees.bundled();
    expect(await trees.take('/docs/a.mdx')).toBeDefined();
    expect(await trees.take('/docs/a.mdx')).toBeUndefined();
  });
});
