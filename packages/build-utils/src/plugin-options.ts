import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';

/** A plugin package's `validateOptions`, as Docusaurus calls it. */
export type OptionsValidator<Input, Options> = (
  context: OptionValidationContext<Input, Options>,
) => Options;

/** A plugin's lifecycle factory, taking options already validated. */
export type PluginFactory<Options, Content = unknown> = (
  context: LoadContext,
  options: Options,
) => Plugin<Content> | null | Promise<Plugin<Content> | null>;

/**
 * Runs a plugin's `validateOptions` the way Docusaurus does for a
 * `[module, options]` entry: Joi with defaults applied and the plugin `id` added.
 * A bad option throws the plugin's own message.
 */
export function validatePluginOptions<Input, Options>(
  validateOptions: OptionsValidator<Input, Options>,
  options: NoInfer<Input>,
): Options {
  return validateOptions({
    options,
    validate: (schema, value) => normalizePluginOptions(schema as never, value as never) as Options,
  });
}

/**
 * The plugin with its options validated now and bound in a closure: the way a
 * site lists it in `plugins`. Docusaurus copies the options of every
 * `[module, options]` entry into each page's JavaScript along with the site
 * config; bound options (labels, page ids, synonyms, file paths) stay in the
 * build process and cost the reader nothing.
 */
export function bindPluginOptions<Input, Options, Content>(
  plugin: PluginFactory<Options, Content>,
  validateOptions: OptionsValidator<Input, Options>,
  options: NoInfer<Input>,
): PluginModule {
  const validated = validatePluginOptions(validateOptions, options);
  return function pluginWithBoundOptions(context: LoadContext) {
    // Docusaurus types every entry of `plugins` for unknown content, but hands
    // each plugin only what its own loadContent returned.
    return plugin(context, validated) as ReturnType<PluginModule>;
  };
}

/**
 * Which Docusaurus command is running the plugin: `docusaurus build` sets
 * NODE_ENV to `production` before it loads plugins, `docusaurus start` to
 * `development`. This is Docusaurus' own signal, the one environment variable
 * a plugin reads; the site's settings reach plugins only through their options.
 */
export function docusaurusCommand(): 'build' | 'start' | 'other' {
  if (process.env.NODE_ENV === 'production') return 'build';
  if (process.env.NODE_ENV === 'development') return 'start';
  return 'other';
}
