import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '../src/openapi';
import { startSandbox, type RunningSandbox } from './harness';

/** Operations whose documented success status v0.0.48 never returns. */
const neverSucceeds: Record<string, string> = {
  'DELETE /api/v1beta/registry/{name}':
    'the only registry, default, cannot be removed (400) and any other name is unknown (404)',
};

function exampleOf(operation: OperationSpec, name: string): string {
  const parameter = operation.parameters.find((p) => p.name === name);
  if (parameter?.example === undefined) {
    throw new Error(`${operation.key}: parameter ${name} has no example to call it with.`);
  }
  return String(parameter.example);
}

function requestFor(operation: OperationSpec): { path: string; body?: unknown } {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(exampleOf(operation, name)),
  );
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => `${p.name}=${encodeURIComponent(String(p.example))}`)
    .join('&');
  const media = operation.requestBody?.content['application/json'];
  const body = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  return { path: query ? `${path}?${query}` : path, body };
}

describe('the sandbox against site/static/api-specs/toolhive-api.yaml', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running.close());

  it('implements every operation of the file and nothing the file leaves out', () => {
    expect(running.sandbox.contract.operations.length).toBeGreaterThan(20);
    expect(running.sandbox.gaps).toEqual({ unimplemented: [], undocumented: [] });
  });

  it('documents every error as a plain-text string, as the API sends them', () => {
    for (const operation of running.sandbox.contract.operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const media = response.content;
        expect(Object.keys(media), `${operation.key} ${status}`).toEqual(['text/plain']);
        expect(media['text/plain']?.schema, `${operation.key} ${status}`).toMatchObject({
          type: 'string',
        });
      }
    }
  });

  it('answers each operation, called in file order with the file’s own examples, as documented', async () => {
    const { api, sandbox } = running;
    for (const operation of sandbox.contract.operations) {
      const { path, body } = requestFor(operation);
      // api.request holds the answer to the file: status listed, body matching its schema.
      const response = await api.request(operation.method, path, { body });
      const documentsSuccess = Object.keys(operation.responses).some((s) => s.startsWith('2'));
      if (documentsSuccess && !(operation.key in neverSucceeds)) {
        expect(response.status, `${operation.key}: ${response.text}`).toBeLessThan(300);
      }
    }
    const answered = new Set([...api.checker.seen].map((entry) => entry.replace(/ \d+$/, '')));
    expect([...answered].sort()).toEqual(sandbox.contract.operations.map((o) => o.key).sort());
  });
});
