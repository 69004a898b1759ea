import type { SchemaObject } from './openapi';
import { componentSchemaName, resolvePointer } from '@docs-kit/openapi-loader/references';
import { paragraphs } from './text';
import type { SchemaNode } from './types';

type SchemaMap = Exclude<SchemaObject, boolean>;

const json = (value: unknown) => JSON.stringify(value);

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Validation keywords as short phrases a reader understands without JSON Schema. */
function constraintsOf(schema: SchemaMap): string[] {
  const found: string[] = [];
  const number = (key: string) =>
    typeof schema[key] === 'number' ? (schema[key] as number) : null;
  const minLength = number('minLength');
  const maxLength = number('maxLength');
  if (minLength !== null) found.push(`at least ${plural(minLength, 'character')}`);
  if (maxLength !== null) found.push(`at most ${plural(maxLength, 'character')}`);
  if (typeof schema.pattern === 'string') found.push(`matches ${schema.pattern}`);
  const bounds: [string, string][] = [
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['exclusiveMaximum', '<'],
    ['multipleOf', 'multiple of'],
  ];
  for (const [key, symbol] of bounds) {
    const value = number(key);
    if (value !== null) found.push(`${symbol} ${value}`);
  }
  const minItems = number('minItems');
  const maxItems = number('maxItems');
  if (minItems !== null) found.push(`at least ${plural(minItems, 'item')}`);
  if (maxItems !== null) found.push(`at most ${plural(maxItems, 'item')}`);
  if (schema.uniqueItems === true) found.push('unique items');
  const minProperties = number('minProperties');
  const maxProperties = number('maxProperties');
  if (minProperties !== null)
    found.push(`at least ${plural(minProperties, 'property', 'properties')}`);
  if (maxProperties !== null)
    found.push(`at most ${plural(maxProperties, 'property', 'properties')}`);
  if (schema.readOnly) found.push('read-only');
  if (schema.writeOnly) found.push('write-only');
  return found;
}

function typesOf(schema: SchemaMap): { types: string[]; nullable: boolean } {
  const declared = schema.type === undefined ? [] : [schema.type].flat();
  const types = declared.filter((type) => type !== 'null');
  if (types.length === 0 && declared.length === 0) {
    // Untyped schemas that only list properties or items still read as objects or arrays.
    if (schema.properties || schema.additionalProperties) types.push('object');
    else if (schema.items) types.push('array');
  }
  return { types, nullable: declared.includes('null') };
}

const isNullSchema = (schema: SchemaObject) =>
  typeof schema === 'object' && schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * Converts one JSON Schema (OpenAPI 3.1 dialect) into a display node.
 * References to component schemas become `{ ref: name }`; other local
 * references are followed, with a guard for ones that lead back to themselves.
 */
export function toSchemaNode(
  document: unknown,
  schema: SchemaObject,
  following: ReadonlySet<string> = new Set(),
): SchemaNode {
  const empty: SchemaNode = {
    description: [],
    types: [],
    nullable: false,
    constraints: [],
    deprecated: false,
  };
  if (typeof schema === 'boolean') return schema ? empty : { ...empty, types: ['never'] };

  if (typeof schema.$ref === 'string') {
    const name = componentSchemaName(schema.$ref);
    const description = paragraphs(schema.description);
    if (name !== undefined) return { ...empty, ref: name, description };
    if (following.has(schema.$ref)) return { ...empty, description: ['Refers back to itself.'] };
    const target = resolvePointer(document, schema.$ref) as SchemaObject;
    const node = toSchemaNode(document, target, new Set([...following, schema.$ref]));
    return description.length > 0 ? { ...node, description } : node;
  }

  const convert = (child: SchemaObject) => toSchemaNode(document, child, following);

  // `oneOf: [X, {type: null}]` is how 3.1 files make a referenced schema
  // nullable; show it as X that may be null rather than as a choice.
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const variants = schema[keyword];
    if (variants?.length === 2 && variants.some(isNullSchema)) {
      const other = variants.find((variant) => !isNullSchema(variant))!;
      const rest = { ...schema };
      delete rest[keyword];
      const base = convert(other);
      const outer = toSchemaNode(document, rest, following);
      return {
        ...base,
        nullable: true,
        description: outer.description.length > 0 ? outer.description : base.description,
        ...(outer.default === undefined ? {} : { default: outer.default }),
      };
    }
  }

  // `allOf: [X]` is how files attach a description or default to a reference;
  // show it as X with those, not as a composition of one.
  if (schema.allOf?.length === 1 && schema.type === undefined && !schema.properties) {
    const { allOf, ...rest } = schema;
    const base = convert(allOf[0]!);
    const outer = toSchemaNode(document, rest, following);
    return {
      ...base,
      description: outer.description.length > 0 ? outer.description : base.description,
      nullable: base.nullable || outer.nullable,
      ...(outer.default === undefined ? {} : { default: outer.default }),
      ...(outer.examples === undefined ? {} : { examples: outer.examples }),
      constraints: [...base.constraints, ...outer.constraints],
      deprecated: base.deprecated || outer.deprecated,
    };
  }

  const { types, nullable } = typesOf(schema);
  const node: SchemaNode = {
    ...empty,
    types,
    nullable,
    description: paragraphs(schema.description),
    constraints: constraintsOf(schema),
    deprecated: schema.deprecated === true,
  };
  if (schema.title) node.title = schema.title;
  if (schema.format) node.format = schema.format;
  if (schema.enum) node.enum = schema.enum.map(json);
  if (schema.const !== undefined) node.const = json(schema.const);
  if (schema.default !== undefined) node.default = json(schema.default);
  const examples = [
    ...(schema.examples ?? []),
    ...(schema.example === undefined ? [] : [schema.example]),
  ];
  if (examples.length > 0) node.examples = examples.map(json);

  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    node.properties = Object.entries(schema.properties).map(([name, property]) => ({
      name,
      required: required.has(name),
      schema: convert(property),
    }));
  }
  if (schema.additionalProperties === true) node.additionalProperties = true;
  else if (typeof schema.additionalProperties === 'object') {
    node.additionalProperties = convert(schema.additionalProperties);
  }
  if (schema.items !== undefined && typeof schema.items !== 'boolean')
    node.items = convert(schema.items);
  if (schema.allOf) node.allOf = schema.allOf.map(convert);
  if (schema.oneOf) node.oneOf = schema.oneOf.map(convert);
  if (schema.anyOf) node.anyOf = schema.anyOf.map(convert);
  return node;
}
