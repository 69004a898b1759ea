import * as z from 'zod/v4';
import {
  factText,
  labelText,
  schemaOutline,
  type SchemaLookup,
  type SchemaOutline,
} from '@docs-kit/api-reference/describe';
import { operationToMarkdown, requestSample } from '@docs-kit/api-reference/markdown';
import type { ApiModel, OperationModel, SchemaNode } from '@docs-kit/api-reference/model';
import { closestMatches } from './closest';
import { define, notFound, withCost, type ToolDefinition } from './define';

const httpMethods = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

const schema = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe(
    'The schema resolved: its type in words, description, facts (allowed values, default, limits) and its fields, each described alike',
  );

const operationOutput = z.object({
  operationId: z.string(),
  anchor: z.string().describe('The heading id of the operation on the reference page'),
  url: z.string().nullable().describe('The operation on the reference page'),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  deprecated: z.boolean(),
  parameters: z.array(
    z.object({
      name: z.string(),
      in: z.string(),
      required: z.boolean(),
      deprecated: z.boolean(),
      type: z.string(),
      description: z.string(),
      facts: z.array(z.string()),
      example: z.string().nullable(),
    }),
  ),
  requestBody: z
    .object({
      required: z.boolean(),
      description: z.string(),
      content: z.array(z.object({ mediaType: z.string(), schema, example: z.string().nullable() })),
    })
    .nullable(),
  responses: z.array(
    z.object({
      status: z.string(),
      description: z.string(),
      content: z.array(z.object({ mediaType: z.string(), schema })),
      headers: z.array(z.object({ name: z.string(), type: z.string(), description: z.string() })),
    }),
  ),
  exampleRequest: z.string().nullable().describe('One request with curl, its body from the file'),
});

/** An outline as JSON: the same words as the page and the twin, empty parts left out. */
function outlineJson(outline: SchemaOutline): Record<string, unknown> {
  return {
    type: labelText(outline.type),
    ...(outline.description.length > 0 ? { description: outline.description.join('\n\n') } : {}),
    ...(outline.facts.length > 0 ? { facts: outline.facts.map((fact) => factText(fact)) } : {}),
    ...(outline.deprecated ? { deprecated: true } : {}),
    ...(outline.fields.length > 0
      ? {
          fields: outline.fields.map((field) => ({
            name: field.name,
            required: field.required,
            ...outlineJson(field.schema),
          })),
        }
      : {}),
    ...(outline.otherKeys ? { otherKeys: outlineJson(outline.otherKeys) } : {}),
    ...(outline.variants.length > 0
      ? {
          variants: outline.variants.map(({ title, options }) => ({
            kind: title,
            options: options.map(outlineJson),
          })),
        }
      : {}),
    ...(outline.seeSchema ? { sameAs: outline.seeSchema.name } : {}),
  };
}

/** A path template matches a concrete path when every `{name}` segment matches one segment. */
function pathMatches(template: string, wanted: string): boolean {
  if (template === wanted) return true;
  const a = template.split('/');
  const b = wanted.split('/');
  return a.length === b.length && a.every((part, i) => /^\{[^}]+\}$/.test(part) || part === b[i]);
}

const methodAndPath = /^([A-Za-z]+)\s+(\/\S*)$/;

/**
 * get_api_operation: one operation of the API reference's model, by any id
 * the site shows (operationId, the `op-…` anchor, a URL with it, or
 * `METHOD /path`), answered as the twin describes it with every schema
 * resolved in place. `pageOf` finds the page that holds a heading id.
 */
