import { readFileSync } from 'node:fs';
import * as tslib from 'tslib';
import { describe, expect, it } from 'vitest';
import { utilsCommonEntry } from './index';
import * as shim from './tslib-import-default';

describe('the tslib stand-in for @docusaurus/utils-common', () => {
  it('provides every tslib helper the file calls', () => {
    const source = readFileSync(utilsCommonEntry, 'utf8');
    expect(source).toMatch(/require\("tslib"\)/);
    const helpers = new Set([...source.matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]));
    expect([...helpers]).toEqual(['__importDefault']);
    expect(Object.keys(shim)).toEqual([...helpers]);
  });

  it('wraps modules the way tslib does', () => {
    const esModule = { __esModule: true, default: 'value' };
    const commonJs = { value: 1 };
    for (const mod of [esModule, commonJs, null, 'text']) {
      expect(shim.__importDefault(mod)).toEqual(tslib.__importDefault(mod));
    }
    expect(shim.__importDefault(esModule)).toBe(esModule);
  });
});
