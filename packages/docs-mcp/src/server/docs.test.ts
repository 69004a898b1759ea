import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataFileVersion, type DocsData } from '../data';
import { loadDocs } from './docs';

let dir: string;
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Whether the index was decoded as UTF-8 whole, the way it is read when it is not all Latin-1. */
const readAsUtf8 = (reads: unknown[][]) =>
  reads.some(
    ([file, encoding]) => String(file).endsWith('search-index.json') && encoding === 'utf8',
  );

/** The search index file of one record per text, as written: characters past Latin-1 raw. */
function indexText(contents: string[]): string {
  const records = contents.map((content, i) => ({
    objectID: `/docs/page#${i}`,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Page',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    type: 'content',
    url: `/docs/page#section-${i}`,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  }));
  return JSON.stringify({ version: 1, records });
}

/**
 * A build whose search index holds the given texts: in one file, or, as a
 * site whose index is in fragments has it, in the whole file their manifest names.
 */
function buildWith(contents: string[], { inFragments = false } = {}): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-load-'));
  const data: DocsData = {
    version: dataFileVersion,
    site: { title: 'Docs', url: 'https://docs.example.com/' },
    search: { indexFile: 'search-index.json', facetFilters: [] },
    pages: [],
    cli: null,
    api: null,
  };
  fs.writeFileSync(path.join(dir, 'docs-mcp.json'), JSON.stringify(data));
  if (inFragments) {
    const manifest = { version: 2, whole: 'search-index.whole.json', fragments: 'search-index/0/' };
    fs.writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, manifest.whole), indexText(contents));
  } else fs.writeFileSync(path.join(dir, 'search-index.json'), indexText(contents));
  return dir;
}

const snippets = (contents: string[], query: string, inFragments = false) =>
  loadDocs(buildWith(contents, { inFragments })).search!(query, 5).hits.map((hit) => hit.snippet);

describe('loadDocs reading the search index', () => {
  it('reads Latin-1 characters written as UTF-8, one of them across two 64 KB pieces', () => {
    const text = (filler: number) => `${'a'.repeat(filler)} entrée of the menu`;
    const rest = 'Auto\u00adconfigure the café proxy, naïve ñandú';
    // The é's two bytes on either side of byte 65,536 of the file.
    const before = Buffer.byteLength(indexText([text(0), rest]).split('é')[0]!);
    const contents = [text(65_535 - before), rest];
    const bytes = Buffer.from(indexText(contents));
    expect(bytes.subarray(65_535, 65_537)).toEqual(Buffer.from('é'));
    const reads = vi.spyOn(fs, 'readFileSync');
    expect(snippets(contents, 'entrée')[0]).toContain('**entrée**');
    expect(snippets(contents, 'café proxy').join(' ')).toContain('**café**');
    expect(snippets(contents, 'ñandú')[0]).toContain('**ñandú**');
    expect(readAsUtf8(reads.mock.calls)).toBe(false);
  });

  it('reads an index holding characters past Latin-1 as UTF-8', () => {
    const reads = vi.spyOn(fs, 'readFileSync');
    const found = snippets(['Press → to go on, then ≥ 3 times'], 'press');
    expect(readAsUtf8(reads.mock.calls)).toBe(true);
    expect(found[0]).toContain('→');
    expect(found[0]).toContain('≥');
  });

  it('searches the whole index that an index manifest names, for a site whose index is in fragments', () => {
    expect(snippets(['Feed the quokkas at noon'], 'feed the quokkas', true)[0]).toContain(
      '**quokkas**',
    );
  });
});
