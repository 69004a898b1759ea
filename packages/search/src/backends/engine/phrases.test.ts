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
});
