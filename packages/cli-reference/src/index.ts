export {
  default,
  cliReferencePluginConfig,
  validateOptions,
  type CliReferenceInput,
  type CliReferenceOptions,
} from './plugin';
export { generateFiles } from './generate';
export { CliSourceError, resolveSource } from './resolve';
export type {
  CliReferenceSource,
  CommandSpec,
  FlagSpec,
  ExampleSpec,
  GuideLink,
  ResolvedCommand,
} from './types';
