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

/** The search index file of one record per text, every character as UTF-8. */
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
  it('reads the index record by record, with characters past ASCII, never the whole file at once', () => {
    const contents = [
      'Auto\u00adconfigure the café proxy, naïve ñandú',
      'Press → to go on, then ≥ 3 times',
      ...Array.from({ length: 2_000 }, (_, i) => `Filler text number ${i} about nothing`),
    ];
    const wholeReads = vi.spyOn(fs, 'readFileSync');
    expect(snippets(contents, 'café proxy').join(' ')).toContain('**café**');
    expect(snippets(contents, 'ñandú')[0]).toContain('**ñandú**');
    const found = snippets(contents, 'press');
    expect(found[0]).toContain('→');
    expect(found[0]).toContain('≥');
    expect(
      wholeReads.mock.calls.filter(([file]) => String(file).endsWith('search-index.json')),
    ).toEqual([]);
  });

  it('searches the whole index that an index manifest names, for a site whose index is in fragments', () => {
    expect(snippets(['Feed the quokkas at noon'], 'feed the quokkas', true)[0]).toContain(
      '**quokkas**',
    );
  });
});
