export { default, validateOptions, type ApiReferenceOptions } from './plugin';
export { ApiSpecError, type SpecProblem } from '@toolhive-docs/openapi-loader';
