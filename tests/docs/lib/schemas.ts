import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;

/**
 * A copy of a schema where every object that lists its properties accepts no
 * others. ToolHive ignores an unknown field (Go's JSON decoder, Kubernetes
 * pruning), so in an example it is always a mistake: a misspelled field that
 * silently does nothing.
 */
export function closed(
  schema: unknown,
  keyword: 'unevaluatedProperties' | 'additionalProperties',
): unknown {
  const copies = new Map<object, unknown>();
  // A member of allOf only sees its own properties, so only the allOf itself is closed.
  const visit = (node: unknown, member = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, member));
    if (!node || typeof node !== 'object') return node;
    const cacheKey = member ? undefined : node;
    if (cacheKey && copies.has(cacheKey)) return copies.get(cacheKey);
    const copy: Schema = {};
    if (cacheKey) copies.set(cacheKey, copy);
    for (const [key, value] of Object.entries(node)) {
      // A map of names to schemas: its keys are property names, not keywords.
      copy[key] =
        key === 'properties' || key === '$defs' || key === 'definitions'
          ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, visit(v)]))
          : visit(value, key === 'allOf');
    }
    if (member) return copy;
    const open =
      'additionalProperties' in copy ||
      'unevaluatedProperties' in copy ||
      copy['x-kubernetes-preserve-unknown-fields'] === true;
    if (!open && (copy.properties || copy.allOf)) copy[keyword] = false;
    return copy;
  };
  return visit(schema);
}

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
export function openApiAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** The Kubernetes OpenAPI v3 dialect of a CRD, with its integer formats. */
export function kubernetesAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
  return ajv;
}

/** One schema error: where in the document (path segments) and what, in words that name the field. */
export interface SchemaError {
  segments: string[];
  message: string;
}

/** Ajv's errors as short messages: `spec.transport: must be one of "stdio", ...`. */
export function schemaErrors(
  errors: ErrorObject[] | null | undefined,
  root: string[] = [],
): SchemaError[] {
  const seen = new Set<string>();
  const out: SchemaError[] = [];
  for (const e of errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'anyOf') continue;
    const segments = [
      ...root,
      ...e.instancePath
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')),
    ];
    const field =
      segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i ? `.${s}` : s)).join('') ||
      '(top level)';
    const params = e.params as Record<string, unknown>;
    let message: string;
    let at = segments;
    switch (e.keyword) {
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const name = String(params.additionalProperty ?? params.unevaluatedProperty);
        message = `${field}: unknown field \`${name}\``;
        at = [...segments, name];
        break;
      }
      case 'required':
        message = `${field}: missing required field \`${String(params.missingProperty)}\``;
        break;
      case 'enum':
        message = `${field}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
        break;
      default:
        message = `${field}: ${e.message}`;
    }
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ segments: at, message });
  }
  return out;
}

/** The same errors as lines of text. */
export function describeErrors(
  errors: ErrorObject[] | null | undefined,
  root: string[] = [],
): string[] {
  return schemaErrors(errors, root).map((e) => e.message);
}

export type { ValidateFunction };
