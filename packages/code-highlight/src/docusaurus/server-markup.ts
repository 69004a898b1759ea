import type { HighlightedLine } from '../lines';
import { typesFromClassName } from '../style-classes';

/** Attribute that ties a server-rendered `<pre>` to the code block that hydrates it (a React `useId`). */
export const HIGHLIGHT_ID_ATTRIBUTE = 'data-highlight-id';

/**
 * The lines of a server-rendered code block, read back from its markup: one
 * `.token-line` element per line, one `.token` element per token. Undefined
 * when the page holds no such block, as in the development server, which
 * renders in the browser only.
 */
export function readServerRenderedLines(id: string): HighlightedLine[] | undefined {
  const code = document.querySelector(`pre[${HIGHLIGHT_ID_ATTRIBUTE}="${CSS.escape(id)}"] > code`);
  if (!code) return undefined;
  return Array.from(code.children, (line) =>
    Array.from(line.querySelectorAll<HTMLElement>('.token'), (token) => ({
      types: typesFromClassName(token.className),
      content: token.textContent ?? '',
      className: token.className,
    })),
  );
}
