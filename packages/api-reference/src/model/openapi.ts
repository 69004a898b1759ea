import type { Reference } from '@docs-kit/openapi-loader/references';

/**
 * Loose shapes of the OpenAPI 3.1 objects the model reads. The file has been
 * validated before, so these only name the fields; anything may still be a
 * `$ref` until it is resolved.
 */

export type JsonValue = unknown;

export type { Reference };

export type SchemaObject =
  | boolean
  | {
      $ref?: string;
      type?: string | string[];
      title?: string;
      description?: string;
      format?: string;
      enum?: JsonValue[];
      const?: JsonValue;
      default?: JsonValue;
      example?: JsonValue;
      examples?: JsonValue[];
      deprecated?: boolean;
      readOnly?: boolean;
      writeOnly?: boolean;
      properties?: Record<string, SchemaObject>;
      required?: string[];
      additionalProperties?: SchemaObject;
      items?: SchemaObject;
      allOf?: SchemaObject[];
      oneOf?: SchemaObject[];
      anyOf?: SchemaObject[];
      [keyword: string]: JsonValue;
    };

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: JsonValue;
  externalValue?: string;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: JsonValue;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: JsonValue;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface HeaderObject {
  description?: string;
  schema?: SchemaObject;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
}

export type PathItemObject = {
  parameters?: (ParameterObject | Reference)[];
} & { [method: string]: OperationObject | unknown };

export interface TagObject {
  name: string;
  description?: string;
  'x-displayName'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: TagObject[];
  paths?: Record<string, PathItemObject>;
  components?: { schemas?: Record<string, SchemaObject> };
}
