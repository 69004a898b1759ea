export {
  default,
  apiReferencePluginConfig,
  validateOptions,
  type ApiReferenceInput,
  type ApiReferenceOptions,
} from './plugin';
export type { TryItHelp, TryItLocalServer, TryItTip } from './try-it/help';
export { ApiSpecError, type SpecProblem } from '@docs-kit/openapi-loader';
