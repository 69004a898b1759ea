import { describe, expect, it } from 'vitest';
import { FieldScores } from './fields';
import { IndexPart, TermDictionary, TermIndex } from './term-index';

/** Records of fields, each a list of words, indexed as the engine does: every word a term. */
function scores(records: Record<string, string[]>[]) {
  const fields = new FieldScores({
    title: { weight: 4, lengthNorm: 0.5 },
    content: { weight: 1, lengthNorm: 0.75 },
  });
  const names = ['title', 'content'];
  const dictionary = new TermDictionary();
  const part = new IndexPart(names.length, records.length, dictionary);
  records.forEach((record, id) => {
    names.forEach((field, fieldId) => {
      const words = record[field];
      if (words) part.add(id, fieldId, words, words);
    });
  });
  fields.finish(TermIndex.of(names, [part], dictionary));
  // What a term looked up for the word `typed` says of record `id`.
  return {
    of: (id: number, term: string, typed: string) =>
      fields.rarity(term, typed) * (fields.saturated(term).get(id) ?? 0),
  };
}

const filler = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`);

describe('field-weighted scores', () => {
  it('count a word in a short title above the same word in a long text', () => {
    const fields = scores([
      { title: ['cursor', 'client'] },
      { content: ['cursor', ...filler(40)] },
      { content: filler(10) },
    ]);
    expect(fields.of(0, 'cursor', 'cursor')).toBeGreaterThan(2 * fields.of(1, 'cursor', 'cursor'));
  });

  it('count a rare word above a common one held the same way', () => {
    const fields = scores([
      { content: ['server', 'cursor'] },
      { content: ['server', 'other'] },
      { content: ['server', 'third'] },
    ]);
    expect(fields.of(0, 'cursor', 'cursor')).toBeGreaterThan(fields.of(0, 'server', 'server'));
  });

  it('saturate: a word ten times over counts less than ten times once', () => {
    const fields = scores([{ content: Array(10).fill('secret') }, { content: ['secret'] }]);
    expect(fields.of(0, 'secret', 'secret')).toBeLessThan(3 * fields.of(1, 'secret', 'secret'));
  });

  it('count a completion no rarer than the word typed', () => {
    const fields = scores([
      { content: ['mcp_tool_call'] },
      ...Array.from({ length: 5 }, () => ({ content: ['mcp'] })),
    ]);
    expect(fields.of(0, 'mcp_tool_call', 'mcp')).toBeCloseTo(fields.of(1, 'mcp', 'mcp'), 6);
    expect(fields.of(0, 'mcp_tool_call', 'mcp_tool_call')).toBeGreaterThan(
      fields.of(1, 'mcp', 'mcp'),
    );
  });

  it('give nothing for a term the record lacks', () => {
    const fields = scores([{ content: ['cursor'] }, { content: ['vscode'] }]);
    expect(fields.of(1, 'cursor', 'cursor')).toBe(0);
  });
});

describe("a term's frequencies", () => {
  it('find each record holding the term by id, and no other', () => {
    const fields = new FieldScores({});
    const holders = new Set([0, 3, 4, 9, 17]);
    const dictionary = new TermDictionary();
    const part = new IndexPart(1, 20, dictionary);
    for (let id = 0; id < 20; id += 1) {
      const words = [holders.has(id) ? 'cursor' : 'other'];
      part.add(id, 0, words, words);
    }
    fields.finish(TermIndex.of(['content'], [part], dictionary));
    const cursor = fields.saturated('cursor');
    expect(cursor.size).toBe(holders.size);
    for (let id = 0; id < 20; id += 1) {
      if (holders.has(id)) expect(cursor.get(id)).toBeGreaterThan(0);
      else expect(cursor.get(id)).toBeUndefined();
    }
    expect(fields.saturated('absent').get(0)).toBeUndefined();
  });
});
