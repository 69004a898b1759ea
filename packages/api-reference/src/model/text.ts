/** A line break that only wraps the file's text, not one that starts a list item. */
const wrappingBreak = /[ \t]*\n[ \t]*(?![-*] |\d+\. )/g;

/**
 * Descriptions are shown as text: paragraphs split at blank lines, lines that
 * only wrap the YAML joined, and line breaks before list items kept. The
 * renderer turns `code spans` into code elements and nothing else into markup.
 */
export function paragraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(wrappingBreak, ' '))
    .filter(Boolean);
}

/** A value as the reader would type it: strings bare, anything else as JSON. */
export function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Text for the table of contents, which Docusaurus renders as HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
