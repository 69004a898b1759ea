import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@docs-kit/openapi-loader';
import { buildModel } from '../model/build-model';
import type { ApiModel, SchemaNode } from '../model/types';
import SchemaTree, { InlineDepthContext, SchemasContext } from './SchemaTree';

let model: ApiModel;

beforeAll(async () => {
  const file = path.resolve(__dirname, '../../../../tests/fixtures/openapi/schemas.yaml');
  model = buildModel(await loadSpec(file, file), { serverUrl: 'http://localhost:8080', file });
});

const schema = (name: string) => model.schemas.find((entry) => entry.name === name)!.schema;
const property = (schemaName: string, name: string) =>
  schema(schemaName).properties!.find((entry) => entry.name === name)!.schema;

function render(node: SchemaNode, ancestors: string[] = [], inlineDepth = 4): HTMLish {
  const schemas = new Map(model.schemas.map((entry) => [entry.name, entry]));
  const html = renderToStaticMarkup(
    createElement(
      InlineDepthContext.Provider,
      { value: inlineDepth },
      createElement(
        SchemasContext.Provider,
        { value: schemas },
        createElement(SchemaTree, { schema: node, ancestors }),
      ),
    ),
  );
  return new HTMLish(html);
}

/** Just enough querying of static markup for these assertions. */
class HTMLish {
  constructor(readonly html: string) {}
  /** Text with tags removed and whitespace collapsed. */
  get text() {
    return this.html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');
  }
  count(fragment: string) {
    return this.html.split(fragment).length - 1;
  }
}

describe('schema model', () => {
  it('keeps references to component schemas by name', () => {
    expect(property('Pet', 'kind')).toMatchObject({ ref: 'Kind' });
    expect(property('Pet', 'friends').items).toMatchObject({ ref: 'Pet' });
  });

  it('reads a type array with "null" as a nullable type', () => {
    expect(property('Pet', 'nickname')).toMatchObject({ types: ['string'], nullable: true });
  });

  it('reads oneOf a reference and null as that reference, nullable', () => {
    expect(property('Pet', 'owner')).toMatchObject({ ref: 'Person', nullable: true });
    expect(property('Pet', 'owner').oneOf).toBeUndefined();
  });

  it('marks required properties and turns limits into phrases', () => {
    const pet = schema('Pet');
    expect(pet.properties!.filter((p) => p.required).map((p) => p.name)).toEqual(['name', 'kind']);
    expect(property('Pet', 'name').constraints).toEqual(['at least 1 character']);
  });
});

describe('SchemaTree', () => {
  it('shows properties with types, required marks and descriptions', () => {
    const tree = render({
      ref: 'Pet',
      description: [],
      types: [],
      nullable: false,
      constraints: [],
      deprecated: false,
    });
    expect(tree.text).toContain('Type: object Pet');
    expect(tree.text).toContain('name string required');
    expect(tree.text).toContain('nickname string or null What the owner calls it.');
    expect(tree.count('api-badge--required')).toBe(2);
  });

  it('resolves a referenced enum and lists its values', () => {
    const tree = render(schema('Pet'), ['Pet']);
    expect(tree.text).toContain('kind string Kind required Allowed values: "dog" , "cat"');
  });

  it("shows arrays by their items, with the items' allowed values", () => {
    const tree = render(schema('Pet'), ['Pet']);
    expect(tree.text).toContain('tags array of string Allowed values: "small" , "loud"');
  });

  it('shows oneOf and anyOf variants, expanding object variants in <details>', () => {
    const tree = render(schema('Pet'), ['Pet']);
    expect(tree.text).toContain('One of: Option 1: object Ball');
    expect(tree.text).toContain('Option 2: all of Bone');
    expect(tree.text).toContain('Any of: Option 1: integer Option 2: string');
    // The toy branch, and each object variant inside it, fold into details.
    expect(tree.html).toMatch(
      /<details class="api-tree"><summary class="api-tree__summary">One of 2 schemas of <code>toy<\/code>/,
    );
    expect(tree.html).toContain('<details class="api-tree api-variant">');
  });

  it('shows allOf parts, each resolved', () => {
    const tree = render(schema('Bone'), ['Bone']);
    expect(tree.text).toContain('All of: Option 1: object Ball');
    expect(tree.text).toContain('length integer ≥ 1');
    expect(tree.text).toContain('colour string');
  });

  it('stops a recursive reference with a link instead of expanding it again', () => {
    const tree = render(schema('Pet'), ['Pet']);
    expect(tree.text).toContain('friends array of object Pet');
    expect(tree.html).toContain('Contains itself: see <a href="#schema-Pet">Pet</a>');
    // Pet's own properties appear once: the tree did not expand Pet inside itself.
    expect(tree.count('<code class="api-prop__name">nickname</code>')).toBe(1);
  });

  it('expands a referenced object inside another tree, once', () => {
    const tree = render(schema('Pet'), ['Pet']);
    expect(tree.text).toContain('owner object Person or null');
    expect(tree.html).toContain(
      '<code class="api-prop__name">name</code> <span class="api-type">string</span></p>',
    );
  });

  it('keeps links out of summaries, which must not hold interactive content', () => {
    const tree = render(schema('Pet'), ['Pet']);
    const summaries = tree.html.match(/<summary[\s\S]*?<\/summary>/g) ?? [];
    expect(summaries.length).toBeGreaterThan(3);
    for (const summary of summaries) expect(summary).not.toContain('<a ');
  });

  it('links referenced schemas instead of expanding them where every schema has its own entry', () => {
    const tree = render(schema('Pet'), ['Pet'], 1);
    expect(tree.text).toContain('owner object Person or null');
    expect(tree.html).not.toContain(
      '<code class="api-prop__name">name</code> <span class="api-type">string</span></p>',
    );
    expect(tree.html).toContain('<a class="api-ref" href="#schema-Person">Person</a>');
  });

  it('shows a map by its values', () => {
    const tree = render(schema('Pet'), ['Pet']);
    expect(tree.text).toContain('labels map of string');
  });

  it('keeps text from the file as text', () => {
    const hostile: SchemaNode = {
      description: ['<img src=x onerror=alert(1)>'],
      types: ['string'],
      nullable: false,
      enum: ['"<b>"'],
      constraints: [],
      deprecated: false,
    };
    const tree = render({
      types: ['object'],
      nullable: false,
      description: [],
      constraints: [],
      deprecated: false,
      properties: [{ name: '<i>x</i>', required: false, schema: hostile }],
    });
    expect(tree.html).not.toContain('<img');
    expect(tree.html).not.toContain('<i>x</i>');
    expect(tree.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
