import { describe, expect, it } from 'vitest';
import { validateOptions, type GoogleTagInput } from './index';

const validate = (options: Partial<GoogleTagInput>) =>
  validateOptions({
    options: options as GoogleTagInput,
    validate: (schema, value) => {
      const result = schema.validate(value);
      if (result.error) throw result.error;
      return result.value;
    },
  });

describe('google-tag options', () => {
  it('accepts a GA4 measurement id', () => {
    expect(validate({ tagId: 'G-ABC123' }).tagId).toBe('G-ABC123');
  });

  it('names the option and the fix when the id is malformed', () => {
    expect(() => validate({ tagId: 'UA-1234' })).toThrow(/"tagId".*GOOGLE_TAG_ID/);
  });

  it('names the option and the fix when the id is missing', () => {
    expect(() => validate({})).toThrow(/"tagId" is required.*GOOGLE_TAG_ID/);
  });
});
