import { tokenize, wordStem } from './text';

// Reader phrases (a page's `keywords`): a phrase speaks for its record only
// when the query holds the whole of it. Read word by word, a page's ten
// phrases name its product and its commonest verbs over and over, and any
// question with those words found the page. So each phrase is indexed as one
// term made of its words' stems, which a query looks up only when it holds
// every one of them.

const PHRASE_MARK = '~p:';

/** Whether an index term stands for a reader phrase rather than a word. */
export const isPhraseTerm = (term: string) => term.startsWith(PHRASE_MARK);

/** The word stems a reader phrase's index term stands for. */
export const phraseStems = (term: string) => term.slice(PHRASE_MARK.length).split('+');

/** A phrase's meaningful words by stem, as one index term. */
function phraseTerm(stems: string[]): string {
  return PHRASE_MARK + [...stems].sort().join('+');
}

/** What a page's records gain when the query holds one of the page's own phrases (not a section's). */
export const PAGE_PHRASE_BONUS = 1.5;

export interface HeldPhrase {
  /** The index term that stands for the phrase. */
  term: string;
  /** The stems of its words. */
  stems: string[];
  /** The pages that list it for the whole page. */
  pages: Set<string>;
}

export class ReaderPhrases {
  /** For each word stem, the phrases holding it. */
  private readonly byStem = new Map<string, HeldPhrase[]>();

  /** `meaningful` keeps the words of a phrase or query that say something. */
  constructor(private readonly meaningful: (words: string[]) => string[]) {}

  private stemsOf(text: string): string[] {
    return [...new Set(this.meaningful(tokenize(text)).map(wordStem))];
  }

  private readonly byTerm = new Map<string, HeldPhrase>();

  /**
   * A record's phrases (comma-separated) as index terms; each phrase is
   * remembered for queries, with `page` when they are the page's own.
   */
  terms(phrases: string, page?: string): string[] {
    const terms: string[] = [];
    for (const text of phrases.split(',')) {
      const stems = this.stemsOf(text);
      if (stems.length === 0) continue;
      const term = phraseTerm(stems);
      const phrase = this.phrase(term, stems);
      if (page !== undefined) phrase.pages.add(page);
      terms.push(term);
    }
    return terms;
  }

  /**
   * The phrases `other` registered, after those registered here: as if its
   * records' phrases were registered here, in their order.
   */
  include(other: ReaderPhrases): void {
    for (const { term, stems, pages } of other.byTerm.values()) {
      const phrase = this.phrase(term, stems);
      for (const page of pages) phrase.pages.add(page);
    }
  }

  /** The phrase of `term`, remembered under each of its stems the first time. */
  private phrase(term: string, stems: string[]): HeldPhrase {
    let phrase = this.byTerm.get(term);
    if (!phrase) {
      phrase = { term, stems, pages: new Set() };
      this.byTerm.set(term, phrase);
      for (const stem of stems) {
        const list = this.byStem.get(stem) ?? [];
        list.push(phrase);
        this.byStem.set(stem, list);
      }
    }
    return phrase;
  }

  /** Every phrase's index term. */
  allTerms(): IterableIterator<string> {
    return this.byTerm.keys();
  }

  /** The phrases whose every word the query's words hold, reading no more than `budget` entries. */
  heldBy(words: string[], budget: number): HeldPhrase[] {
    const stems = new Set(this.meaningful(words).map(wordStem));
    const held = new Map<string, HeldPhrase>();
    let read = 0;
    for (const stem of stems) {
      for (const phrase of this.byStem.get(stem) ?? []) {
        if (read++ >= budget) return [...held.values()];
        if (phrase.stems.every((each) => stems.has(each))) held.set(phrase.term, phrase);
      }
    }
    return [...held.values()];
  }
}
