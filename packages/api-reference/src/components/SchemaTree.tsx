import React, { createContext, useContext, type ReactNode } from 'react';
import type { NamedSchema, SchemaNode } from '../model/types';
import Paragraphs from './Paragraphs';

/** Component schemas by name, for following `ref`s while rendering. */
export const SchemasContext = createContext<ReadonlyMap<string, NamedSchema>>(new Map());

/**
 * How many references deep a tree expands inline before it links to the
 * schema instead. Operations expand a few levels; the schemas section, where
 * every schema has its own entry, links at once (depth 1 counts the schema
 * itself). This keeps the page's HTML from repeating big trees many times.
 */
export const InlineDepthContext = createContext(4);

interface Resolved {
  node: SchemaNode;
  /** The component schema this node stands for, if it is a reference. */
  ref?: NamedSchema;
  /** The reference is already being expanded further up this tree. */
  recursive: boolean;
}

function resolve(
  node: SchemaNode,
  schemas: ReadonlyMap<string, NamedSchema>,
  ancestors: readonly string[],
): Resolved {
  if (node.ref === undefined) return { node, recursive: false };
  const ref = schemas.get(node.ref);
  if (!ref) return { node, recursive: false };
  return {
    node: {
      ...ref.schema,
      // What the file says next to the reference describes this use of the schema.
      description: node.description.length > 0 ? node.description : ref.schema.description,
      nullable: node.nullable || ref.schema.nullable,
      default: node.default ?? ref.schema.default,
      examples: node.examples ?? ref.schema.examples,
      constraints: [...ref.schema.constraints, ...node.constraints],
      deprecated: node.deprecated || ref.schema.deprecated,
    },
    ref,
    recursive: ancestors.includes(ref.name),
  };
}

const compositions = [
  ['allOf', 'All of'],
  ['oneOf', 'One of'],
  ['anyOf', 'Any of'],
] as const;

function baseType(node: SchemaNode): string {
  let text = node.types.join(' | ');
  if (!text) {
    const composition = compositions.find(([keyword]) => node[keyword]);
    text = composition ? composition[1].toLowerCase() : 'any';
  }
  if (node.format) text += ` (${node.format})`;
  return node.nullable ? `${text} | null` : text;
}

/** The type as a reader scans it: `string (date-time)`, `array of Workload`, `object | null`. */
export function TypeLabel({
  node,
  plain = false,
}: {
  node: SchemaNode;
  /** No links, for use inside a <summary>, which must not hold interactive content. */
  plain?: boolean;
}): ReactNode {
  const schemas = useContext(SchemasContext);
  if (node.ref !== undefined) {
    const ref = schemas.get(node.ref);
    const type = ref
      ? baseType({ ...ref.schema, nullable: node.nullable || ref.schema.nullable })
      : '';
    return (
      <>
        <span className="api-type">{type}</span>{' '}
        {plain ? (
          <code className="api-ref">{node.ref}</code>
        ) : (
          <a className="api-ref" href={`#${ref?.anchor ?? ''}`}>
            {node.ref}
          </a>
        )}
      </>
    );
  }
  if (node.types.length === 1 && node.types[0] === 'array' && node.items) {
    return (
      <>
        <span className="api-type">array of</span> <TypeLabel node={node.items} plain={plain} />
        {node.nullable && <span className="api-type"> | null</span>}
      </>
    );
  }
  if (
    node.types.includes('object') &&
    typeof node.additionalProperties === 'object' &&
    !node.properties
  ) {
    return (
      <>
        <span className="api-type">map of</span>{' '}
        <TypeLabel node={node.additionalProperties} plain={plain} />
        {node.nullable && <span className="api-type"> | null</span>}
      </>
    );
  }
  return <span className="api-type">{baseType(node)}</span>;
}

function Values({ values }: { values: readonly string[] }): ReactNode {
  return values.map((value, index) => (
    <React.Fragment key={index}>
      {index > 0 && ', '}
      <code>{value}</code>
    </React.Fragment>
  ));
}

