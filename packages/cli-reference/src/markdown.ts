/**
 * Escaping for text from the source that lands in generated Markdown. The
 * pages are plain Markdown (`format: md`), but escaping `<` and `{` keeps them
 * safe under MDX too, so a page never breaks if the site's format changes.
 */

const codeSpan = /(`+)[\s\S]*?\1/g;

/** Applies `escape` to the parts of `text` outside inline code spans. */
function outsideCode(text: string, escape: (plain: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(codeSpan)) {
    result += escape(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + escape(text.slice(last));
}

/** Source Markdown (emphasis, inline code, links) with HTML and MDX syntax neutralised. */
export function escapeMarkdown(text: string): string {
  return outsideCode(text, (plain) =>
    plain
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('{', '\\{')
      .replaceAll('}', '\\}'),
  );
}

/** A table cell: escaped Markdown on one line, with pipes that cannot end the cell. */
export function tableCell(text: string): string {
  return escapeMarkdown(text)
    .replaceAll('|', '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

/** Inline code that survives any backticks inside it. */
export function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A YAML front matter value. JSON strings are valid YAML and need no further quoting rules. */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function codeBlock(language: string, code: string): string {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}
