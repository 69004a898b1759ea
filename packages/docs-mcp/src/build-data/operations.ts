import type { ApiData, JsonSchema, OperationEntry } from '../data';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Follows a local `$ref` (parameters, bodies, responses); schema references are kept as they are. */
function deref(document: Json, value: unknown): Json {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/')) break;
    current = pointer
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return isObject(current) ? current : {};
}

function contentOf(document: Json, content: unknown) {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => {
    const schema = deref(document, media).schema;
    return { mediaType, schema: isObject(schema) ? (schema as JsonSchema) : null };
  });
}

/**
 * The operations of a bundled OpenAPI 3.1 document (as the api-reference
 * package's loader returns it), with path-level parameters merged in and
 * component schemas kept apart under their names.
 */
export function apiFromDocument(document: unknown): ApiData {
  const root = isObject(document) ? document : {};
  const info = isObject(root.info) ? root.info : {};
  const operations: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    const item = deref(root, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of methods) {
      if (!isObject(item[method])) continue;
      const operation = item[method];
      const parameters = new Map<string, Json>();
      for (const raw of [
        ...shared,
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ]) {
        const parameter = deref(root, raw);
        parameters.set(`${text(parameter.in)}:${text(parameter.name)}`, parameter);
      }
      const body = operation.requestBody ? deref(root, operation.requestBody) : null;
      operations.push({
        operationId: text(operation.operationId) || `${method}_${path}`,
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
        deprecated: operation.deprecated === true,
        parameters: [...parameters.values()].map((parameter) => ({
          name: text(parameter.name),
          in: text(parameter.in),
          required: parameter.required === true,
          description: text(parameter.description),
          schema: isObject(parameter.schema) ? (parameter.schema as JsonSchema) : null,
        })),
        requestBody: body
          ? {
              required: body.required === true,
              description: text(body.description),
              content: contentOf(root, body.content),
            }
          : null,
        responses: Object.entries(isObject(operation.responses) ? operation.responses : {}).map(
          ([status, raw]) => {
            const response = deref(root, raw);
            return {
              status,
              description: text(response.description),
              content: contentOf(root, response.content),
            };
          },
        ),
      });
    }
  }
  const components = isObject(root.components) ? root.components : {};
  return {
    title: text(info.title),
    version: text(info.version),
    operations,
    schemas: (isObject(components.schemas) ? components.schemas : {}) as Record<string, JsonSchema>,
  };
}
