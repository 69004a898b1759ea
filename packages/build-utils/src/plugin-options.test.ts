import type { LoadContext, OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindPluginOptions, docusaurusCommand, validatePluginOptions } from './plugin-options';

interface Input {
  label?: string;
}
interface Options {
  id: string;
  label: string;
}

const schema = Joi.object<Options>({
  label: Joi.string()
    .default('Docs')
    .messages({ 'string.base': 'example: option "label" must be a string, such as "Docs".' }),
});
function validateOptions({ options, validate }: OptionValidationContext<Input, Options>) {
  return validate(schema, options);
}
const context = { siteDir: '/site' } as LoadContext;

describe('validatePluginOptions', () => {
  it('applies defaults and adds the plugin id, as Docusaurus does', () => {
    expect(validatePluginOptions(validateOptions, {})).toEqual({ id: 'default', label: 'Docs' });
  });

  it("throws the plugin's own message for a bad option", () => {
    expect(() => validatePluginOptions(validateOptions, { label: 42 } as unknown as Input)).toThrow(
      'example: option "label" must be a string',
    );
  });
});

describe('bindPluginOptions', () => {
  it('validates when the config is read, before Docusaurus loads any plugin', () => {
    expect(() =>
      bindPluginOptions(() => ({ name: 'example' }), validateOptions, {
        label: 42,
      } as unknown as Input),
    ).toThrow('option "label"');
  });

  it('hands the validated options to the plugin, whatever Docusaurus passes', async () => {
    const seen: Options[] = [];
    const plugin = bindPluginOptions(
      (_context, options: Options) => {
        seen.push(options);
        return { name: 'example' };
      },
      validateOptions,
      { label: 'Reference' },
    );
    expect(await plugin(context, { ignored: true })).toEqual({ name: 'example' });
    expect(seen).toEqual([{ id: 'default', label: 'Reference' }]);
  });

  it('leaves nothing for Docusaurus to copy into the browser bundle', () => {
    const plugin = bindPluginOptions(() => null, validateOptions, { label: 'Secret label' });
    expect(typeof plugin).toBe('function');
    expect(JSON.stringify(plugin)).toBeUndefined();
  });
});

describe('docusaurusCommand', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('tells a build from the dev server and from anything else by NODE_ENV', () => {
    const commands = (['production', 'development', 'test'] as const).map((mode) => {
      vi.stubEnv('NODE_ENV', mode);
      return docusaurusCommand();
    });
    expect(commands).toEqual(['build', 'start', 'other']);
  });
});
