import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { validateOptions, type DocsMcpInput } from './options';

const validate = (options: DocsMcpInput) =>
  validateOptions({
    options,
    validate: normalizePluginOptions as never,
  });

describe('options', () => {
  it('has a neutral default; the facts come from the sibling plugins, not from options', () => {
    expect(validate({})).toEqual({ id: 'default', dataFile: 'docs-mcp.json' });
  });

  it('names the option and the fix', () => {
    expect(() => validate({ dataFile: '../x.json' })).toThrow(
      'docs-mcp: option "dataFile" must be a plain file name ending in .json',
    );
  });

  it('takes no CLI, API or index options any more', () => {
    for (const option of [
      'cliSource',
      'cliPageIds',
      'cliPagePath',
      'openApiFile',
      'searchIndexFile',
    ]) {
      expect(() => validate({ [option]: 'x' } as DocsMcpInput), option).toThrow(
        `"${option}" is not allowed`,
      );
    }
  });
});
