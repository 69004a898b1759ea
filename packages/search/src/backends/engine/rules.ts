/**
 * The rules that order results. Each can be left out, which is how the
 * relevance benchmark measures what a rule is worth; the site uses them all.
 */
export const rankingRules = [
  /** One typo from 4 letters, two from 8. */
  'typos',
  /** The last word also matches the words it starts. */
  'prefix',
  /** A question is searched by its subject words; stop words neither match nor add length. */
  'stopWords',
  /** With no record holding every word, or for a long query, those holding most of them. */
  'anyWordFallback',
  /** Headings count more than text, the title most. */
  'headingBoost',
  /** A question (more than four words) is scored field by field, each term by its rarity over all records (BM25F). */
  'fieldScoring',
  /** The query's words in a row, or a heading that is the whole query, count double. */
  'exactPhrase',
  /** Each further hit from a page counts less. */
  'pageSpread',
  /** No more than two hits of one page in the first five, unless no other page matches. */
  'fewPerPage',
  /** Words of one stem meet, below the exact word. */
  'stemming',
  /** A singular and its plural count as the same word. */
  'plurals',
  /** The site's synonyms and abbreviations meet, just below the word typed. */
  'synonyms',
  /** A heading is also found by the headings above it, as text is. */
  'headingContext',
  /** With not every word found, records holding more of them, in headings most, come first. */
  'wordCoverage',
  /** In a long query, a word few records hold counts for more of that share than a common one. */
  'rareWords',
  /** An API guide or reference page comes after the guide for the same task, unless the query names its kind. */
  'pageKinds',
  /** A page's reader phrases (its keywords) count when the query holds one whole. */
  'readerPhrases',
  /** The labels of tabs a text sits in count as its text, not as headings. */
  'tabLabelsAsText',
  /** A page's own record gives its place to a section of the page holding a query word it lacks. */
  'sectionOverPage',
  /** Of equal scores, the page higher in the site, then the earlier section, comes first. */
  'siteOrder',
] as const;
export type RankingRule = (typeof rankingRules)[number];

/** Queries of up to this many words must be held whole to come first. */
export const SHORT_QUERY_WORDS = 3;

/** Queries of more than this many words are questions, scored field by field (BM25F). */
export const QUESTION_WORDS = 4;
