import { mediaExamples, type Direction } from './examples';
import type {
  HeaderObject,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  Reference,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from './openapi';
import { ApiSpecError, jsonPointer, type SpecProblem } from '@docs-kit/openapi-loader';
import { dereference } from '@docs-kit/openapi-loader/references';
import { toSchemaNode } from './schema-node';
import { slug } from '@docs-kit/build-utils/slug';
import { literal, paragraphs } from './text';
import {
  httpMethods,
  type ApiModel,
  type HttpMethod,
  type MediaModel,
  type OperationModel,
  type ParameterModel,
  type RequestBodyModel,
  type ResponseModel,
  type TagModel,
} from './types';
import { noHelp, type TryItHelp } from '../try-it/help';

export interface BuildOptions {
  serverUrl: string;
  /** How error messages name the file. */
  file: string;
  tryItHelp?: TryItHelp;
}

/** Operation ids become HTML ids and URL fragments, so they keep to characters that need no escaping. */
const safeOperationId = /^[A-Za-z0-9_.-]+$/;

/** Title of the group of operations that have no tag. */
export const untaggedTitle = 'Other operations';

function mediaList(
  document: unknown,
  content: Record<string, MediaTypeObject> | undefined,
  direction: Direction,
): MediaModel[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    ...(media.schema === undefined ? {} : { schema: toSchemaNode(document, media.schema) }),
    examples: mediaExamples(document, mediaType, media, direction),
  }));
}

function parameterExample(document: unknown, parameter: ParameterObject): string | undefined {
  if (parameter.example !== undefined) return literal(parameter.example);
  const first = Object.values(parameter.examples ?? {})[0];
  if (first) {
    const value = dereference<{ value?: unknown }>(document, first).value;
    if (value !== undefined) return literal(value);
  }
  const schema = parameter.schema;
  if (typeof schema === 'object' && schema.$ref === undefined) {
    if (schema.examples?.length) return literal(schema.examples[0]);
    if (schema.example !== undefined) return literal(schema.example);
  }
  return undefined;
}

/** Path-level parameters apply to every operation unless the operation redefines them. */
function parametersOf(
  document: unknown,
  pathItem: PathItemObject,
  operation: OperationObject,
): ParameterModel[] {
  const resolve = (list: (ParameterObject | Reference)[] | undefined) =>
    (list ?? []).map((entry) => dereference<ParameterObject>(document, entry));
  const own = resolve(operation.parameters);
  const inherited = resolve(pathItem.parameters).filter(
    (parameter) => !own.some((mine) => mine.name === parameter.name && mine.in === parameter.in),
  );
  return [...inherited, ...own].map((parameter) => {
    const example = parameterExample(document, parameter);
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      deprecated: parameter.deprecated === true,
      description: paragraphs(parameter.description),
      schema: toSchemaNode(document, parameter.schema ?? true),
      ...(example === undefined ? {} : { example }),
    };
  });
}

function requestBodyOf(
  document: unknown,
  operation: OperationObject,
): RequestBodyModel | undefined {
  if (!operation.requestBody) return undefined;
  const body = dereference<RequestBodyObject>(document, operation.requestBody);
  return {
    required: body.required === true,
    description: paragraphs(body.description),
    content: mediaList(document, body.content, 'request'),
  };
}

function responsesOf(document: unknown, operation: OperationObject): ResponseModel[] {
  return Object.entries(operation.responses ?? {}).map(([status, entry]) => {
    const response = dereference<ResponseObject>(document, entry);
    return {
      status,
      description: paragraphs(response.description),
      content: mediaList(document, response.content, 'response'),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => {
        const resolved = dereference<HeaderObject>(document, header);
        return {
          name,
          description: paragraphs(resolved.description),
          schema: toSchemaNode(document, resolved.schema ?? true),
        };
      }),
    };
  });
}

function operationId(method: HttpMethod, path: string, operation: OperationObject): string {
  return operation.operationId ?? slug(`${method} ${path}`);
}

/** Keeps ids unique: a derived id that collides with another gets a number. */
function uniqueIds() {
  const used = new Set<string>();
  return (id: string) => {
    let candidate = id;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${id}-${n}`;
    used.add(candidate);
    return candidate;
  };
}

/**
 * Turns the bundled OpenAPI document into the page's view model. Operations
 * are grouped under their first tag, in the order of the file's `tags` list
 * (tags it does not list follow in order of use); operations without a tag
 * come last.
 */
export function buildModel(bundled: unknown, options: BuildOptions): ApiModel {
  const document = bundled as OpenApiDocument;
  const tags = new Map<string, TagModel>();
  const uniqueAnchor = uniqueIds();
  const addTag = (name: string, description?: string, displayName?: string) => {
    if (tags.has(name)) return tags.get(name)!;
    const title = displayName ?? name.charAt(0).toUpperCase() + name.slice(1);
    const tag: TagModel = {
      name,
      title,
      anchor: uniqueAnchor(`tag-${slug(name) || 'operations'}`),
      description: paragraphs(description),
      operations: [],
    };
    tags.set(name, tag);
    return tag;
  };
  for (const tag of document.tags ?? []) addTag(tag.name, tag.description, tag['x-displayName']);

  const untagged: OperationModel[] = [];
  const problems: SpecProblem[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (!operation) continue;
      const id = operationId(method, path, operation);
      if (!safeOperationId.test(id)) {
        problems.push({
          pointer: jsonPointer('paths', path, method, 'operationId'),
          reason: `operationId "${id}" becomes the operation's anchor on the page; use only letters, digits, ".", "_" and "-"`,
        });
        continue;
      }
      const model: OperationModel = {
        id,
        anchor: uniqueAnchor(`op-${id}`),
        method,
        path,
        summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
        description: paragraphs(operation.description),
        deprecated: operation.deprecated === true,
        parameters: parametersOf(document, pathItem, operation),
        responses: responsesOf(document, operation),
      };
      const requestBody = requestBodyOf(document, operation);
      if (requestBody) model.requestBody = requestBody;
      const tagName = operation.tags?.[0];
      if (tagName === undefined) untagged.push(model);
      else addTag(tagName).operations.push(model);
    }
  }
  if (problems.length > 0) throw new ApiSpecError(options.file, problems);
  const groups = [...tags.values()].filter((tag) => tag.operations.length > 0);
  if (untagged.length > 0) {
    groups.push({
      name: '',
      title: untaggedTitle,
      anchor: uniqueAnchor('tag-other-operations'),
      description: [],
      operations: untagged,
    });
  }

  return {
    title: document.info.title,
    version: document.info.version,
    description: paragraphs(document.info.description),
    serverUrl: options.serverUrl,
    tags: groups,
    schemas: Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
      name,
      anchor: uniqueAnchor(`schema-${name}`),
      schema: toSchemaNode(document, schema as SchemaObject),
    })),
    tryItHelp: options.tryItHelp ?? noHelp,
  };
}
