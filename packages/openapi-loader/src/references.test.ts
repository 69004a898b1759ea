import { describe, expect, it } from 'vitest';
import { componentSchemaName, dereference, isReference, resolvePointer } from './references';

const document = {
  components: {
    parameters: {
      Id: { name: 'id', in: 'path' },
      Alias: { $ref: '#/components/parameters/Id' },
      Loop: { $ref: '#/components/parameters/Back' },
      Back: { $ref: '#/components/parameters/Loop' },
    },
    schemas: { 'a/b': { type: 'string' }, 'x~y': { type: 'integer' } },
  },
};

describe('dereference', () => {
  it('follows a chain of references to the object it stands for', () => {
    expect(dereference(document, { $ref: '#/components/parameters/Alias' })).toEqual({
      name: 'id',
      in: 'path',
    });
    expect(dereference(document, { name: 'plain' })).toEqual({ name: 'plain' });
  });

  it('throws on a loop, naming the chain, where a silent resolver would return nothing', () => {
    expect(() => dereference(document, { $ref: '#/components/parameters/Loop' })).toThrow(
      'openapi-loader: the reference #/components/parameters/Loop refers back to itself (#/components/parameters/Loop → #/components/parameters/Back → #/components/parameters/Loop)',
    );
  });

  it('throws on a pointer to nothing and on an external reference', () => {
    expect(() => dereference(document, { $ref: '#/components/parameters/Gone' })).toThrow(
      'the reference #/components/parameters/Gone points nowhere',
    );
    expect(() => resolvePointer(document, 'other.yaml#/Pet')).toThrow(
      'points outside the document',
    );
  });
});

describe('pointers and names', () => {
  it('decodes escaped segments', () => {
    expect(resolvePointer(document, '#/components/schemas/x~0y')).toEqual({ type: 'integer' });
    expect(componentSchemaName('#/components/schemas/x~0y')).toBe('x~y');
    expect(componentSchemaName('#/components/schemas/a~1b')).toBeUndefined();
    expect(componentSchemaName('#/components/parameters/Id')).toBeUndefined();
  });

  it('tells a reference from a value', () => {
    expect(isReference({ $ref: '#/x' })).toBe(true);
    expect(isReference({ ref: '#/x' })).toBe(false);
    expect(isReference(null)).toBe(false);
  });
});
