export { default, validateOptions, type CliReferenceOptions } from './plugin';
export { specCliPageIds } from './spec-pages';
export type { CliReferenceSource, CommandSpec, FlagSpec, ExampleSpec, GuideLink } from './types';
