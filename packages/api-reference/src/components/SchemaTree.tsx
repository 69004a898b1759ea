import React, { createContext, useContext, type ReactNode } from 'react';
import {
  compositions,
  resolveRef,
  schemaFacts,
  typeLabel,
  type Resolved as DescribedNode,
  type SchemaLookup,
} from '../model/describe';
import type { NamedSchema, SchemaNode } from '../model/types';
import Paragraphs from './Paragraphs';

/** Component schemas by name, for following `ref`s while rendering. */
export const SchemasContext = createContext<ReadonlyMap<string, NamedSchema>>(new Map());

/**
 * How many references deep a tree expands inline before it links to the
 * schema's own entry instead. The page shows each named schema once, in the
 * schemas section: an operation lists its body's and responses' fields and
 * links every named schema under them (depth 1 counts the schema itself).
 * Expanding them in place repeated big trees many times, 583 KB of HTML that
 * converted to 119 K characters of text, over what an agent reads in one fetch.
 */
export const InlineDepthContext = createContext(1);

interface Resolved extends DescribedNode {
  /** The reference is already being expanded further up this tree. */
  recursive: boolean;
}

function resolve(node: SchemaNode, schemas: SchemaLookup, ancestors: readonly string[]): Resolved {
  const resolved = resolveRef(node, schemas);
  return {
    ...resolved,
    recursive: resolved.ref !== undefined && ancestors.includes(resolved.ref.name),
  };
}

/** The type as a reader scans it, in the describer's words: `string (date-time)`, `array of object Workload`. */
export function TypeLabel({
  node,
  plain = false,
}: {
  node: SchemaNode;
  /** No links, for use inside a <summary>, which must not hold interactive content. */
  plain?: boolean;
}): ReactNode {
  const schemas = useContext(SchemasContext);
  return typeLabel(node, schemas).map((part, index) =>
    'text' in part ? (
      <span key={index} className="api-type">
        {part.text}
      </span>
    ) : plain ? (
      <code key={index} className="api-ref">
        {part.schema.name}
      </code>
    ) : (
      <a key={index} className="api-ref" href={`#${part.schema.anchor}`}>
        {part.schema.name}
      </a>
    ),
  );
}

/** Allowed values, default, examples and limits, each on its own line. */
function Facts({ node }: { node: SchemaNode }): ReactNode {
  return schemaFacts(node).map((fact, index) => (
    <p key={index} className="api-facts">
      {fact.lead}
      {fact.values?.map((value, position) => (
        <React.Fragment key={position}>
          {position > 0 ? ', ' : ' '}
          <code>{value}</code>
        </React.Fragment>
      ))}
    </p>
  ));
}

/** The node whose properties, variants or map values an array's items show. */
function unwrap(resolved: Resolved, schemas: SchemaLookup, ancestors: readonly string[]): Resolved {
  return resolved.node.items && resolved.node.types.includes('array')
    ? resolve(resolved.node.items, schemas, ancestors)
    : resolved;
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
  const target = unwrap(resolved, schemas, ancestors);
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
  const expandable = hasChildren(unwrap(resolved, schemas, ancestors).node);
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
  const target = unwrap(resolved, schemas, ancestors);
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
  linkNamed = false,
}: {
  schema: SchemaNode;
  /** Names of component schemas this tree is already inside (for a schema's own section). */
  ancestors?: readonly string[];
  /** A named schema shows as its type, linked to its entry, without its fields. */
  linkNamed?: boolean;
}): ReactNode {
  const schemas = useContext(SchemasContext);
  const resolved = resolve(schema, schemas, []);
  const inner = unwrap(resolved, schemas, ancestors).node;
  const typeLine = (
    <p className="api-schema__type" data-search-exclude>
      Type: <TypeLabel node={schema} />
    </p>
  );
  if (linkNamed && schema.ref !== undefined) return <div className="api-schema">{typeLine}</div>;
  return (
    <div className="api-schema">
      {typeLine}
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
