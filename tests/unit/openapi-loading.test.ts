import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import apiReferencePlugin, {
  validateOptions,
  type ApiReferenceOptions,
} from '@docs-kit/api-reference';
import { loadContract } from '@docs-kit/api-sandbox/contract';
import { describe, expect, it } from 'vitest';

// One OpenAPI loader serves the API reference and the API sandbox
// (@docs-kit/openapi-loader): a file one refuses, the other refuses alike.
const siteDir = path.resolve(__dirname, '../fixtures');

async function referenceRefusal(specFile: string): Promise<string> {
  const options = validateOptions({
    options: { specFile },
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as ApiReferenceOptions,
  });
  const plugin = await apiReferencePlugin({ siteDir } as LoadContext, options);
  const error = await Promise.resolve(plugin.loadContent!()).catch((caught: Error) => caught);
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

async function sandboxRefusal(file: string): Promise<string> {
  const error = await loadContract(file).catch((caught: Error) => caught);
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

describe('the API reference and the sandbox', () => {
  it.each(['openapi/malformed.yaml', 'openapi/openapi-3.0.yaml'])(
    'refuse %s with the same message',
    async (file) => {
      const reference = await referenceRefusal(file);
      expect(reference).toMatch(/is not a valid OpenAPI 3\.1 file/);
      expect(await sandboxRefusal(path.join(siteDir, file))).toBe(reference);
    },
  );
});
