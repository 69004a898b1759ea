/** Escapes text for a highlighted value, which DocSearch renders as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Escapes a highlighted value whose text came unescaped, as Algolia returns
 * it, keeping only the highlight tags as markup.
 */
export function escapeHighlighted(value: string, pre: string, post: string): string {
  return value
    .split(pre)
    .map((chunk) => chunk.split(post).map(escapeHtml).join(post))
    .join(pre);
}

interface RecordText {
  hierarchy: Record<string, string | null>;
  content: string | null;
}

/**
 * A hit whose own text is escaped too. DocSearch renders a recent or
 * favorite search from the saved hit's raw `hierarchy`, as HTML.
 */
export function withEscapedText<T extends RecordText>(hit: T): T {
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy).map(([level, text]) => [level, text && escapeHtml(text)]),
  );
  return { ...hit, hierarchy, content: hit.content && escapeHtml(hit.content) };
}

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const ENTITY = /&#(\d+);|&(amp|lt|gt|quot);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

function decode(text: string): string {
  return text.replace(ENTITY, (_, code: string | undefined, name: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : NAMED[name!]!,
  );
}

/**
 * Splits a highlighted value (escaped text with `<mark>` tags) into plain
 * parts for React to render as text, so page text is never parsed as HTML.
 */
export function parseHighlight(value: string, pre = '<mark>', post = '</mark>'): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest.length > 0) {
    const open = rest.indexOf(pre);
    if (open < 0) {
      parts.push({ text: decode(rest), highlighted: false });
      break;
    }
    const close = rest.indexOf(post, open + pre.length);
    if (close < 0) {
      parts.push({ text: decode(rest), highlighted: false });
      break;
    }
    if (open > 0) parts.push({ text: decode(rest.slice(0, open)), highlighted: false });
    parts.push({ text: decode(rest.slice(open + pre.length, close)), highlighted: true });
    rest = rest.slice(close + post.length);
  }
  return parts;
}
