import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@docs-kit/openapi-loader';
import { buildModel } from './model/build-model';
import { apiModelToMarkdown, apiReferenceMarkdown } from './markdown';

const fixture = path.resolve(__dirname, '../../../tests/fixtures/openapi/schemas.yaml');

let loaded: Promise<unknown> | undefined;
const document = () => (loaded ??= loadSpec(fixture, 'schemas.yaml'));

async function markdown(): Promise<string> {
  return apiModelToMarkdown(
    buildModel(await document(), { serverUrl: 'http://localhost:8080', file: fixture }),
  );
}

// Loading and validating the file takes seconds on a busy machine; the tests share one load.
describe('apiModelToMarkdown', { timeout: 60_000 }, () => {
  it('gives each tag, operation and schema the heading id the HTML page uses', async () => {
    const md = await markdown();
    expect(md).toContain('## Operations at a glance {#operations-at-a-glance}');
    expect(md).toContain('## Pets {#tag-pets}');
    expect(md).toContain('### Get a pet {#op-getPet}');
    expect(md).toContain('#### Parameters {#op-getPet-parameters}');
    expect(md).toContain('#### Responses {#op-getPet-responses}');
    expect(md).toContain('## Schemas {#schemas}');
    expect(md).toContain('### Pet {#schema-Pet}');
  });

  it('lists every operation with its method and path', async () => {
    const md = await markdown();
    expect(md).toContain('- `GET /pets/{id}`: [Get a pet](#op-getPet)');
    expect(md).toContain('- `PUT /pets/{id}`: [Replace a pet](#op-replacePet)');
    expect(md).toContain('`GET /health`');
  });

  it('describes parameters, request body fields and responses with links to their schemas', async () => {
    const md = await markdown();
    expect(md).toContain('- `id` (path, string, required): Example: `rex`.');
    expect(md).toContain('- `verbose` (query, boolean, optional)');
    expect(md).toContain('Content type `application/json`: object [Pet](#schema-Pet).');
    expect(md).toContain('- `name` (string, required): At least 1 character.');
    expect(md).toContain('- `kind` (string [Kind](#schema-Kind), required)');
    expect(md).toContain('- `200`: The pet. Body: `application/json` object [Pet](#schema-Pet).');
    expect(md).toContain('- `404`: No such pet. No body.');
    expect(md).toContain('"name": "Rex\'s ball"');
  });

  it('writes schema fields as nested lists and keeps recursive schemas finite', async () => {
    const md = await markdown();
    expect(md).toContain('- `friends` (array of object [Pet](#schema-Pet))');
    expect(md).toContain('- `labels` (map of string)');
    expect(md).toContain('- `tags` (array of string)');
    expect(md).toContain('### Kind {#schema-Kind}\n\nType: string.');
    expect(md).toMatch(
      /### Bone \{#schema-Bone\}\n\nType: all of\.\n\n- All of: object \[Ball\]\(#schema-Ball\), object/,
    );
  });

  it('adds the curl sample of each operation', async () => {
    const md = await markdown();
    expect(md).toContain("```bash\ncurl -X GET 'http://localhost:8080/pets/rex'\n```");
  });

  it('reads the model from the content the plugin loaded, and says when the plugin is missing', async () => {
    const model = buildModel(await document(), {
      serverUrl: 'http://localhost:8080',
      file: fixture,
    });
    expect(apiReferenceMarkdown({ 'api-reference': { default: { model } } })).toBe(
      apiModelToMarkdown(model),
    );
    expect(() => apiReferenceMarkdown({})).toThrow(/no content of the "api-reference" plugin/);
  });
});
