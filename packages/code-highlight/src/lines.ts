import type { Token } from 'prism-react-renderer';

/** A Prism token with the class attribute it is rendered with. */
export interface HighlightedToken extends Token {
  readonly className: string;
}

export type HighlightedLine = HighlightedToken[];

/** What both highlighters hand to a code block: its lines and the attributes of its `<pre>`. */
export interface HighlightResult {
  lines: HighlightedLine[];
  preProps: Record<string, string>;
}

/**
 * The lines of code that has no grammar, or whose grammar has not loaded yet:
 * exactly what the Prism highlighter returns for a language it does not know.
 */
export function plainLines(code: string): HighlightedLine[] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [{ types: ['plain'], content, className: 'token plain' }]);
}
