import { describe, expect, it } from 'vitest';
import { ReaderPhrases } from './phrases';
import { STOP_WORDS } from './text';

const phrases = () => new ReaderPhrases((words) => words.filter((word) => !STOP_WORDS.has(word)));

describe('reader phrases', () => {
  it('gives one index term per phrase, the same for any order or form of its words', () => {
    const reader = phrases();
    const [printed] = reader.terms('what a server prints');
    expect(reader.terms('the printing servers')).toEqual([printed]);
    expect(reader.terms('after a reboot, server catalog')).toHaveLength(2);
  });

  it('finds a phrase only when the query holds every one of its words', () => {
    const reader = phrases();
    reader.terms('after a reboot, server catalog', '/docs/manage');
    const held = reader.heldBy(['bring', 'servers', 'back', 'after', 'reboot'], 100);
    expect(held.map(({ stems }) => stems)).toEqual([['after', 'reboot']]);
    expect([...held[0]!.pages]).toEqual(['/docs/manage']);
    expect(reader.heldBy(['server', 'logs'], 100)).toEqual([]);
  });

  it('reads no more entries than its budget', () => {
    const reader = phrases();
    reader.terms('server one, server two, server three');
    expect(reader.heldBy(['server', 'one', 'two', 'three'], 1)).toHaveLength(1);
    expect(reader.heldBy(['server', 'one', 'two', 'three'], 100)).toHaveLength(3);
  });

  it('includes the phrases of other records as if registered here after its own', () => {
    const [first, second] = [phrases(), phrases()];
    first.terms('server catalog, after a reboot', '/docs/a');
    second.terms('after reboots, stop a server', '/docs/b');
    const merged = phrases();
    merged.include(first);
    merged.include(second);
    const read = phrases();
    read.terms('server catalog, after a reboot', '/docs/a');
    read.terms('after reboots, stop a server', '/docs/b');
    const words = ['stop', 'server', 'catalog', 'after', 'reboot'];
    const held = (reader: ReaderPhrases) =>
      reader.heldBy(words, 100).map(({ term, pages }) => [term, [...pages].sort()]);
    expect(held(merged)).toEqual(held(read));
    expect(held(merged)).toContainEqual([expect.any(String), ['/docs/a', '/docs/b']]);
    // Within the budget, phrases are read in the order the records gave them.
    expect(merged.heldBy(words, 1)).toEqual(read.heldBy(words, 1));
  });
});
