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
 * The fence's info string after the language: the code block's title is kept
 * (`title="config.yaml"`), as it tells which file the code belongs in;
 * highlighted-line ranges and `showLineNumbers` only style the page and go.
 */
export function visibleMeta(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (!title) return null;
  const text = title[1] ?? title[2] ?? '';
  return `title="${text.replace(/"/g, "'")}"`;
}
