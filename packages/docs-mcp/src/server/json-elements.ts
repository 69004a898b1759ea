import fs from 'node:fs';

/** Bytes read at a time: under glibc's default threshold for mapping an allocation of its own. */
export const READ_CHUNK = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** How many backslashes come right before `end`, from `start` on. */
function backslashesBefore(bytes: Buffer, end: number, start: number): number {
  let at = end;
  while (at > start && bytes[at - 1] === BACKSLASH) at -= 1;
  return end - at;
}

/**
 * Parses a JSON file holding an object, handing each element of its array
 * `key` to `each` as it is read and returning the object with that array
 * empty. The file is read in small pieces and each element is parsed on its
 * own, so neither the whole text nor a second copy of every element's
 * strings is ever held: what `each` keeps of an element is all that stays.
 * Every byte JSON gives a meaning to is ASCII, and no byte of a character
 * past ASCII in UTF-8 is, so the pieces are scanned as bytes; an element is
 * decoded as UTF-8 once it is whole.
 */
export function parseJsonElements(
  file: string,
  key: string,
  each: (element: unknown) => void,
): unknown {
  // The key as the file spells it, not ending an escape inside a longer key.
  const opening = new RegExp(
    `(?<!\\\\)${JSON.stringify(key).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\s*:\\s*$`,
  );
  const bytes = Buffer.allocUnsafe(READ_CHUNK);
  /** The file's bytes outside the array's elements, copied. */
  const rest: Buffer[] = [];
  /** The start of an element that began in an earlier piece, copied. */
  const pending: Buffer[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** The depth of the array's elements while inside it, otherwise 0. */
  let elementDepth = 0;
  /** Where the element being read starts in this piece, or -1 (none, or begun in an earlier piece). */
  let elementStart = -1;
  let inElement = false;
  const endElement = (end: number) => {
    const tail = bytes.subarray(elementStart < 0 ? 0 : elementStart, end);
    const text = pending.length > 0 ? Buffer.concat([...pending, tail]) : tail;
    pending.length = 0;
    inElement = false;
    elementStart = -1;
    each(JSON.parse(text.toString('utf8')));
  };
  const fd = fs.openSync(file, 'r');
  try {
    for (;;) {
      const read = fs.readSync(fd, bytes, 0, READ_CHUNK, null);
      if (read === 0) break;
      /** Where this piece's bytes outside the elements start, or -1 while inside the array. */
      let restStart = elementDepth > 0 ? -1 : 0;
      const piece = bytes.subarray(0, read);
      for (let i = 0; i < read; i += 1) {
        if (inString) {
          // To the string's closing quote in one native search: its text is most of the file.
          if (escaped) {
            escaped = false;
            i += 1;
          }
          let quote = piece.indexOf(QUOTE, i);
          while (quote >= 0 && backslashesBefore(piece, quote, i) % 2 === 1) {
            quote = piece.indexOf(QUOTE, quote + 1);
          }
          if (quote < 0) {
            escaped = i < read && backslashesBefore(piece, read, i) % 2 === 1;
            break;
          }
          inString = false;
          i = quote;
          continue;
        }
        const byte = piece[i]!;
        if (elementDepth > 0 && depth === elementDepth && !inElement) {
          if (isSpace(byte) || byte === COMMA) continue;
          if (byte === CLOSE_ARRAY) {
            elementDepth = 0;
            restStart = i;
          } else {
            inElement = true;
            elementStart = i;
          }
        }
        if (byte === QUOTE) inString = true;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
          depth += 1;
          if (byte === OPEN_ARRAY && depth === 2 && elementDepth === 0) {
            rest.push(Buffer.from(bytes.subarray(restStart, i + 1)));
            if (opening.test(Buffer.concat(rest).toString('utf8').slice(0, -1))) {
              elementDepth = 2;
              restStart = -1;
            } else restStart = i + 1;
          }
        } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
          depth -= 1;
          if (inElement && depth === elementDepth) endElement(i + 1);
          else if (inElement && depth < elementDepth) {
            // A bare element (a number, a string, a literal) ends at the array's end.
            endElement(i);
            elementDepth = 0;
            restStart = i;
          }
        } else if (byte === COMMA && inElement && depth === elementDepth) endElement(i);
      }
      if (restStart >= 0) rest.push(Buffer.from(bytes.subarray(restStart, read)));
      if (inElement) {
        pending.push(Buffer.from(bytes.subarray(elementStart < 0 ? 0 : elementStart, read)));
        elementStart = -1;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return JSON.parse(Buffer.concat(rest).toString('utf8'));
}
