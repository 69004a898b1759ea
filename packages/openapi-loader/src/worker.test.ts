import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiSpecError, loadSpec } from '.';
import { loadSpecInWorker } from './worker';

const fixture = (name: string) => path.resolve(__dirname, '../test/fixtures', name);

describe('loadSpecInWorker', () => {
  const copyOf = (name: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-loader-')), name);
    fs.copyFileSync(fixture(name), file);
    return file;
  };
  type Doc = { paths: Record<string, { get?: { summary?: string } }> };
  const summary = (document: unknown) => (document as Doc).paths['/health']!.get!.summary;

  it('gives each caller its own copy', async () => {
    const file = copyOf('schemas.yaml');
    const first = (await loadSpecInWorker(file, 'schemas.yaml')) as Doc;
    first.paths['/health']!.get!.summary = 'changed by a caller';
    expect(summary(await loadSpecInWorker(file, 'schemas.yaml'))).toBe('Check health');
  });

  it('reuses the checked document while the file is unchanged, and checks it again after a change', async () => {
    const file = copyOf('schemas.yaml');
    const time = new Date('2025-06-01T00:00:00Z');
    fs.utimesSync(file, time, time);
    expect(summary(await loadSpecInWorker(file, 'schemas.yaml'))).toBe('Check health');
    const original = fs.readFileSync(file, 'utf8');
    // Same size and time: the stamp cannot tell, so the checked document comes back.
    fs.writeFileSync(file, original.replace('Check health', 'Check_health'));
    fs.utimesSync(file, time, time);
    expect(summary(await loadSpecInWorker(file, 'schemas.yaml'))).toBe('Check health');
    // A real edit is read and checked again: here it breaks the file.
    fs.writeFileSync(file, original.replace('      summary: Check health\n', '      summary: [\n'));
    await expect(loadSpecInWorker(file, 'schemas.yaml')).rejects.toBeInstanceOf(ApiSpecError);
  });

  it('refuses a file with the same message as loadSpec, from the worker', async () => {
    const file = fixture('malformed.yaml');
    const inWorker = await loadSpecInWorker(file, 'malformed.yaml').catch(
      (error: unknown) => error,
    );
    const here = await loadSpec(file, 'malformed.yaml').catch((error: unknown) => error);
    expect(inWorker).toBeInstanceOf(ApiSpecError);
    expect((inWorker as ApiSpecError).message).toBe((here as ApiSpecError).message);
    expect((inWorker as ApiSpecError).problems).toEqual((here as ApiSpecError).problems);
  });
});
