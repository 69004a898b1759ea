import { readFile } from 'node:fs/promises';
import { bundle, createConfig, parseYaml } from '@redocly/openapi-core';
import { loadSpec } from '@docs-kit/openapi-loader';

export type JsonSchema = Record<string, unknown> | boolean;

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface MediaTypes {
  [mediaType: string]: MediaType;
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

export interface OperationSpec {
  /** "GET /api/v1beta/workloads/{name}": the key handlers are registered under. */
  key: string;
  method: string;
  /** The OpenAPI path template, e.g. /api/v1beta/workloads/{name}. */
  path: string;
  parameters: ParameterSpec[];
  requestBody?: { required: boolean; content: MediaTypes };
  /** Responses by status code ("200", "404", "default"); content is empty when there is no body. */
  responses: Record<string, { content: MediaTypes }>;
}

export interface ApiContract {
  specPath: string;
  /** The document as written in the YAML file, for GET /api/openapi.json. */
  document: Record<string, unknown>;
  /** The operations with every $ref replaced by its target. */
  operations: OperationSpec[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** Matches request paths to an OpenAPI path template; a trailing slash is allowed. */
export function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function readParameters(list: unknown): ParameterSpec[] {
  return (Array.isArray(list) ? list : []).map((raw) => {
    const parameter = asRecord(raw);
    return {
      name: String(parameter.name),
      in: parameter.in as ParameterSpec['in'],
      required: parameter.required === true,
      schema: parameter.schema as JsonSchema | undefined,
      example: parameter.example,
    };
  });
}

function readOperations(document: Record<string, unknown>): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, rawItem] of Object.entries(asRecord(document.paths))) {
    const item = asRecord(rawItem);
    const shared = readParameters(item.parameters);
    for (const method of methods) {
      if (!(method in item)) continue;
      const operation = asRecord(item[method]);
      const own = readParameters(operation.parameters);
      // Operation-level parameters override path-level ones with the same name and location.
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const body = operation.requestBody ? asRecord(operation.requestBody) : undefined;
      const responses: OperationSpec['responses'] = {};
      for (const [status, rawResponse] of Object.entries(asRecord(operation.responses))) {
        responses[status] = { content: asRecord(asRecord(rawResponse).content) as MediaTypes };
      }
      operations.push({
        key: operationKey(method, path),
        method: method.toUpperCase(),
        path,
        parameters,
        requestBody: body
          ? { required: body.required === true, content: asRecord(body.content) as MediaTypes }
          : undefined,
        responses,
      });
    }
  }
  return operations;
}

/**
 * Reads the OpenAPI file the sandbox answers to. The API reference's loader
 * checks it first, so a file the reference refuses, the sandbox refuses with
 * the same message; then Redocly's bundler resolves every $ref, so the
 * schemas the sandbox validates against are the ones readers see.
 */
export async function loadContract(specPath: string): Promise<ApiContract> {
  await loadSpec(specPath, specPath, 'the --openapi flag');
  const document = asRecord(parseYaml(await readFile(specPath, 'utf8')));
  const result = await bundle({ ref: specPath, config: await createConfig({}), dereference: true });
  return {
    specPath,
    document,
    operations: readOperations(asRecord(result.bundle.parsed)),
  };
}
