import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJsonElements, READ_CHUNK } from './json-elements';

let dir: string | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function fileOf(text: string | Buffer): string {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'json-elements-'));
  const file = path.join(dir, 'index.json');
  fs.writeFileSync(file, text);
  return file;
}

/** The file parsed by `parseJsonElements`: the elements handed over and the object returned. */
function parsed(text: string | Buffer, key = 'records') {
  const elements: unknown[] = [];
  const rest = parseJsonElements(fileOf(text), key, (element) => elements.push(element));
  return { elements, rest };
}

/** A text of `length` characters that puts `what` so its first byte is the file's byte `at`. */
const fillerTo = (prefix: string, at: number) => 'a'.repeat(at - Buffer.byteLength(prefix));

describe('parseJsonElements', () => {
  it('hands over each element of the array and returns the object with it empty', () => {
    const value = {
      version: 1,
      records: [{ a: 1, b: [1, { c: '}]' }] }, { a: 2 }, 'text, with [brackets]', 3, null],
      synonyms: [['a', 'b']],
      after: { records: [1] },
    };
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
      const { elements, rest } = parsed(text);
      expect(elements).toEqual(value.records);
      expect(rest).toEqual({ ...value, records: [] });
    }
  });

  it('returns the whole object when it has no such array, and an empty array as empty', () => {
    expect(parsed('{"version":2,"whole":"index.whole.json"}')).toEqual({
      elements: [],
      rest: { version: 2, whole: 'index.whole.json' },
    });
    expect(parsed('{"records": [ ], "x": [1]}')).toEqual({
      elements: [],
      rest: { records: [], x: [1] },
    });
    // A key that only ends like it, with an escaped quote, is another key.
    expect(parsed('{"a\\"records":[1,2]}')).toEqual({
      elements: [],
      rest: { 'a"records': [1, 2] },
    });
  });

  it('reads elements, characters and escapes that lie across two pieces of the file', () => {
    // Each piece as JSON writes it, just before a string's closing quote.
    const cases = [
      // A two-byte character, a three-byte one and a four-byte one.
      'éx',
      '→x',
      '🦘x',
      // An escaped quote; an escaped backslash, and one before an escaped quote, ending the string.
      '\\"x',
      '\\\\',
      '\\\\\\"',
    ];
    for (const piece of cases) {
      for (let shift = 0; shift < 4; shift += 1) {
        const prefix = '{"version":1,"records":[{"content":"';
        const text = `${prefix}${fillerTo(prefix, READ_CHUNK - 2 + shift)}${piece}"},{"content":"b"}],"z":1}`;
        const expected = JSON.parse(text) as { records: unknown[] };
        const { elements, rest } = parsed(text);
        expect(elements).toEqual(expected.records);
        expect(rest).toEqual({ version: 1, records: [], z: 1 });
      }
    }
  });

  it('never reads the whole file at once', () => {
    const records = Array.from({ length: 3_000 }, (_, i) => ({
      id: i,
      text: `record ${i} ${'word '.repeat(20)}`,
    }));
    const text = JSON.stringify({ version: 1, records });
    expect(text.length).toBeGreaterThan(4 * READ_CHUNK);
    const reads = vi.spyOn(fs, 'readSync');
    const wholeReads = vi.spyOn(fs, 'readFileSync');
    const { elements } = parsed(text);
    expect(elements).toEqual(records);
    expect(wholeReads).not.toHaveBeenCalled();
    expect(Math.max(...reads.mock.results.map((result) => result.value as number))).toBe(
      READ_CHUNK,
    );
  });

  it('throws on a file that is not JSON or ends inside the array', () => {
    expect(() => parsed('{"records":[{"a":1},')).toThrow(SyntaxError);
    expect(() => parsed('{"records":[{"a":}]}')).toThrow(SyntaxError);
    expect(() => parsed('not json')).toThrow(SyntaxError);
  });
});
