import path from 'node:path';
import { loadSpec } from '@docs-kit/openapi-loader';
import { describe, expect, it } from 'vitest';
import { buildModel } from './build-model';

const fixture = (name: string) =>
  path.resolve(__dirname, '../../../../tests/fixtures/openapi', name);

// Loading Redocly and validating a file takes seconds on a busy machine.
describe('buildModel problems', { timeout: 60_000 }, () => {
  it('refuses an operationId that cannot be an anchor, with its pointer', async () => {
    const document = (await loadSpec(fixture('schemas.yaml'), 'schemas.yaml')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    document.paths['/pets/{id}']!.get!.operationId = 'get pet#1';
    expect(() =>
      buildModel(document, { serverUrl: 'http://localhost:8080', file: 'api.yaml' }),
    ).toThrow(
      /api\.yaml .*\n {2}- #\/paths\/~1pets~1\{id\}\/get\/operationId: operationId "get pet#1" becomes the operation's anchor/,
    );
  });
});
