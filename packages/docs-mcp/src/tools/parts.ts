import { createHash } from 'node:crypto';
import { headingsOf } from './sections';

/**
 * Where a part of a long Markdown text ends: before a heading if one starts
 * in the second half of the allowed size, else at a blank line, else at a
 * line break outside a code block, else at any line break, else at the size
 * itself. A part never ends inside a UTF-16 surrogate pair.
 */
export function partEnd(markdown: string, start: number, maxChars: number): number {
  const limit = start + maxChars;
  if (limit >= markdown.length) return markdown.length;
  const floor = start + Math.floor(maxChars / 2);
  const headingStarts = new Set<number>();
  const lines = markdown.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  for (const heading of headingsOf(markdown)) headingStarts.add(lineStarts[heading.line]!);
  const openAfter = fenceOpenAfter(lines);
  let best = { rank: -1, at: -1 };
  for (let i = 1; i < lines.length; i++) {
    const at = lineStarts[i]!;
    if (at <= floor) continue;
    if (at > limit) break;
    const rank = headingStarts.has(at)
      ? 3
      : openAfter[i - 1]
        ? 0
        : lines[i - 1]!.trim() === ''
          ? 2
          : 1;
    if (rank >= best.rank) best = { rank, at };
  }
  if (best.at > 0) return best.at;
  const code = markdown.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/** For each line, whether a fenced code block is open once the line has been read. */
function fenceOpenAfter(lines: string[]): boolean[] {
  const fence = /^\s{0,3}(`{3,}|~{3,})/;
  let open: string | null = null;
  return lines.map((line) => {
    const match = fence.exec(line);
    if (match) {
      const marker = match[1]!;
      if (open === null) open = marker;
      else if (marker[0] === open[0] && marker.length >= open.length) open = null;
    }
    return open !== null;
  });
}

interface CursorFields {
  /** The page path. */
  p: string;
  /** The section id, or null for the whole page. */
  s: string | null;
  /** Where the next part starts, in characters. */
  o: number;
  /** The size of part asked for. */
  m: number;
  /** A digest of the text the offset points into, so a cursor outlives no change of it. */
  h: string;
}

const cursorOf = ({ p, s, o, m, h }: CursorFields) =>
  Buffer.from(JSON.stringify({ p, s, o, m, h })).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/** An opaque cursor for the part of `text` (a page or one section of it) starting at `offset`. */
export function encodeCursor(
  pagePath: string,
  section: string | null,
  offset: number,
  maxChars: number,
  text: string,
): string {
  return cursorOf({ p: pagePath, s: section, o: offset, m: maxChars, h: digest(text) });
}

/** A cursor read back: where it points, or why it can't be used. */
export type DecodedCursor =
  | {
      ok: true;
      path: string;
      section: string | null;
      offset: number;
      maxChars: number;
      check(text: string): boolean;
    }
  | { ok: false; reason: string };

/** A cursor read back; `limits` bound the part size it may carry. */
export function decodeCursor(cursor: string, limits: { min: number; max: number }): DecodedCursor {
  let fields: unknown;
  try {
    if (!/^[\w-]+$/.test(cursor)) throw new Error('not base64url');
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'it is not a cursor this server gave out' };
  }
  const { p, s, o, m, h } = (fields ?? {}) as Partial<CursorFields>;
  if (
    typeof p !== 'string' ||
    !(s === null || typeof s === 'string') ||
    typeof o !== 'number' ||
    !Number.isSafeInteger(o) ||
    o <= 0 ||
    typeof m !== 'number' ||
    !(m >= limits.min && m <= limits.max && Number.isInteger(m)) ||
    typeof h !== 'string' ||
    // One spelling per cursor: no extra fields, padding or trailing characters.
    cursorOf({ p, s, o, m, h }) !== cursor
  ) {
    return { ok: false, reason: 'it is not a cursor this server gave out' };
  }
  return {
    ok: true,
    path: p,
    section: s,
    offset: o,
    maxChars: m,
    check: (text) => o < text.length && digest(text) === h,
  };
}
