import { describe, expect, it } from 'vitest';
import { createAjv, describeValidationError } from './validation';

const schema = {
  type: 'object',
  required: ['names'],
  properties: {
    names: { type: 'array', minItems: 1, items: { type: 'string' } },
    secrets: {
      type: 'array',
      items: { type: 'object', required: ['target'], properties: { target: { type: 'string' } } },
    },
    kind: { enum: ['a', 'b'] },
    'odd/key': { type: 'integer' },
  },
  additionalProperties: false,
};

function messageFor(body: unknown): string {
  const validate = createAjv({ coerceTypes: false }).compile(schema);
  expect(validate(body)).toBe(false);
  return describeValidationError('body', validate.errors ?? []);
}

describe('describeValidationError', () => {
  it('names the field, including nested and array positions', () => {
    expect(messageFor({})).toBe('Invalid request body: field "names" is required.');
    expect(messageFor({ names: 'a' })).toBe('Invalid request body: field "names" must be array.');
    expect(messageFor({ names: ['a', 3] })).toBe(
      'Invalid request body: field "names[1]" must be string.',
    );
    expect(messageFor({ names: ['a'], secrets: [{}] })).toBe(
      'Invalid request body: field "secrets[0].target" is required.',
    );
    expect(messageFor({ names: ['a'], 'odd/key': 'x' })).toBe(
      'Invalid request body: field "odd/key" must be integer.',
    );
  });

  it('lists the allowed values and names unknown fields', () => {
    expect(messageFor({ names: ['a'], kind: 'c' })).toBe(
      'Invalid request body: field "kind" must be one of: "a", "b".',
    );
    expect(messageFor({ names: ['a'], colour: 'red' })).toBe(
      'Invalid request body: field "colour" is not a known field.',
    );
  });

  it('talks about the body itself when the body has the wrong type', () => {
    expect(messageFor([])).toBe('Invalid request body: the body must be object.');
  });

  it('names query and path parameters', () => {
    const validate = createAjv({ coerceTypes: true }).compile({
      type: 'object',
      properties: { all: { type: 'boolean' } },
    });
    expect(validate({ all: 'sometimes' })).toBe(false);
    expect(describeValidationError('querystring', validate.errors ?? [])).toBe(
      'Invalid query parameter "all": must be boolean.',
    );
  });

  it('validates the OpenAPI formats, such as date-time', () => {
    const validate = createAjv({ coerceTypes: false }).compile({
      type: 'string',
      format: 'date-time',
    });
    expect(validate('2025-06-24T00:21:48Z')).toBe(true);
    expect(validate('2025-06-24 00:21:50')).toBe(false);
  });
});