export function apiOperationTool(
  model: ApiModel,
  siteUrl: URL,
  pageOf: (anchor: string) => string | null,
): ToolDefinition {
  const operations = model.tags.flatMap((tag) =>
    tag.operations.map((operation) => ({ operation, tag: tag.name })),
  );
  const byId = new Map(operations.map((entry) => [entry.operation.id, entry]));
  const byAnchor = new Map(operations.map((entry) => [entry.operation.anchor, entry]));
  const schemas: SchemaLookup = new Map(model.schemas.map((named) => [named.name, named]));
  const title = model.title || 'REST API';

  const byMethodAndPath = (method: string, path: string) => {
    const candidates = operations.filter(
      ({ operation }) => operation.method === method.toLowerCase(),
    );
    return (
      candidates.find(({ operation }) => operation.path === path) ??
      candidates.find(({ operation }) => pathMatches(operation.path, path))
    );
  };
  const find = (wanted: string) => {
    // A URL or an anchor with its hash: the id is what follows the hash.
    const id = wanted.includes('#') ? wanted.slice(wanted.lastIndexOf('#') + 1) : wanted;
    const spelled = methodAndPath.exec(id);
    return (
      byId.get(id) ??
      byAnchor.get(id) ??
      (spelled ? byMethodAndPath(spelled[1]!, spelled[2]!) : undefined)
    );
  };

  const outlineOf = (node: SchemaNode | undefined) =>
    node ? outlineJson(schemaOutline(node, schemas, { expandRefs: true })) : null;

  function answer(operation: OperationModel, tag: string) {
    const pagePath = pageOf(operation.anchor);
    const url = pagePath ? `${new URL(pagePath.slice(1), siteUrl).href}#${operation.anchor}` : null;
    const structured: z.output<typeof operationOutput> = {
      operationId: operation.id,
      anchor: operation.anchor,
      url,
      method: operation.method.toUpperCase(),
      path: operation.path,
      summary: operation.summary,
      description: operation.description.join('\n\n'),
      tags: tag ? [tag] : [],
      deprecated: operation.deprecated,
      parameters: operation.parameters.map((parameter) => {
        const outline = schemaOutline(parameter.schema, schemas, { expandRefs: true });
        return {
          name: parameter.name,
          in: parameter.in,
          required: parameter.required,
          deprecated: parameter.deprecated,
          type: labelText(outline.type),
          description: parameter.description.join('\n\n'),
          facts: outline.facts.map((fact) => factText(fact)),
          example: parameter.example ?? null,
        };
      }),
      requestBody: operation.requestBody
        ? {
            required: operation.requestBody.required,
            description: operation.requestBody.description.join('\n\n'),
            content: operation.requestBody.content.map((media) => ({
              mediaType: media.mediaType,
              schema: outlineOf(media.schema),
              example: media.examples.find((example) => !example.generated)?.value ?? null,
            })),
          }
        : null,
      responses: operation.responses.map((response) => ({
        status: response.status,
        description: response.description.join('\n\n'),
        content: response.content.map((media) => ({
          mediaType: media.mediaType,
          schema: outlineOf(media.schema),
        })),
        headers: response.headers.map((header) => ({
          name: header.name,
          type: labelText(schemaOutline(header.schema, schemas, { expandRefs: true }).type),
          description: header.description.join('\n\n'),
        })),
      })),
      exampleRequest: requestSample(operation, model.serverUrl) ?? null,
    };
    const markdown = operationToMarkdown(operation, model);
    const [heading, ...rest] = markdown.split('\n\n');
    const ids = `operationId: \`${operation.id}\`${url ? `. Reference page: ${url}` : ''}`;
    return { text: [heading, ids, ...rest].join('\n\n'), structured };
  }

  const tool = define({
    name: 'get_api_operation',
    title: `Look up a ${title} operation`,
    description: `Returns one operation of the ${title} (version ${model.version}) as the API reference page describes it: summary, description, parameters, the request body and every response, each schema resolved into its fields (type, required, description, allowed values, defaults, limits), and one example request. Give "operationId" (an operationId such as "createItem", the page's anchor "op-createItem" or a URL ending in it, or "POST /api/v1/items"), or both "method" and "path" (a path template such as "/api/v1/items/{name}", or a concrete path).`,
    input: z
      .strictObject({
        operationId: z
          .string()
          .trim()
          .min(1)
          .max(2048)
          .optional()
          .describe(
            'The operation: its operationId, its anchor on the reference page ("op-…", or the URL with it), or "METHOD /path"',
          ),
        method: z
          .string()
          .trim()
          .toUpperCase()
          .pipe(z.enum(httpMethods))
          .optional()
          .describe('HTTP method, with "path"'),
        path: z
          .string()
          .trim()
          .startsWith('/', 'path must start with "/"')
          .max(1024)
          .optional()
          .describe('Request path, with "method"'),
      })
      .refine(
        (value) =>
          (value.operationId !== undefined) !==
          (value.method !== undefined || value.path !== undefined),
        'give either operationId, or method and path',
      )
      .refine(
        (value) => (value.method === undefined) === (value.path === undefined),
        'method and path go together: give both',
      ),
    output: operationOutput,
    run(input) {
      const wanted = input.operationId ?? `${input.method} ${input.path}`;
      const found = input.operationId
        ? find(input.operationId)
        : byMethodAndPath(input.method!, input.path!);
      if (!found) {
        const byPath = !input.operationId || methodAndPath.test(wanted);
        const candidates = operations.map(({ operation }) =>
          byPath ? `${operation.method.toUpperCase()} ${operation.path}` : operation.id,
        );
        return notFound('operation', wanted, closestMatches(wanted, candidates));
      }
      return answer(found.operation, found.tag);
    },
  });
  return withCost(tool, () => operations.map(({ operation, tag }) => answer(operation, tag)));
}
