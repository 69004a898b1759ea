import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { IndexPart, TermDictionary, TermIndex } from './term-index';

const FIELDS = ['title', 'content'] as const;
type Doc = { id: number; title?: string; content?: string };

const docs: Doc[] = [
  { id: 0, title: 'run a server', content: 'run the server from the registry server' },
  { id: 1, title: 'secrets', content: 'set a secret for the server' },
  { id: 2, content: 'the registry lists every server and its secrets' },
  { id: 3, title: '', content: 'a custom registry file' },
  { id: 4, title: 'custom registry url', content: 'point the cli at a url url url' },
  { id: 5, content: 'nothing of interest here' },
];
const words = (text: string) => text.split(' ').filter(Boolean);

/** Every posting of a term, field by field: the records holding it and how often. */
function postingsOf(index: TermIndex, term: string): [number, number][][] {
  const id = index.id(term);
  return FIELDS.map((_, field) => {
    if (id === undefined) return [];
    const { start, end } = index.range(id, field);
    const postings: [number, number][] = [];
    for (let i = start; i < end; i += 1) postings.push([index.document(i), index.count(i)]);
    return postings;
  });
}

/** The docs as one index part, their words as terms. */
function partOf(list: Doc[], dictionary: TermDictionary): IndexPart {
  const part = new IndexPart(FIELDS.length, list.length, dictionary);
  list.forEach((doc, id) => {
    FIELDS.forEach((field, fieldId) => {
      const text = doc[field];
      if (text !== undefined) part.add(id, fieldId, words(text), words(text));
    });
  });
  return part;
}

describe('the term index', () => {
  const dictionary = new TermDictionary();
  const index = TermIndex.of(FIELDS, [partOf(docs, dictionary)], dictionary);
  const miniSearch = new MiniSearch<Doc>({ fields: [...FIELDS], tokenize: words });
  miniSearch.addAll(docs);
  const read = TermIndex.fromMiniSearch(miniSearch as MiniSearch<never>, FIELDS);
  const terms = [...new Set(docs.flatMap((doc) => words(`${doc.title ?? ''} ${doc.content}`)))];

  it('holds what MiniSearch holds of the same records: postings, lengths, averages', () => {
    expect(index.terms).toBe(terms.length);
    expect(read.terms).toBe(terms.length);
    for (const term of terms) expect(postingsOf(index, term), term).toEqual(postingsOf(read, term));
    for (let id = 0; id < docs.length; id += 1) {
      for (let field = 0; field < FIELDS.length; field += 1) {
        expect(index.fieldLength(id, field)).toBe(read.fieldLength(id, field));
      }
    }
    // To the bit: BM25 divides by them.
    expect([...index.averageLength]).toEqual([...read.averageLength]);
  });

  it('counts a term as often as a field holds it, and each field length in distinct words', () => {
    expect(postingsOf(index, 'server')).toEqual([
      [[0, 1]],
      [
        [0, 2],
        [1, 1],
        [2, 1],
      ],
    ]);
    expect(postingsOf(index, 'url')[1]).toEqual([[4, 3]]);
    expect(index.fieldLength(4, 1)).toBe(6);
    expect(index.fieldWords(4, 1)).toBe(8);
    expect(index.fieldWords(2, 0)).toBe(-1);
    expect(index.fieldWords(3, 0)).toBe(0);
  });

  it('finds whether a record holds a term in a field', () => {
    const registry = index.id('registry')!;
    expect([0, 1, 2, 3, 4, 5].filter((id) => index.holds(registry, 1, id))).toEqual([0, 2, 3]);
    expect([0, 1, 2, 3, 4, 5].filter((id) => index.holds(registry, 0, id))).toEqual([4]);
    expect(index.id('absent')).toBeUndefined();
  });

  it('takes no record into a part an index holds', () => {
    const part = partOf(docs.slice(0, 1), new TermDictionary());
    TermIndex.of(FIELDS, [part], new TermDictionary());
    expect(() => part.add(0, 0, ['late'], ['late'])).toThrow(/in an index already/);
  });

  it('holds nothing, and answers for it, when no record has a word', () => {
    for (const size of [0, 2]) {
      const empty = new TermDictionary();
      const part = new IndexPart(FIELDS.length, size, empty);
      if (size > 0) part.add(0, 1, [], []);
      const held = TermIndex.of(FIELDS, [part], empty);
      expect(held.terms).toBe(0);
      expect(held.id('server')).toBeUndefined();
    }
  });

  it('assembled from parts, holds what one part of the same records holds', () => {
    const shared = new TermDictionary();
    // A part read before, whose terms the dictionary keeps but the index does not hold.
    partOf([{ id: 0, content: 'an unrelated page' }], shared);
    const parts = [partOf(docs.slice(0, 2), shared), partOf(docs.slice(2), shared)];
    const assembled = TermIndex.of(FIELDS, parts, shared);
    for (const term of terms) {
      expect(postingsOf(assembled, term), term).toEqual(postingsOf(index, term));
    }
    expect(assembled.id('unrelated')).toBeUndefined();
    expect([...assembled.averageLength]).toEqual([...index.averageLength]);
    for (let id = 0; id < docs.length; id += 1) {
      for (let field = 0; field < FIELDS.length; field += 1) {
        expect(assembled.fieldLength(id, field)).toBe(index.fieldLength(id, field));
        expect(assembled.fieldWords(id, field)).toBe(index.fieldWords(id, field));
      }
    }
  });
});

describe('record numbers', () => {
  it('hold the last record of a site of 65,536 records in 16 bits and of a larger one in 32', () => {
    for (const records of [65_536, 65_537, 70_000]) {
      const dictionary = new TermDictionary();
      const part = new IndexPart(FIELDS.length, records, dictionary);
      for (const id of [0, records - 1]) {
        part.add(id, 0, ['last'], ['last']);
        part.add(id, 1, [], []);
      }
      const index = TermIndex.of(FIELDS, [part], dictionary);
      expect(postingsOf(index, 'last')[0]).toEqual([
        [0, 1],
        [records - 1, 1],
      ]);
      expect(index.holds(index.id('last')!, 0, records - 1)).toBe(true);
    }
  });
});
