import { stemmer } from 'stemmer';

// Text analysis: how a query and a record are cut into words, and which
// forms of a word they are looked up by.

/** Words of a query or a record: command and flag names stay whole (`--permission-profile`). */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .map((token) => token.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** Index terms add the parts of hyphenated words, so `profile` also finds `--permission-profile`. */
export function indexTerms(text: string): string[] {
  return tokenize(text).flatMap((token) =>
    token.includes('-') ? [token, ...token.split('-').filter(Boolean)] : [token],
  );
}

/**
 * Stems are indexed beside the words, under a mark no word has, so a query
 * can ask for the exact word and, for less, any word of the same stem:
 * "isolate" finds "isolation", and a record holding "isolate" itself comes
 * first. The mark is three characters, more than the typos a query word is
 * allowed, so a typo never turns a word into its own stem.
 */
export const STEM_MARK = '~s:';
const stems = new Map<string, string>();
/** Stemming every word of every hit's text for highlights is the costly part: each word once. */
export function stemKey(word: string): string {
  let key = stems.get(word);
  if (key === undefined) {
    key = `${STEM_MARK}${stemmer(word)}`;
    stems.set(word, key);
  }
  return key;
}
export const isStemKey = (term: string) => term.startsWith(STEM_MARK);
/** Only words of letters have an English stem; `v1beta`, `k8s` and flags stay as they are. */
export const hasStem = (word: string) => /^\p{L}{3,}$/u.test(word);

export function withStem(term: string): string | string[] {
  return hasStem(term) ? [term, stemKey(term)] : term;
}

export const wordStem = (word: string) => (hasStem(word) ? stemmer(word) : word);

/**
 * Synonyms are triggered by the word as listed or its plural, not by every
 * word of its stem: "config" stands for "configuration", but "configure"
 * (the same stem) is a verb that should not find every mention of a
 * command named config.
 */
export const singular = (word: string) => word.replace(/(?<!s)s$/, '');

/** One typo from 4 letters, two from 8. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * Words that carry no subject in a question ("how do I stop a server").
 * They are left out of a query that has other words, so a question finds
 * what its subject words find.
 */
export const STOP_WORDS = new Set([
  ...'a about also an and are as at be been by can could do does for from has have how i if in into is it its just me my of on or so than that the their them then there these they this those to was were what when where which why will with would you your'.split(
    ' ',
  ),
  // What is left of a contraction or possessive once the apostrophe splits
  // it ("what's", "doesn't", "server's"): a lone "s" would otherwise match
  // every record that holds one.
  ...'s t d ll m re ve don doesn didn isn aren wasn weren won wouldn shouldn couldn hasn haven'.split(
    ' ',
  ),
]);

/** The words a record must hold: the query's words without its stop words, unless that leaves none. */
export function requiredTerms(terms: string[], stopWords: Set<string> = STOP_WORDS): string[] {
  const meaningful = terms.filter((term) => !stopWords.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}