/** Allowed values, default, examples and limits, each on its own line. */
function Facts({ node }: { node: SchemaNode }): ReactNode {
  return (
    <>
      {node.enum && (
        <p className="api-facts">
          Allowed values: <Values values={node.enum} />
        </p>
      )}
      {node.const !== undefined && (
        <p className="api-facts">
          Always <code>{node.const}</code>
        </p>
      )}
      {node.default !== undefined && (
        <p className="api-facts">
          Default: <code>{node.default}</code>
        </p>
      )}
      {node.examples && (
        <p className="api-facts">
          {node.examples.length === 1 ? 'Example' : 'Examples'}: <Values values={node.examples} />
        </p>
      )}
      {node.constraints.length > 0 && <p className="api-facts">{node.constraints.join(', ')}</p>}
    </>
  );
}

/** The node whose properties, variants or map values an array's items show. */
function unwrapItems(
  resolved: Resolved,
  schemas: ReadonlyMap<string, NamedSchema>,
  ancestors: readonly string[],
) {
  const { node } = resolved;
  if (node.items && node.types.includes('array')) return resolve(node.items, schemas, ancestors);
  return resolved;
}

function hasChildren(node: SchemaNode): boolean {
  return Boolean(
    node.properties?.length ||
    typeof node.additionalProperties === 'object' ||
    compositions.some(([keyword]) => node[keyword]?.length),
  );
}

interface BranchProps {
  resolved: Resolved;
  ancestors: readonly string[];
}

/** What a collapsed branch says about its content. */
function branchLabel(node: SchemaNode): string {
  if (node.properties?.length) {
    const count = node.properties.length;
    return `${count} ${count === 1 ? 'property' : 'properties'}`;
  }
  if (typeof node.additionalProperties === 'object') return 'Map values';
  const composition = compositions.find(([keyword]) => node[keyword]);
  return composition ? `${composition[1]} ${node[composition[0]]!.length} schemas` : 'Details';
}

/**
 * The children of a schema: its properties, its map values and its
 * composition variants. Recursion stops at a reference that is already open
 * further up, and after a few levels, with a link to the schema instead.
 */
function Children({ resolved, ancestors }: BranchProps): ReactNode {
  const schemas = useContext(SchemasContext);
  const maxInlineDepth = useContext(InlineDepthContext);
  const target = unwrapItems(resolved, schemas, ancestors);
  const { node, ref } = target;
  const path = ref ? [...ancestors, ref.name] : ancestors;
  if (ref && (target.recursive || ancestors.length >= maxInlineDepth)) {
    return (
      <p className="api-facts api-recursive">
        {target.recursive ? 'Contains itself: see ' : 'See '}
        <a href={`#${ref.anchor}`}>{ref.name}</a>
        {target.recursive ? ' for its fields.' : ' for the rest of this tree.'}
      </p>
    );
  }
  return (
    <>
      {node.properties && node.properties.length > 0 && (
        <div className="api-props">
          {node.properties.map((property) => (
            <PropertyRow
              key={property.name}
              name={property.name}
              required={property.required}
              schema={property.schema}
              ancestors={path}
            />
          ))}
        </div>
      )}
      {typeof node.additionalProperties === 'object' && (
        <div className="api-props">
          <PropertyRow
            name="<key>"
            required={false}
            schema={node.additionalProperties}
            ancestors={path}
          />
        </div>
      )}
      {compositions.map(
        ([keyword, title]) =>
          node[keyword] && (
            <div className="api-composition" key={keyword}>
              <p className="api-composition__title">{title}:</p>
              {node[keyword]!.map((variant, index) => (
                <Variant key={index} index={index} variant={variant} ancestors={path} />
              ))}
            </div>
          ),
      )}
    </>
  );
}

