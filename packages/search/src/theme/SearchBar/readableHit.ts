import { escapeHtml } from '../../highlight';
import { levels, type HighlightValue, type Level, type SearchHit } from '../../wire';

const BREADCRUMB_SEPARATOR = ' › ';

/**
 * A hit as the modal should show it. DocSearch draws a hit's title and, under
 * it, the page title as its path; it asks for titles cut to a few words
 * around the match, which cuts them from the front on a phone. Here a heading
 * hit's title is its whole heading (the stylesheet cuts it at the end), and
 * every hit's path is its breadcrumb, the page title and each heading above
 * the hit, so a paragraph's hit says which section it is in and hits with the
 * same words in different sections look different.
 */
export function readableHit<T extends SearchHit>(hit: T): T {
  const highlighted = (level: Level): HighlightValue | undefined => {
    const text = hit.hierarchy[level];
    if (!text) return undefined;
    return (
      hit._highlightResult.hierarchy[level] ?? {
        value: escapeHtml(text),
        matchLevel: 'none',
        matchedWords: [],
      }
    );
  };
  const own = hit.type === 'content' ? null : hit.type;
  const above = levels
    .slice(1, own ? levels.indexOf(own) : levels.length)
    .map(highlighted)
    .filter((value): value is HighlightValue => value !== undefined);
  const snippets = { ...hit._snippetResult.hierarchy };
  if (own) snippets[own] = highlighted(own);
  // lvl1 is the path DocSearch draws under a heading's or a paragraph's title.
  if (own !== 'lvl1' && above.length > 0) {
    snippets.lvl1 = {
      value: above.map((part) => part.value).join(BREADCRUMB_SEPARATOR),
      matchLevel: above.some((part) => part.matchLevel !== 'none') ? 'partial' : 'none',
      matchedWords: [...new Set(above.flatMap((part) => part.matchedWords))],
    };
  }
  return { ...hit, _snippetResult: { ...hit._snippetResult, hierarchy: snippets } };
}
