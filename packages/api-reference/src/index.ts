export { default, validateOptions, type ApiReferenceOptions } from './plugin';
export { ApiSpecError, type SpecProblem } from './errors';
