import type { Reference } from './openapi';

const schemaRefPrefix = '#/components/schemas/';

export function isReference(value: unknown): value is Reference {
  return (
    typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string'
  );
}

/** The component name of a `#/components/schemas/<name>` reference, or undefined for any other. */
export function componentSchemaName(ref: string): string | undefined {
  if (!ref.startsWith(schemaRefPrefix)) return undefined;
  const name = decodePointerSegment(ref.slice(schemaRefPrefix.length));
  return name.includes('/') ? undefined : name;
}

function decodePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Follows a local JSON pointer (`#/a/b`) in the document. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) {
    // The bundler inlines every external file, so only local pointers remain.
    throw new Error(`api-reference: unexpected external reference ${ref} after bundling.`);
  }
  const segments = ref.slice(1).split('/').slice(1).map(decodePointerSegment);
  let node: unknown = document;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null || !(segment in node)) {
      throw new Error(`api-reference: reference ${ref} points nowhere.`);
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Resolves a possibly chained reference to the object it stands for. */
export function dereference<T>(document: unknown, value: T | Reference): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    if (seen.has(current.$ref)) {
      throw new Error(`api-reference: reference ${current.$ref} refers to itself.`);
    }
    seen.add(current.$ref);
    current = resolvePointer(document, current.$ref);
  }
  return current as T;
}
