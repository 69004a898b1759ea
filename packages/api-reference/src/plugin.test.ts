import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { localServer } from '../test/fixture';
import apiReferencePlugin, { validateOptions, type ApiReferenceOptions } from './plugin';

// The OpenAPI fixtures the loader's tests use too.
const siteDir = path.resolve(__dirname, '../../../tests/fixtures');

/** Validates as Docusaurus does, with the normaliser it passes to validateOptions. */
function validate(options: Partial<ApiReferenceOptions>): ApiReferenceOptions {
  return validateOptions({
    options: options as ApiReferenceOptions,
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as ApiReferenceOptions,
  });
}

async function load(specFile: string) {
  const plugin = await apiReferencePlugin({ siteDir } as LoadContext, validate({ specFile }));
  return plugin.loadContent!();
}

describe('validateOptions', () => {
  it('fills in the defaults and requires the file', () => {
    expect(validate({ specFile: 'static/openapi.yaml' })).toMatchObject({
      specFile: 'static/openapi.yaml',
      serverUrl: 'http://localhost:8080',
      tryIt: { tips: [] },
    });
    expect(() => validate({})).toThrow(/option "specFile" is required/);
  });

  it('names the option and the fix for bad values', () => {
    expect(() => validate({ specFile: 'api.txt' })).toThrow(
      /option "specFile" must name a \.yaml, \.yml or \.json file/,
    );
    expect(() =>
      validate({ specFile: 'api.yaml', tryIt: { tips: [{ title: 'Start' }] } as never }),
    ).toThrow(/option "tryIt.tips" must be a list of tips, each with a title and a text/);
    expect(
      validate({ specFile: 'api.yaml', tryIt: { tips: [], localServer } }).tryIt.localServer,
    ).toEqual(localServer);
    expect(() =>
      validate({
        specFile: 'api.yaml',
        tryIt: { tips: [], localServer: { ...localServer, command: undefined } as never },
      }),
    ).toThrow(/option "tryIt.localServer" needs name, command, commandBeforeFlags/);
    expect(() =>
      validate({
        specFile: 'api.yaml',
        tryIt: {
          tips: [],
          localServer: { ...localServer, trustedOrigins: ['https://docs.example.com/path'] },
        },
      }),
    ).toThrow(/option "tryIt.localServer" needs trustedOrigins given as origins/);
    expect(() => validate({ specFile: 'api.yaml', serverUrl: 'localhost:8080' })).toThrow(
      /option "serverUrl" must be an http or https URL/,
    );
    expect(() => validate({ specFile: 'api.yaml', serverUrl: 'ftp://localhost' })).toThrow(
      /option "serverUrl" must be an http or https URL/,
    );
  });
});

// Loading Redocly and validating a file takes seconds on a busy machine.
describe('loadContent', { timeout: 60_000 }, () => {
  it('builds the model and a table of contents whose ids are the anchors', async () => {
    const { model, toc } = await load('openapi/schemas.yaml');
    const anchors = model.tags.flatMap((tag) =>
      tag.operations.map((operation) => operation.anchor),
    );
    expect(anchors).toEqual(['op-getPet', 'op-replacePet', 'op-get-health']);
    expect(toc.filter((entry) => entry.level === 3).map((entry) => entry.id)).toEqual([
      ...anchors,
      'schema-Pet',
      'schema-Kind',
      'schema-Person',
      'schema-Ball',
      'schema-Bone',
    ]);
    expect(toc.filter((entry) => entry.level === 2).map((entry) => entry.value)).toEqual([
      'Operations at a glance',
      'Pets',
      'Other operations',
      'Schemas',
    ]);
  });

  it('fails the build for a malformed file, naming file, pointer and reason', async () => {
    await expect(load('openapi/malformed.yaml')).rejects.toThrow(
      `${path.join(siteDir, 'openapi/malformed.yaml')} is not a valid OpenAPI 3.1 file (1 problem):\n  - #/paths/~1pets~1{id}/get/responses (line 23, column 18): Expected type \`Responses\` (object) but got \`string\``,
    );
  });
});
