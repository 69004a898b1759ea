import type { NamedSchema, SchemaNode } from './types';

/**
 * The one describer of a schema node: its type label, its facts (allowed
 * values, default, examples, limits) and the outline of its fields. The HTML
 * page (SchemaTree), the Markdown twin and the docs MCP server's
 * `get_api_operation` all describe schemas through it, so they say the same
 * thing in the same words; each only chooses how to show a part (a link, a
 * code span, JSON).
 */

/** Component schemas by name, for following `ref`s. */
export type SchemaLookup = ReadonlyMap<string, NamedSchema>;

/** A piece of a type label: words, or a component schema the renderer may link. */
export type LabelPart = { text: string } | { schema: NamedSchema };

/** One fact about a value: a lead ("Allowed values:", "Default:") and the values it names, as JSON text. */
export interface Fact {
  lead: string;
  values?: string[];
}

export const compositions = [
  ['allOf', 'All of'],
  ['oneOf', 'One of'],
  ['anyOf', 'Any of'],
] as const;
export type CompositionTitle = (typeof compositions)[number][1];

export interface Resolved {
  /** The node, merged with the component schema it refers to. */
  node: SchemaNode;
  /** The component schema the node stands for, if it is a reference. */
  ref?: NamedSchema;
}

/**
 * A reference merged with the schema it stands for: what the file says next
 * to the reference (description, default, examples) describes this use of it.
 */
export function resolveRef(node: SchemaNode, schemas: SchemaLookup): Resolved {
  if (node.ref === undefined) return { node };
  const ref = schemas.get(node.ref);
  if (!ref) return { node };
  return {
    node: {
      ...ref.schema,
      description: node.description.length > 0 ? node.description : ref.schema.description,
      nullable: node.nullable || ref.schema.nullable,
      default: node.default ?? ref.schema.default,
      examples: node.examples ?? ref.schema.examples,
      constraints: [...ref.schema.constraints, ...node.constraints],
      deprecated: node.deprecated || ref.schema.deprecated,
    },
    ref,
  };
}

/** The items of an array, resolved; the node itself for anything else. */
export function unwrapItems(resolved: Resolved, schemas: SchemaLookup): Resolved {
  const { node } = resolved;
  return node.items && node.types.includes('array') ? resolveRef(node.items, schemas) : resolved;
}

function baseType(node: SchemaNode): string {
  let text = node.types.join(' or ');
  if (!text) {
    const composition = compositions.find(([keyword]) => node[keyword]);
    text = composition ? composition[1].toLowerCase() : 'any';
  }
  return node.format ? `${text} (${node.format})` : text;
}

const isMap = (node: SchemaNode) =>
  node.types.includes('object') &&
  typeof node.additionalProperties === 'object' &&
  !node.properties;

/**
 * The type as a reader scans it: `string (date-time)`, `integer or null`,
 * `array of object Workload`, `map of string`, `one of`. A reference shows
 * the type of the schema it names, then the name.
 */
