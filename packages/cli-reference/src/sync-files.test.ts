import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedMarker, syncGeneratedFiles } from './sync-files';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-reference-sync-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = (text: string) => `---\n# ${generatedMarker}\n---\n${text}\n`;
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

describe('syncGeneratedFiles', () => {
  it('creates the folder and writes every file', async () => {
    const target = path.join(dir, 'docs', 'cli');
    dir = target;
    const result = await syncGeneratedFiles(target, new Map([['a.md', page('a')]]));
    expect(result).toEqual({ written: ['a.md'], deleted: [], unchanged: [] });
    expect(read('a.md')).toBe(page('a'));
  });

  it('rewrites only files whose content changed, keeping the others untouched', async () => {
    await syncGeneratedFiles(
      dir,
      new Map([
        ['a.md', page('a')],
        ['b.md', page('b')],
      ]),
    );
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(path.join(dir, 'a.md'), past, past);

    const result = await syncGeneratedFiles(
      dir,
      new Map([
        ['a.md', page('a')],
        ['b.md', page('B')],
      ]),
    );

    expect(result).toEqual({ written: ['b.md'], deleted: [], unchanged: ['a.md'] });
    expect(fs.statSync(path.join(dir, 'a.md')).mtime).toEqual(past);
    expect(read('b.md')).toBe(page('B'));
  });

  it('deletes stale generated pages but never files it did not generate', async () => {
    fs.writeFileSync(path.join(dir, 'old.md'), page('old'));
    fs.writeFileSync(path.join(dir, 'hand-written.md'), '# Mine\n');
    fs.writeFileSync(path.join(dir, 'notes.txt'), generatedMarker);

    const result = await syncGeneratedFiles(dir, new Map([['a.md', page('a')]]));

    expect(result.deleted).toEqual(['old.md']);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.md', 'hand-written.md', 'notes.txt']);
  });

  it('leaves no temporary files behind', async () => {
    await syncGeneratedFiles(
      dir,
      new Map([
        ['a.md', page('a')],
        ['_category_.json', '{}\n'],
      ]),
    );
    expect(fs.readdirSync(dir).sort()).toEqual(['_category_.json', 'a.md']);
  });
});
