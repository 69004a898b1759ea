import { describe, expect, it } from 'vitest';
import { Vocabulary } from './vocabulary';

describe('the vocabulary', () => {
  const vocabulary = new Vocabulary();
  const field = (...terms: string[]) => {
    vocabulary.startField();
    for (const term of terms) vocabulary.add(term);
  };
  field('server', 'server', 'secret');
  field('server', 'servers');
  field('serverless');

  it('counts a term once per field that holds it: its postings', () => {
    expect(vocabulary.count('server')).toBe(2);
    expect(vocabulary.count('secret')).toBe(1);
    expect(vocabulary.count('missing')).toBe(0);
    expect(vocabulary.total).toBe(3);
  });

  it('finds the longer terms a prefix starts, without the prefix itself', () => {
    expect(
      vocabulary
        .startingWith('server')
        .map(([term]) => term)
        .sort(),
    ).toEqual(['serverless', 'servers']);
  });

  it('finds the terms within some edits of a word, without the word itself', () => {
    expect(vocabulary.near('servr', 1)).toEqual([['server', 2, 1]]);
    expect(vocabulary.near('server', 1).map(([term]) => term)).toEqual(['servers']);
  });
});
