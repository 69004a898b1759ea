import { isStemKey } from './text';
import type { Vocabulary } from './vocabulary';

/** No more queries are suggested than DocSearch's no-results screen shows. */
export const MOST_SUGGESTIONS = 3;

/** Words the index holds near an unknown one, the likeliest first. */
function nearWords(word: string, vocabulary: Vocabulary): string[] {
  if (word.length < 3) return [];
  const edits = word.length <= 4 ? 1 : 2;
  const scored = new Map<string, number>();
  const consider = (term: string, count: number, distance: number) => {
    // Stem keys and one-letter parts of words are not queries anyone types.
    if (isStemKey(term) || term.length < 2) return;
    const score = Math.log(1 + count) / (1 + distance) ** 2;
    if (score > (scored.get(term) ?? 0)) scored.set(term, score);
  };
  for (const [term, count, distance] of vocabulary.near(word, edits))
    consider(term, count, distance);
  // A word cut short ("kubern") is completed, worth a typo for each letter added past two.
  for (const [term, count] of vocabulary.startingWith(word)) {
    consider(term, count, Math.max(0, (term.length - word.length - 2) / 2));
  }
  return [...scored]
    .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || (a < b ? -1 : 1))
    .map(([term]) => term)
    .slice(0, MOST_SUGGESTIONS);
}

/**
 * Up to three queries to try instead of one that nothing matched well, made
 * of the index's own words: each word it lacks becomes the word it holds
 * that is nearest in spelling, weighted by how common that word is, or is
 * left out when none is near. The first suggestion takes the likeliest word
 * for each; the others try the next ones for the first word it lacks. Words
 * it holds stay as typed.
 */
export function suggestQueries(
  words: string[],
  knows: (word: string) => boolean,
  vocabulary: Vocabulary,
): string[] {
  const options = words.map((word) => (knows(word) ? [word] : nearWords(word, vocabulary)));
  const unknown = words.findIndex((word) => !knows(word));
  if (unknown < 0) return [];
  const queries: string[] = [];
  const add = (choice: (option: string[], i: number) => string | undefined) => {
    const query = options
      .map(choice)
      .filter((word): word is string => word !== undefined)
      .join(' ');
    if (query && query !== words.join(' ') && !queries.includes(query)) queries.push(query);
  };
  add((option) => option[0]);
  for (let next = 1; next < MOST_SUGGESTIONS; next += 1) {
    add((option, i) => (i === unknown ? option[next] : option[0]));
  }
  // When the first word it lacks has no near word, the others' next ones.
  for (let i = unknown + 1; queries.length < MOST_SUGGESTIONS && i < words.length; i += 1) {
    if (options[i]!.length > 1) add((option, j) => (j === i ? option[1] : option[0]));
  }
  return queries.slice(0, MOST_SUGGESTIONS);
}
