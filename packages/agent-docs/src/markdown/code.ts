/**
 * Docusaurus' magic comments: lines that only mark highlighted lines and
 * never show on the page, in the comment syntaxes of the languages it knows.
 */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** The code as the page shows it: without magic comment lines. */
export function visibleCode(code: string): string {
  return code
    .split('\n')
    .filter((line) => !MAGIC_COMMENT.test(line))
    .join('\n');
}

/**
 * The code block's title (`title="config.yaml"`), which tells which file the
 * code belongs in; highlighted-line ranges and `showLineNumbers` only style
 * the page and go.
 */
export function codeTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return title ? (title[1] ?? title[2]) : undefined;
}
