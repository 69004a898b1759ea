/**
 * The one resolver of `$ref`s in a bundled OpenAPI document: the API
 * reference's model and anything else that reads the document follow
 * references through it, so a loop or a dangling pointer fails the same way
 * everywhere, with a message that names it.
 */

/** A `$ref` object, with the siblings OpenAPI 3.1 allows beside it. */
export interface Reference {
  $ref: string;
  description?: string;
  summary?: string;
}

const schemaRefPrefix = '#/components/schemas/';

export function isReference(value: unknown): value is Reference {
  return (
    typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string'
  );
}

function decodePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The component name of a `#/components/schemas/<name>` reference, or undefined for any other. */
export function componentSchemaName(ref: string): string | undefined {
  if (!ref.startsWith(schemaRefPrefix)) return undefined;
  const name = decodePointerSegment(ref.slice(schemaRefPrefix.length));
  return name.includes('/') ? undefined : name;
}

/** Follows a local JSON pointer (`#/a/b`) in the document. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) {
    // The loader bundles every external file in, so only local pointers remain.
    throw new Error(
      `openapi-loader: the reference ${ref} points outside the document; load the file with loadSpec, which bundles external files in.`,
    );
  }
  const segments = ref.slice(1).split('/').slice(1).map(decodePointerSegment);
  let node: unknown = document;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null || !(segment in node)) {
      throw new Error(`openapi-loader: the reference ${ref} points nowhere in the document.`);
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * Resolves a possibly chained reference to the object it stands for. A chain
 * that comes back to a reference it has passed throws, naming the chain.
 */
export function dereference<T>(document: unknown, value: T | Reference): T {
  let current: unknown = value;
  const chain: string[] = [];
  while (isReference(current)) {
    if (chain.includes(current.$ref)) {
      throw new Error(
        `openapi-loader: the reference ${current.$ref} refers back to itself (${[...chain, current.$ref].join(' → ')}); point one of them at the object it stands for.`,
      );
    }
    chain.push(current.$ref);
    current = resolvePointer(document, current.$ref);
  }
  return current as T;
}
