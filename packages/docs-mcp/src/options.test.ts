import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { validateOptions, type DocsMcpInput } from './options';

const validate = (options: DocsMcpInput) =>
  validateOptions({
    options,
    validate: normalizePluginOptions as never,
  });

describe('options', () => {
  it('has neutral defaults: no CLI and no API unless the site names them', () => {
    expect(validate({})).toMatchObject({
      dataFile: 'docs-mcp.json',
      searchIndexFile: 'search-index.json',
      cliPageIds: [],
    });
    expect(validate({}).cliSource).toBeUndefined();
    expect(validate({}).openApiFile).toBeUndefined();
  });

  it('names the option and the fix', () => {
    expect(() => validate({ dataFile: '../x.json' })).toThrow(
      'docs-mcp: option "dataFile" must be a plain file name ending in .json',
    );
    expect(() => validate({ openApiFile: 'api.txt' })).toThrow(
      'option "openApiFile" must name a .yaml',
    );
    expect(() => validate({ cliSource: 'commands.ts' })).toThrow('cliPagePath');
  });
});
