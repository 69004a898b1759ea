import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12. Strict mode is off because the
 * file may carry OpenAPI's own annotations (example, xml, x-*), which are not
 * validation keywords.
 */
export function createAjv({ coerceTypes }: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, coerceTypes, allErrors: false });
  addFormats(ajv);
  return ajv;
}

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const partNames: Record<RequestPart, string> = {
  body: 'request body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** "/secrets/0/name" -> "secrets[0].name" */
function fieldName(instancePath: string, child?: string): string {
  const segments = instancePath.split('/').slice(1);
  if (child !== undefined) segments.push(child);
  return segments
    .map((segment, index) => {
      const decoded = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      if (/^\d+$/.test(decoded)) return `[${decoded}]`;
      return index === 0 ? decoded : `.${decoded}`;
    })
    .join('');
}

function reason(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not a known field';
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `must be one of: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return error.message ?? 'is invalid';
}

/**
 * Turns the first schema error into a one-line reason naming the field, for
 * the plain-text 400 answers the API gives.
 */
export function describeValidationError(part: RequestPart, errors: ErrorObject[]): string {
  const error = errors[0];
  if (!error) return `Invalid ${partNames[part]}.`;
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : undefined;
  const field = fieldName(error.instancePath, child);
  if (part === 'body') {
    if (field === '') return `Invalid request body: the body ${reason(error)}.`;
    return `Invalid request body: field "${field}" ${reason(error)}.`;
  }
  return `Invalid ${partNames[part]} "${field}": ${reason(error)}.`;
}
