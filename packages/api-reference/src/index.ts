export {
  default,
  apiReferencePluginConfig,
  validateOptions,
  type ApiReferenceInput,
  type ApiReferenceOptions,
} from './plugin';
export type { TryItTip } from './model/types';
export { ApiSpecError, type SpecProblem } from '@docs-kit/openapi-loader';
