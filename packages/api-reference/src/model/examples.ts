import { sample } from 'openapi-sampler';
import type { JSONSchema7 } from 'json-schema';
import type { ExampleObject, MediaTypeObject, Reference } from './openapi';
import { dereference } from '@docs-kit/openapi-loader/references';
import type { ExampleModel } from './types';

export type Direction = 'request' | 'response';

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);

/** A value ready for a code block: JSON media pretty-printed, text as it is. */
function show(mediaType: string, value: unknown): string {
  if (typeof value === 'string' && !isJson(mediaType)) return value;
  return JSON.stringify(value, null, 2);
}

/**
 * The examples of one request or response body: the file's own (`example` or
 * the `examples` map), or, when it has none, one that openapi-sampler builds
 * from an object or array schema. Read-only properties are left out of request samples and
 * write-only ones out of response samples.
 */
export function mediaExamples(
  document: unknown,
  mediaType: string,
  media: MediaTypeObject,
  direction: Direction,
): ExampleModel[] {
  if (media.examples && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples).map(([name, entry]) => {
      const example = dereference<ExampleObject>(document, entry as ExampleObject | Reference);
      const value =
        example.value !== undefined
          ? show(mediaType, example.value)
          : `See ${example.externalValue ?? 'the linked example'}`;
      return { name, summary: example.summary, value, generated: false };
    });
  }
  if (media.example !== undefined) {
    return [{ value: show(mediaType, media.example), generated: false }];
  }
  if (media.schema === undefined) return [];
  const value = sample(
    media.schema as JSONSchema7,
    {
      skipReadOnly: direction === 'request',
      skipWriteOnly: direction === 'response',
      quiet: true,
    },
    document as object,
  );
  // A made-up "string" or 0 tells the reader nothing the type does not.
  if (value === undefined || value === null || typeof value !== 'object') return [];
  return [{ value: show(mediaType, value), generated: true }];
}
