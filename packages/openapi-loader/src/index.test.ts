import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiSpecError, loadSpec } from '.';

const fixture = (name: string) => path.resolve(__dirname, '../../../tests/fixtures/openapi', name);

async function failure(file: string): Promise<ApiSpecError> {
  const error = await loadSpec(file, file).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiSpecError);
  return error as ApiSpecError;
}

describe('loadSpec', () => {
  it('bundles a valid file and keeps component references as $ref', async () => {
    const document = (await loadSpec(fixture('schemas.yaml'), 'schemas.yaml')) as {
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    };
    const schema = JSON.stringify(document.paths['/pets/{id}']!.get.responses['200']!.content);
    expect(schema).toContain('"$ref":"#/components/schemas/Pet"');
  });

  it('fails a malformed file with the file, the JSON pointer, the line and the reason', async () => {
    const file = fixture('malformed.yaml');
    const error = await failure(file);
    expect(error.problems).toContainEqual({
      pointer: '#/paths/~1pets~1{id}/get/responses',
      line: 23,
      column: 18,
      reason: 'Expected type `Responses` (object) but got `string`',
    });
    expect(error.message).toContain(file);
    expect(error.message).toContain(
      '#/paths/~1pets~1{id}/get/responses (line 23, column 18): Expected type `Responses` (object) but got `string`',
    );
  });

  it('lists every problem at once: unresolved references and unknown fields too', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-'));
    const file = path.join(directory, 'api.yaml');
    const source = fs
      .readFileSync(fixture('schemas.yaml'), 'utf8')
      .replace("$ref: '#/components/schemas/Kind'", "$ref: '#/components/schemas/Kinds'")
      .replace('      summary: Check health\n', '      summary: Check health\n      colour: red\n');
    fs.writeFileSync(file, source);
    const { problems } = await failure(file);
    expect(problems.map((problem) => [problem.pointer, problem.reason])).toEqual(
      expect.arrayContaining([
        ['#/components/schemas/Pet/properties/kind', "Can't resolve $ref"],
        ['#/paths/~1health/get/colour', 'Property `colour` is not expected here.'],
      ]),
    );
  });

  it('fails a file that is not YAML with the line and column', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-'));
    const file = path.join(directory, 'broken.yaml');
    fs.writeFileSync(file, 'openapi: 3.1.0\ninfo: [\n');
    const { problems } = await failure(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '#', line: 3, column: 1 });
    expect(problems[0]!.reason).toMatch(/^the file is not valid YAML or JSON: /);
  });

  it('refuses OpenAPI 3.0 and says what to change', async () => {
    const { problems } = await failure(fixture('openapi-3.0.yaml'));
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '#/openapi',
        reason: expect.stringContaining('declares OpenAPI 3.0.3'),
      }),
    ]);
  });

  it('names the option when the file does not exist', async () => {
    const file = fixture('missing.yaml');
    const error = await loadSpec(file, file, 'the plugin\'s "specFile" option').catch(
      (caught: unknown) => caught as ApiSpecError,
    );
    const { problems } = error as ApiSpecError;
    expect(problems[0]!.reason).toContain('check the plugin\'s "specFile" option');
  });
});

describe('loadSpec, the same file again', () => {
  const copyOf = (name: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-loader-')), name);
    fs.copyFileSync(fixture(name), file);
    return file;
  };
  type Doc = { paths: Record<string, { get?: { summary?: string } }> };
  const summary = (document: unknown) => (document as Doc).paths['/health']!.get!.summary;

  it('gives each caller its own copy', async () => {
    const file = copyOf('schemas.yaml');
    const first = (await loadSpec(file, 'schemas.yaml')) as Doc;
    first.paths['/health']!.get!.summary = 'changed by a caller';
    expect(summary(await loadSpec(file, 'schemas.yaml'))).toBe('Check health');
  });

  it('reuses the checked document while the file is unchanged, and checks it again after a change', async () => {
    const file = copyOf('schemas.yaml');
    const time = new Date('2025-06-01T00:00:00Z');
    fs.utimesSync(file, time, time);
    expect(summary(await loadSpec(file, 'schemas.yaml'))).toBe('Check health');
    const original = fs.readFileSync(file, 'utf8');
    // Same size and time: the stamp cannot tell, so the checked document comes back.
    fs.writeFileSync(file, original.replace('Check health', 'Check_health'));
    fs.utimesSync(file, time, time);
    expect(summary(await loadSpec(file, 'schemas.yaml'))).toBe('Check health');
    // A real edit is read and checked again: here it breaks the file.
    fs.writeFileSync(file, original.replace('      summary: Check health\n', '      summary: [\n'));
    await expect(loadSpec(file, 'schemas.yaml')).rejects.toBeInstanceOf(ApiSpecError);
  });
});
