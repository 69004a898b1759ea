import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { bundleIsFresh } from './fresh.mjs';

let dir: string;
let source: string;
let inputsFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-fresh-'));
  source = path.join(dir, 'cli.ts');
  inputsFile = path.join(dir, 'server-inputs.json');
  fs.writeFileSync(source, 'export {};\n');
  fs.writeFileSync(inputsFile, JSON.stringify({ [source]: fs.statSync(source).mtimeMs }));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a bundle whose inputs are unchanged is fresh', () => {
  expect(bundleIsFresh(inputsFile)).toBe(true);
});

test('an input changed since the bundle makes it stale', () => {
  const later = new Date(fs.statSync(source).mtimeMs + 5000);
  fs.utimesSync(source, later, later);
  expect(bundleIsFresh(inputsFile)).toBe(false);
});

test('an input removed since the bundle makes it stale', () => {
  fs.rmSync(source);
  expect(bundleIsFresh(inputsFile)).toBe(false);
});

test('no inputs list, or an unreadable one, is not fresh', () => {
  expect(bundleIsFresh(path.join(dir, 'missing.json'))).toBe(false);
  fs.writeFileSync(inputsFile, '{"truncated');
  expect(bundleIsFresh(inputsFile)).toBe(false);
});
