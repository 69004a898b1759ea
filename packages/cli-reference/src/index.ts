export {
  default,
  cliReferencePluginConfig,
  validateOptions,
  type CliReferenceInput,
  type CliReferenceOptions,
} from './plugin';
export { generateFiles, generateReference } from './generate';
export { CLI_REFERENCE_PLUGIN_NAME, cliModelFromContent } from './model';
export { CliSourceError, resolveSource } from './resolve';
export type {
  CliReferenceSource,
  CommandSpec,
  FlagSpec,
  ExampleSpec,
  GuideLink,
  ResolvedCommand,
  CliModel,
  CliCommandModel,
} from './types';
