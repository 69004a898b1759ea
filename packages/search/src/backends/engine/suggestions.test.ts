import { describe, expect, it } from 'vitest';
import { suggestQueries } from './suggestions';
import { stemKey } from './text';
import { Vocabulary } from './vocabulary';

const counts = Object.entries({
  kubernetes: 40,
  operator: 30,
  secrets: 50,
  secret: 60,
  starts: 3,
  registry: 20,
  [stemKey('secret')]: 110,
});
// Each posting a field of its own.
const vocabulary = Vocabulary.fromCounts(
  counts,
  counts.reduce((sum, [, postings]) => sum + postings, 0),
);
const known = new Set(['kubernetes', 'operator', 'secrets', 'secret', 'starts', 'registry']);
const suggest = (query: string) =>
  suggestQueries(query.split(' '), (word) => known.has(word), vocabulary);

describe('suggested queries', () => {
  it('replace each word the index lacks by its nearest common word, keeping the others', () => {
    expect(suggest('kubernets operator')[0]).toBe('kubernetes operator');
  });

  it('offer the next nearest words too, up to three queries, never a stem key', () => {
    const suggestions = suggest('secrts');
    expect(suggestions).toEqual(['secrets', 'secret', 'starts']);
    expect(suggestions.join(' ')).not.toContain('~');
  });

  it('complete a word cut short', () => {
    expect(suggest('kubern')).toEqual(['kubernetes']);
  });

  it('leave out a word nothing is near, and suggest nothing for words all known', () => {
    expect(suggest('zzqxv registry')).toEqual(['registry']);
    expect(suggest('secret registry')).toEqual([]);
  });
});