function Variant({
  index,
  variant,
  ancestors,
}: {
  index: number;
  variant: SchemaNode;
  ancestors: readonly string[];
}): ReactNode {
  const schemas = useContext(SchemasContext);
  const resolved = resolve(variant, schemas, ancestors);
  const expandable = hasChildren(unwrapItems(resolved, schemas, ancestors).node);
  const head = (plain: boolean) => (
    <>
      <span className="api-variant__index">Option {index + 1}:</span>{' '}
      <TypeLabel node={variant} plain={plain} />
    </>
  );
  if (!expandable) {
    return (
      <div className="api-variant">
        <p className="api-prop__head">{head(false)}</p>
        <Paragraphs text={resolved.node.description} className="api-prop__desc" />
        <Facts node={resolved.node} />
      </div>
    );
  }
  return (
    <details className="api-tree api-variant">
      <summary className="api-tree__summary">{head(true)}</summary>
      <div className="api-tree__children">
        <Paragraphs text={resolved.node.description} className="api-prop__desc" />
        <Facts node={resolved.node} />
        <Children resolved={resolved} ancestors={ancestors} />
      </div>
    </details>
  );
}

/** One property: name, type and marks, description and limits, and its own children folded away. */
function PropertyRow({
  name,
  required,
  schema,
  ancestors,
}: {
  name: string;
  required: boolean;
  schema: SchemaNode;
  ancestors: readonly string[];
}): ReactNode {
  const schemas = useContext(SchemasContext);
  const maxInlineDepth = useContext(InlineDepthContext);
  const resolved = resolve(schema, schemas, ancestors);
  const target = unwrapItems(resolved, schemas, ancestors);
  const inner = target.node;
  // A reference that is open further up, or too deep to expand, is only linked from its type.
  const stop = target.ref !== undefined && (target.recursive || ancestors.length >= maxInlineDepth);
  return (
    <div className="api-prop">
      <p className="api-prop__head">
        <code className="api-prop__name">{name}</code> <TypeLabel node={schema} />
        {required && <span className="api-badge api-badge--required">required</span>}
        {resolved.node.deprecated && <span className="api-badge">deprecated</span>}
      </p>
      <Paragraphs text={resolved.node.description} className="api-prop__desc" />
      <Facts node={resolved.node} />
      {inner !== resolved.node && <Facts node={inner} />}
      {stop && target.recursive && (
        <p className="api-facts api-recursive">
          Contains itself: see <a href={`#${target.ref!.anchor}`}>{target.ref!.name}</a> for its
          fields.
        </p>
      )}
      {!stop && hasChildren(inner) && (
        <details className="api-tree">
          <summary className="api-tree__summary">
            {branchLabel(inner)} of <code>{name}</code>
          </summary>
          <div className="api-tree__children">
            <Children resolved={resolved} ancestors={ancestors} />
          </div>
        </details>
      )}
    </div>
  );
}

/**
 * A schema as an expandable tree: its type, description and limits, then its
 * properties (or items, map values, variants) open at the first level and
 * folded below it. Native <details>, so it works without JavaScript.
 */
export default function SchemaTree({
  schema,
  ancestors = [],
}: {
  schema: SchemaNode;
  /** Names of component schemas this tree is already inside (for a schema's own section). */
  ancestors?: readonly string[];
}): ReactNode {
  const schemas = useContext(SchemasContext);
  const resolved = resolve(schema, schemas, []);
  const inner = unwrapItems(resolved, schemas, ancestors).node;
  return (
    <div className="api-schema">
      <p className="api-schema__type" data-search-exclude>
        Type: <TypeLabel node={schema} />
      </p>
      {schema.ref !== undefined && (
        <Paragraphs text={resolved.node.description} className="api-prop__desc" />
      )}
      <Facts node={resolved.node} />
      {inner !== resolved.node && <Facts node={inner} />}
      {hasChildren(inner) && (
        <Children resolved={{ ...resolved, recursive: false }} ancestors={ancestors} />
      )}
    </div>
  );
}
