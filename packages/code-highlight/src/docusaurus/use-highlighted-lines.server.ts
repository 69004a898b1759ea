import { useId, useMemo } from 'react';
import type { HighlightResult } from '../lines';
import { highlight } from './highlighter';
import { HIGHLIGHT_ID_ATTRIBUTE } from './server-markup';

/**
 * The highlighted lines of a code block, while the server renders the page:
 * Prism runs here, so the HTML carries highlighted code. Same contract as
 * `use-highlighted-lines.ts`, including the `useId` the browser uses to find
 * this markup again.
 */
export function useHighlightedLines(code: string, language: string): HighlightResult {
  const id = useId();
  const lines = useMemo(() => highlight(code, language), [code, language]);
  return { lines, preProps: { [HIGHLIGHT_ID_ATTRIBUTE]: id } };
}
