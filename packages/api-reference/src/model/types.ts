import type { TryItHelp } from '../try-it/help';

/**
 * The view model: everything the page shows, as plain JSON. The plugin builds
 * it from the bundled OpenAPI file at build time; the components only render
 * it, so they never read the OpenAPI file's structure themselves.
 */

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ApiModel {
  title: string;
  version: string;
  /** Plain-text paragraphs of info.description. */
  description: string[];
  /** Where code samples and the try-it console send requests by default. */
  serverUrl: string;
  tags: TagModel[];
  /** components.schemas, in file order; operations refer to them by name. */
  schemas: NamedSchema[];
  /** What the try-it console tells a reader whose request failed. */
  tryItHelp: TryItHelp;
}

export interface TagModel {
  name: string;
  /** Heading text: x-displayName, or the name with a capital first letter. */
  title: string;
  anchor: string;
  description: string[];
  operations: OperationModel[];
}

export interface OperationModel {
  /** operationId, or one derived from method and path when the file has none. */
  id: string;
  anchor: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string[];
  deprecated: boolean;
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description: string[];
  schema: SchemaNode;
  /** The file's example (parameter, then schema), as the reader would type it; absent if none. */
  example?: string;
}

export interface RequestBodyModel {
  required: boolean;
  description: string[];
  content: MediaModel[];
}

export interface ResponseModel {
  /** "200", "4XX" or "default". */
  status: string;
  description: string[];
  content: MediaModel[];
  headers: HeaderModel[];
}

export interface HeaderModel {
  name: string;
  description: string[];
  schema: SchemaNode;
}

export interface MediaModel {
  mediaType: string;
  schema?: SchemaNode;
  examples: ExampleModel[];
}

export interface ExampleModel {
  /** Key in the examples map; absent for a single example. */
  name?: string;
  summary?: string;
  /** Ready to show: JSON pretty-printed, text as it is. */
  value: string;
  /** True when openapi-sampler made it up because the file has no example. */
  generated: boolean;
}

export interface NamedSchema {
  name: string;
  anchor: string;
  schema: SchemaNode;
}

export interface PropertyModel {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

/**
 * One JSON Schema, simplified for display. A reference to a component schema
 * keeps only its name (`ref`) and any sibling description; the renderer looks
 * the schema up, which keeps recursive schemas finite.
 */
export interface SchemaNode {
  ref?: string;
  title?: string;
  description: string[];
  /** Types other than "null", in file order; empty means any type. */
  types: string[];
  /** True when "null" is among the types (OpenAPI 3.1 has no `nullable`). */
  nullable: boolean;
  format?: string;
  /** Allowed values as JSON text. */
  enum?: string[];
  const?: string;
  default?: string;
  examples?: string[];
  /** Readable limits such as "at least 1 character" or "read-only". */
  constraints: string[];
  deprecated: boolean;
  properties?: PropertyModel[];
  /** Values of a map: a schema, or true for any value. */
  additionalProperties?: SchemaNode | true;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
}

/** An entry of the page's table of contents, as Docusaurus expects it. */
export interface TocEntry {
  /** HTML: Docusaurus renders TOC values as markup, so text is escaped. */
  value: string;
  id: string;
  level: number;
}
