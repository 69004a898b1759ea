import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@docs-kit/openapi-loader';
import { buildModel } from './model/build-model';
import { apiModelToTwin, apiReferenceTwin, type ApiTwin } from './markdown';

const fixture = path.resolve(__dirname, '../../../tests/fixtures/openapi/schemas.yaml');

let loaded: Promise<unknown> | undefined;
const document = () => (loaded ??= loadSpec(fixture, 'schemas.yaml'));

async function twin(): Promise<ApiTwin> {
  return apiModelToTwin(
    buildModel(await document(), { serverUrl: 'http://localhost:8080', file: fixture }),
    'Reference',
  );
}

/** Every part's Markdown, one after the other. */
async function markdown(): Promise<string> {
  return (await twin()).parts.map((part) => part.markdown).join('\n');
}

// Loading and validating the file takes seconds on a busy machine; the tests share one load.
describe('apiModelToTwin', { timeout: 60_000 }, () => {
  it('gives each tag a part of its own, titled after the page and the tag', async () => {
    const { parts } = await twin();
    expect(parts.map(({ slug, title, anchor }) => ({ slug, title, anchor }))).toEqual([
      { slug: 'pets', title: 'Reference: Pets', anchor: 'tag-pets' },
      {
        slug: 'other-operations',
        title: 'Reference: Other operations',
        anchor: 'tag-other-operations',
      },
    ]);
    expect(parts[0]!.description).toBe('Animals in the shop.');
    expect(parts[0]!.markdown).toMatch(/^Animals in the shop\.\n\nThe Pets operations of/);
    expect(parts[0]!.markdown).toContain(
      'The [index](#operations-at-a-glance) lists every operation.',
    );
  });

  it('gives each operation and schema the heading id the HTML page uses', async () => {
    const [pets] = (await twin()).parts;
    expect(pets!.markdown).toContain('## Get a pet {#op-getPet}');
    expect(pets!.markdown).toContain('### Parameters {#op-getPet-parameters}');
    expect(pets!.markdown).toContain('### Responses {#op-getPet-responses}');
    expect(pets!.markdown).toContain('## Schemas {#schemas}');
    expect(pets!.markdown).toContain('### Pet {#schema-Pet}');
  });

  it('puts in each part the schemas its operations use, through other schemas too, and no others', async () => {
    const [pets, other] = (await twin()).parts;
    const names = (md: string) => [...md.matchAll(/^### (\w+) \{#schema-/gm)].map((m) => m[1]);
    expect(names(pets!.markdown)).toEqual(['Pet', 'Kind', 'Person', 'Ball', 'Bone']);
    expect(names(other!.markdown)).toEqual([]);
    expect(other!.markdown).not.toContain('## Schemas');
  });

  it('keeps in the index the schemas no operation uses', async () => {
    const model = buildModel(await document(), {
      serverUrl: 'http://localhost:8080',
      file: fixture,
    });
    const ball = model.schemas.find((schema) => schema.name === 'Ball')!;
    model.schemas.push({ ...ball, name: 'Unused', anchor: 'schema-Unused' });
    const index = apiModelToTwin(model, 'Reference').markdown;
    expect(index).toContain('## Schemas {#schemas}');
    expect(index).toContain('### Unused {#schema-Unused}');
    expect(index).not.toContain('### Ball {#schema-Ball}');
    expect((await twin()).markdown).not.toContain('## Schemas');
  });

  it('lists every tag and, under it, every operation with its method and path in the index', async () => {
    const index = (await twin()).markdown;
    expect(index).toContain('## Operations at a glance {#operations-at-a-glance}');
    expect(index).toContain(
      '- [Pets](#tag-pets): Animals in the shop.\n  - `GET /pets/{id}`: [Get a pet](#op-getPet)\n  - `PUT /pets/{id}`: [Replace a pet](#op-replacePet)',
    );
    expect(index).toContain(
      '- [Other operations](#tag-other-operations)\n  - `GET /health`: [Check health](#op-get-health)',
    );
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

  it('writes each description paragraph on one line, and a response header as a sentence of its own', async () => {
    const model = buildModel(await document(), {
      serverUrl: 'http://localhost:8080',
      file: fixture,
    });
    const getPet = model.tags[0]!.operations.find((operation) => operation.id === 'getPet')!;
    // A line that starts with "405." would read as an ordered list item in Markdown.
    getPet.description = ['Other providers answer\n405. Then stop.'];
    getPet.responses[0]!.headers = [
      { name: 'ETag', description: ['The\nversion'], schema: getPet.parameters[0]!.schema },
    ];
    const [pets] = apiModelToTwin(model, 'Reference').parts;
    expect(pets!.markdown).toContain('\n\nOther providers answer 405. Then stop.\n\n');
    expect(pets!.markdown).toMatch(
      /Body: `application\/json` object \[Pet\]\(#schema-Pet\)\. Header `ETag` \(string\): The version\.\n/,
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
    expect(apiReferenceTwin({ 'api-reference': { default: { model } } }, 'Reference')).toEqual(
      apiModelToTwin(model, 'Reference'),
    );
    expect(() => apiReferenceTwin({}, 'Reference')).toThrow(
      /no content of the "api-reference" plugin/,
    );
  });
});
