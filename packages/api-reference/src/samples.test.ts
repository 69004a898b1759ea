import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@docs-kit/openapi-loader';
import { buildModel } from './model/build-model';
import type { ApiModel, OperationModel } from './model/types';
import { codeSamples } from './samples';
import { tryItOperation } from './try-it/descriptor';

let model: ApiModel;
const operation = (id: string): OperationModel =>
  model.tags.flatMap((tag) => tag.operations).find((entry) => entry.id === id)!;

beforeAll(async () => {
  const file = path.resolve(__dirname, '../../../tests/fixtures/openapi/schemas.yaml');
  model = buildModel(await loadSpec(file, file), { serverUrl: 'http://localhost:8080/', file });
});

describe('code samples', () => {
  it('fills path parameters with their examples and quotes the URL for the shell', () => {
    const [curl] = codeSamples(operation('getPet'), model.serverUrl);
    expect(curl).toEqual({
      label: 'curl',
      language: 'bash',
      code: "curl -X GET 'http://localhost:8080/pets/rex'",
    });
  });

  it('sends the example body; a quote inside survives the shell', () => {
    const [curl] = codeSamples(operation('replacePet'), model.serverUrl);
    // Let a real shell parse the command's arguments back.
    const words = execFileSync(
      'sh',
      ['-c', `printf '%s\\n' ${curl!.code.slice('curl '.length).replaceAll('\\\n', '')}`],
      {
        encoding: 'utf8',
      },
    ).split('\n');
    expect(words.slice(0, 6)).toEqual([
      '-X',
      'PUT',
      'http://localhost:8080/pets/rex',
      '-H',
      'Content-Type: application/json',
      '-d',
    ]);
    expect(JSON.parse(words.slice(6).join('\n'))).toEqual({ name: "Rex's ball", kind: 'dog' });
  });

  it('writes a fetch call that runs, with the JSON body and the way to read the answer', async () => {
    const [, js] = codeSamples(operation('replacePet'), model.serverUrl);
    expect(js!.language).toBe('js');
    const calls: [string, RequestInit][] = [];
    const logged: unknown[] = [];
    const fakeFetch = async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return { status: 204 };
    };
    const run = new Function('fetch', 'console', `return (async () => { ${js!.code} })();`);
    await run(fakeFetch, { log: (...args: unknown[]) => logged.push(...args) });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('http://localhost:8080/pets/rex');
    expect(calls[0]![1].method).toBe('PUT');
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({ name: "Rex's ball", kind: 'dog' });
    // 204 has no body, so the sample only logs the status.
    expect(logged).toEqual([204]);
  });

  it('reads text answers as text', () => {
    const [, js] = codeSamples(operation('get-health'), model.serverUrl);
    expect(js!.code).toContain('await response.text()');
  });
});

describe('try-it descriptor', () => {
  it('carries path and query parameters and the example body', () => {
    expect(tryItOperation(operation('getPet'))).toEqual({
      method: 'GET',
      path: '/pets/{id}',
      parameters: [
        { name: 'id', in: 'path', required: true, example: 'rex', type: 'string' },
        { name: 'verbose', in: 'query', required: false, type: 'boolean' },
      ],
    });
    expect(tryItOperation(operation('replacePet')).body).toEqual({
      mediaType: 'application/json',
      example: JSON.stringify({ name: "Rex's ball", kind: 'dog' }, null, 2),
      required: true,
    });
  });
});
