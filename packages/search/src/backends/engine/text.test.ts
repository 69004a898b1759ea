import { describe, expect, it } from 'vitest';
import {
  hasStem,
  indexTerms,
  requiredTerms,
  singular,
  stemKey,
  tokenize,
  typoTolerance,
} from './text';

describe('tokenize', () => {
  it('keeps command and flag names whole', () => {
    expect(tokenize('thv run --permission-profile')).toEqual(['thv', 'run', 'permission-profile']);
  });

  it('lowercases and splits on punctuation, keeping letters of any script', () => {
    expect(tokenize('Run: the Server, (ünïcode) 日本語!')).toEqual([
      'run',
      'the',
      'server',
      'ünïcode',
      '日本語',
    ]);
  });
});

describe('index terms', () => {
  it('add the parts of a hyphenated word beside it', () => {
    expect(indexTerms('--permission-profile')).toEqual([
      'permission-profile',
      'permission',
      'profile',
    ]);
  });
});

describe('stems', () => {
  it('give the forms of a word one key no typed word can have', () => {
    expect(stemKey('isolate')).toBe(stemKey('isolation'));
    expect(stemKey('isolate')).not.toBe('isolat');
    expect(tokenize(stemKey('isolate'))).not.toEqual([stemKey('isolate')]);
  });

  it('exist only for words of three letters or more', () => {
    expect([hasStem('run'), hasStem('k8s'), hasStem('v1beta'), hasStem('is')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('typo tolerance', () => {
  it('allows no typo under 4 letters, one from 4 and two from 8', () => {
    expect([typoTolerance('thv'), typoTolerance('keyr'), typoTolerance('registry')]).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('query words', () => {
  it('leave the stop words out of a question', () => {
    expect(requiredTerms(tokenize('how do I stop a server'))).toEqual(['stop', 'server']);
  });

  it("leave out what a contraction or possessive leaves once split, as in what's or doesn't", () => {
    expect(requiredTerms(tokenize("what's the server's port, it doesn't load"))).toEqual([
      'server',
      'port',
      'load',
    ]);
  });

  it('keep them when nothing else is left', () => {
    expect(requiredTerms(['what', 'is'])).toEqual(['what', 'is']);
  });

  it('trigger a synonym in the singular, but not a word ending in a double s', () => {
    expect([singular('secrets'), singular('access')]).toEqual(['secret', 'access']);
  });
});