export function typeLabel(node: SchemaNode, schemas: SchemaLookup): LabelPart[] {
  const parts: LabelPart[] = [];
  let nullable = node.nullable;
  if (node.ref !== undefined) {
    const ref = schemas.get(node.ref);
    if (ref) {
      parts.push({ text: `${baseType(ref.schema)} ` }, { schema: ref });
      nullable ||= ref.schema.nullable;
    } else parts.push({ text: node.ref });
  } else if (node.types.length === 1 && node.types[0] === 'array' && node.items) {
    parts.push({ text: 'array of ' }, ...typeLabel(node.items, schemas));
  } else if (isMap(node)) {
    parts.push({ text: 'map of ' }, ...typeLabel(node.additionalProperties as SchemaNode, schemas));
  } else parts.push({ text: baseType(node) });
  if (nullable) parts.push({ text: ' or null' });
  // Neighbouring words read as one piece.
  return parts.reduce<LabelPart[]>((merged, part) => {
    const last = merged[merged.length - 1];
    if (last && 'text' in last && 'text' in part) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/** A label as plain text; `name` shows a referenced schema (its name by default). */
export function labelText(
  parts: readonly LabelPart[],
  name: (schema: NamedSchema) => string = (schema) => schema.name,
): string {
  return parts.map((part) => ('text' in part ? part.text : name(part.schema))).join('');
}

/** Allowed values, the constant, the default, examples and limits, in that order. */
export function schemaFacts(node: SchemaNode): Fact[] {
  const facts: Fact[] = [];
  if (node.enum) facts.push({ lead: 'Allowed values:', values: node.enum });
  if (node.const !== undefined) facts.push({ lead: 'Always', values: [node.const] });
  if (node.default !== undefined) facts.push({ lead: 'Default:', values: [node.default] });
  if (node.examples?.length) {
    facts.push({
      lead: node.examples.length === 1 ? 'Example:' : 'Examples:',
      values: node.examples,
    });
  }
  if (node.constraints.length > 0) {
    const text = node.constraints.join(', ');
    facts.push({ lead: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  return facts;
}

/** A fact as plain text; `value` shows each value (as it is by default). */
export function factText(fact: Fact, value: (text: string) => string = (text) => text): string {
  return fact.values ? `${fact.lead} ${fact.values.map(value).join(', ')}` : fact.lead;
}

/** A schema laid out for reading: its label, what the file says of it, and its fields. */
export interface SchemaOutline {
  type: LabelPart[];
  description: string[];
  facts: Fact[];
  deprecated: boolean;
  /** Properties of the object, or of the array's items. */
  fields: FieldOutline[];
  /** The values of a map, or of keys other than the listed properties. */
  otherKeys?: SchemaOutline;
  /** The variants of its compositions, for a schema that lists no properties. */
  variants: { title: CompositionTitle; options: SchemaOutline[] }[];
  /** The component schema whose fields are not repeated here: it contains itself, or has its own entry. */
  seeSchema?: NamedSchema;
}

export interface FieldOutline {
  name: string;
  required: boolean;
  schema: SchemaOutline;
}

export interface OutlineOptions {
  /**
   * Expand every referenced schema in place (until one contains itself), for
   * a reader who has nothing else to look at; otherwise only the top one,
   * and the rest are named for their own entry.
   */
  expandRefs: boolean;
}

/** The outline of a schema: what a field list shows, recursion kept finite. */
export function schemaOutline(
  node: SchemaNode,
  schemas: SchemaLookup,
  options: OutlineOptions,
  ancestors: readonly string[] = [],
  depth = 0,
): SchemaOutline {
  const resolved = resolveRef(node, schemas);
  const inner = unwrapItems(resolved, schemas);
  const outline: SchemaOutline = {
    type: typeLabel(node, schemas),
    description: resolved.node.description,
    facts: [
      ...schemaFacts(resolved.node),
      ...(inner.node === resolved.node ? [] : schemaFacts(inner.node)),
    ],
    deprecated: resolved.node.deprecated,
    fields: [],
    variants: [],
  };
  let path = ancestors;
  if (inner.ref) {
    if (path.includes(inner.ref.name) || (!options.expandRefs && depth > 0)) {
      return { ...outline, seeSchema: inner.ref };
    }
    path = [...path, inner.ref.name];
  }
  const target = inner.node;
  const child = (schema: SchemaNode) => schemaOutline(schema, schemas, options, path, depth + 1);
  outline.fields = (target.properties ?? []).map((property) => ({
    name: property.name,
    required: property.required,
    schema: child(property.schema),
  }));
  if (typeof target.additionalProperties === 'object') {
    outline.otherKeys = child(target.additionalProperties);
  }
  if (outline.fields.length === 0) {
    for (const [keyword, title] of compositions) {
      const variants = target[keyword];
      if (variants?.length) outline.variants.push({ title, options: variants.map(child) });
    }
  }
  return outline;
}
