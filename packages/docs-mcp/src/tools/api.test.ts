import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import apiReferencePlugin, { validateOptions } from '@docs-kit/api-reference';
import type { ApiModel } from '@docs-kit/api-reference/model';
import { operationToMarkdown } from '@docs-kit/api-reference/markdown';
import { validatePluginOptions } from '@docs-kit/build-utils/plugin-options';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToolDefinition } from './define';
import { apiOperationTool } from './api';

const site = new URL('https://docs.example.com/');
let model: ApiModel;
let tool: ToolDefinition;
const call = (input: unknown) => tool.run(tool.input.parse(input));

// The model as the API reference plugin loads it for its page, from the shared OpenAPI fixture.
beforeAll(async () => {
  const siteDir = path.resolve(__dirname, '../../../../tests/fixtures');
  const options = validatePluginOptions(validateOptions, { specFile: 'openapi/schemas.yaml' });
  const plugin = await apiReferencePlugin({ siteDir } as LoadContext, options);
  ({ model } = (await plugin.loadContent!()) as { model: ApiModel });
  tool = apiOperationTool(model, site, (anchor) => (anchor.startsWith('op-') ? '/docs/api' : null));
}, 60_000);

describe('get_api_operation', () => {
  it('accepts every id the site shows: operationId, the op- anchor, a URL with it, METHOD /path', () => {
    const answers = [
      { operationId: 'replacePet' },
      { operationId: 'op-replacePet' },
      { operationId: '#op-replacePet' },
      { operationId: `${site.href}docs/api#op-replacePet` },
      { operationId: 'PUT /pets/{id}' },
      { operationId: 'put /pets/rex' },
      { method: 'put', path: '/pets/{id}' },
      { method: 'PUT', path: '/pets/rex' },
    ].map(call);
    for (const answer of answers) expect(answer.structured).toEqual(answers[0]!.structured);
    expect(answers[0]!.structured).toMatchObject({
      operationId: 'replacePet',
      anchor: 'op-replacePet',
      url: `${site.href}docs/api#op-replacePet`,
      method: 'PUT',
      path: '/pets/{id}',
      tags: ['pets'],
    });
  });

  it('resolves every schema into its fields, in the words of the page and the twin', () => {
    const { structured } = call({ operationId: 'replacePet' });
    const body = (structured!.requestBody as { content: { schema: Record<string, unknown> }[] })
      .content[0]!.schema;
    expect(JSON.stringify(structured)).not.toContain('$ref');
    expect(body).toMatchObject({ type: 'object Pet', description: 'A pet in the shop.' });
    const fields = body.fields as Record<string, unknown>[];
    expect(fields).toContainEqual(
      expect.objectContaining({
        name: 'kind',
        required: true,
        type: 'string Kind',
        facts: ['Allowed values: "dog", "cat"'],
      }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({ name: 'nickname', type: 'string or null', required: false }),
    );
    // A referenced object is expanded in place; one that contains itself is named, not repeated.
    expect(fields).toContainEqual(
      expect.objectContaining({
        name: 'owner',
        type: 'object Person or null',
        fields: [{ name: 'name', required: false, type: 'string' }],
      }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({ name: 'friends', type: 'array of object Pet', sameAs: 'Pet' }),
    );
    expect(structured!.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        deprecated: false,
        type: 'string',
        description: '',
        facts: [],
        example: 'rex',
      },
    ]);
  });

  it('gives one example request, and the request body example from the file', () => {
    const { structured, text } = call({ operationId: 'replacePet' });
    expect(structured!.exampleRequest).toBe(
      "curl -X PUT 'http://localhost:8080/pets/rex' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  \"name\": \"Rex'\\''s ball\",\n  \"kind\": \"dog\"\n}'",
    );
    expect(text.match(/```bash/g)).toHaveLength(1);
    expect(
      (structured!.requestBody as { content: { example: string }[] }).content[0]!.example,
    ).toContain('"kind": "dog"');
  });

  it("answers in text with the twin's blocks, the schemas expanded and each response on one line", () => {
    const getPet = model.tags[0]!.operations.find((operation) => operation.id === 'getPet')!;
    const { text } = call({ operationId: 'getPet' });
    expect(
      text.startsWith(
        '# Get a pet\n\noperationId: `getPet`. Reference page: https://docs.example.com/docs/api#op-getPet\n\n`GET /pets/{id}`',
      ),
    ).toBe(true);
    expect(text).toContain(operationToMarkdown(getPet, model).split('\n\n').slice(1).join('\n\n'));
    expect(text).toContain(
      '- `200`: The pet. Body: `application/json` object Pet.\n  - `name` (string, required): At least 1 character.',
    );
    expect(text).toContain('- `404`: No such pet. No body.');
    expect(text).not.toContain('{#');
  });

  it('names the closest operations when one is unknown, by id or by method and path', () => {
    const byId = call({ operationId: 'getPets' });
    expect(byId).toMatchObject({ isError: true });
    expect(byId.text).toMatch(/^No operation "getPets"\. Closest matches: getPet/);
    const byPath = call({ method: 'GET', path: '/pet/rex' });
    expect(byPath.text).toContain('GET /pets/{id}');
  });

  it('takes an operationId, or a method and a path, not both or half', () => {
    for (const input of [
      {},
      { operationId: 'getPet', method: 'GET', path: '/pets/rex' },
      { method: 'GET' },
      { method: 'FETCH', path: '/pets' },
      { method: 'GET', path: 'pets' },
    ]) {
      expect(tool.input.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});
