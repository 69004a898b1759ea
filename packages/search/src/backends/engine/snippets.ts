import QuickLRU from 'quick-lru';
import { escapeHtml } from '../../highlight';
import { levels, type HighlightValue, type SearchHit, type SearchRecord } from '../../wire';
import { hasStem, isStemKey, STEM_MARK, stemKey, tokenize, wordStem } from './text';

// Snippets and highlighting of the hits a response returns.

/** Words per snippet for each attribute, from Algolia's `attribute:words` syntax. */
export function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    const words = Number(count);
    lengths.set(name!, Number.isFinite(words) && words > 0 ? words : 10);
  }
  return lengths;
}

export interface MarkOptions {
  pre: string;
  post: string;
  ellipsis: string;
  /** Words per snippet by attribute; content defaults to 10, headings to whole. */
  snippetWords: Map<string, number>;
}

/** A word of a record's text (or the space between two), as highlighting reads it. */
interface TextWord {
  escaped: string;
  /** Space between words, never highlighted. */
  space: boolean;
  tokens: string[];
  /** The tokens and the parts of hyphenated ones: any of them matching marks the word. */
  terms: string[];
  /** The stem key of each of `terms`, or null where it has no stem. */
  termStems: (string | null)[];
}

/** The terms a hit matched, as its highlights test them. */
interface Matched {
  terms: Set<string>;
  roots: Set<string>;
}

/** A stem the query matched marks every word of that stem. */
const roots = new Map<string, string>();
function rootOf(term: string): string {
  let root = roots.get(term);
  if (root === undefined) {
    root = isStemKey(term) ? term.slice(STEM_MARK.length) : wordStem(term);
    roots.set(term, root);
  }
  return root;
}

/** How many texts and words a highlighter keeps, the most recently shown first. */
export const HIGHLIGHT_CACHE = { texts: 2048, words: 16384 };

/**
 * Highlights and snippets of hits. A text is split, tokenized, stemmed and
 * escaped the first time a hit shows it, and kept: the same pages come back
 * query after query, and their headings in every record under them. Only the
 * most recent are kept, so a long session (an assistant's, on a large site)
 * does not end up holding a second copy of every record.
 */
export class Highlighter {
  private readonly texts = new QuickLRU<string, TextWord[]>({ maxSize: HIGHLIGHT_CACHE.texts });
  private readonly words = new QuickLRU<string, TextWord>({ maxSize: HIGHLIGHT_CACHE.words });

  /** How many texts and words it keeps now. */
  get kept(): { texts: number; words: number } {
    return { texts: this.texts.size, words: this.words.size };
  }

  /**
   * The hit of a record: every level and its content highlighted, and
   * snippets. A heading record has no text of its own: `sectionText`, the
   * first text of its section, is its content snippet.
   */
  hit(
    record: SearchRecord,
    matchedTerms: string[],
    options: MarkOptions,
    sectionText?: string,
  ): SearchHit {
    const matched: Matched = {
      terms: new Set(matchedTerms),
      roots: new Set(matchedTerms.map(rootOf)),
    };
    const highlight: SearchHit['_highlightResult'] = { hierarchy: {} };
    const snippet: SearchHit['_snippetResult'] = { hierarchy: {} };
    for (const level of levels) {
      const text = record.hierarchy[level];
      if (!text) continue;
      const words = this.textWords(text);
      const marks = words.map((word) => isMatch(word, matched));
      highlight.hierarchy[level] = mark(words, marks, matched, options);
      snippet.hierarchy[level] = mark(
        words,
        marks,
        matched,
        options,
        options.snippetWords.get(`hierarchy.${level}`),
      );
    }
    const contentText = record.content || sectionText;
    if (contentText) {
      const words = this.textWords(contentText);
      const marks = words.map((word) => isMatch(word, matched));
      if (record.content) highlight.content = mark(words, marks, matched, options);
      snippet.content = mark(
        words,
        marks,
        matched,
        options,
        options.snippetWords.get('content') ?? 10,
      );
    }
    return { ...record, _highlightResult: highlight, _snippetResult: snippet };
  }

  private textWords(text: string): TextWord[] {
    let words = this.texts.get(text);
    if (words === undefined) {
      words = text.split(/(\s+)/).map((word) => this.word(word));
      this.texts.set(text, words);
    }
    return words;
  }

  private word(word: string): TextWord {
    let known = this.words.get(word);
    if (known === undefined) {
      const tokens = tokenize(word);
      const terms = tokens.flatMap((token) => [token, ...token.split('-')]);
      known = {
        escaped: escapeHtml(word),
        space: !/\S/.test(word),
        tokens,
        terms,
        termStems: terms.map((term) => (hasStem(term) ? stemKey(term) : null)),
      };
      this.words.set(word, known);
    }
    return known;
  }
}

function isMatch(word: TextWord, matched: Matched): boolean {
  return word.terms.some((term, i) => {
    const stem = word.termStems[i];
    return matched.terms.has(term) || (!!stem && matched.terms.has(stem));
  });
}

/**
 * Escapes the text, then wraps matched words in the highlight tags. With a
 * word limit, keeps a window of that many words around the first match.
 */
function mark(
  words: TextWord[],
  marks: boolean[],
  matched: Matched,
  { pre, post, ellipsis }: MarkOptions,
  wordLimit?: number,
): HighlightValue {
  let start = 0;
  let end = words.length;
  if (wordLimit) {
    const first = marks.indexOf(true);
    const center = first < 0 ? 0 : first;
    start = Math.max(0, center - (wordLimit - 1)); // words and spaces alternate
    start -= start % 2;
    end = Math.min(words.length, start + wordLimit * 2 - 1);
  }
  const found = new Set<string>();
  const foundRoots = new Set<string>();
  let body = '';
  for (let i = start; i < end; i += 1) {
    const word = words[i]!;
    if (word.space || !marks[i]) {
      body += word.escaped;
      continue;
    }
    for (const token of word.tokens) {
      found.add(token);
      foundRoots.add(rootOf(token));
    }
    body += `${pre}${word.escaped}${post}`;
  }
  const value = `${start > 0 ? ellipsis : ''}${body}${end < words.length ? ellipsis : ''}`;
  return {
    value,
    matchLevel:
      found.size === 0 ? 'none' : foundRoots.size >= matched.roots.size ? 'full' : 'partial',
    matchedWords: [...found],
  };
}
