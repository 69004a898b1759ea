import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTemporaryFileOf, writeFileAtomic } from './files';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-utils-files-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('writes text or bytes, making the folder, and leaves no temporary file', async () => {
    const file = path.join(dir, 'a', 'b', 'page.md');
    await writeFileAtomic(file, '# Title\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('# Title\n');
    await writeFileAtomic(file, Buffer.from([1, 2, 3]), { durable: true });
    expect([...fs.readFileSync(file)]).toEqual([1, 2, 3]);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['page.md']);
  });

  it('gives a new file the mode asked for', async () => {
    const file = path.join(dir, 'state.json');
    await writeFileAtomic(file, '{}', { mode: 0o600, durable: true });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces the file in one step: a reader sees the old content or the new', async () => {
    const file = path.join(dir, 'index.json');
    const versions = ['x', 'y', 'z'].map((letter) => letter.repeat(8 << 20));
    await writeFileAtomic(file, versions[0]!);
    let writing = true;
    const writes = (async () => {
      for (const text of versions.slice(1)) await writeFileAtomic(file, text);
      writing = false;
    })();
    const seen = new Set<number>();
    while (writing) {
      const text = await fs.promises.readFile(file, 'utf8');
      seen.add(versions.indexOf(text));
    }
    await writes;
    expect(seen.has(-1)).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe(versions[2]);
  });

  it('keeps the old file and removes the temporary one when the write fails', async () => {
    const file = path.join(dir, 'kept.txt');
    await writeFileAtomic(file, 'old');
    // A folder where the file should go makes the rename fail.
    const blocked = path.join(dir, 'blocked');
    fs.mkdirSync(path.join(blocked, 'inner'), { recursive: true });
    await expect(writeFileAtomic(blocked, 'new')).rejects.toThrow();
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('fails without making the folder when asked to, as stored data wants', async () => {
    const file = path.join(dir, 'gone', 'state.json');
    await expect(writeFileAtomic(file, '{}', { createFolder: false })).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(fs.existsSync(path.join(dir, 'gone'))).toBe(false);
  });

  it('runs side by side with itself on one file without a clash', async () => {
    const file = path.join(dir, 'card.png');
    await Promise.all(Array.from({ length: 10 }, (_, i) => writeFileAtomic(file, `write ${i}`)));
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^write \d$/);
    expect(fs.readdirSync(dir)).toEqual(['card.png']);
  });
});

describe('isTemporaryFileOf', () => {
  it("names the temporary files of one file, and no other's", () => {
    expect(isTemporaryFileOf('.state.json.4242.3.tmp', 'state.json')).toBe(true);
    expect(isTemporaryFileOf('.stateXjson.4242.3.tmp', 'state.json')).toBe(false);
    expect(isTemporaryFileOf('state.json', 'state.json')).toBe(false);
    expect(isTemporaryFileOf('.other.json.1.1.tmp', 'state.json')).toBe(false);
  });
});
