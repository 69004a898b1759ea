import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@docs-kit/openapi-loader';
import SchemaTree, { SchemasContext } from '../components/SchemaTree';
import { apiModelToTwin, operationToMarkdown } from '../markdown';
import { buildModel } from './build-model';
import {
  factText,
  labelText,
  schemaFacts,
  schemaOutline,
  typeLabel,
  type SchemaLookup,
} from './describe';
import type { ApiModel, SchemaNode } from './types';

let model: ApiModel;
let schemas: SchemaLookup;

beforeAll(async () => {
  const file = path.resolve(__dirname, '../../../../tests/fixtures/openapi/schemas.yaml');
  model = buildModel(await loadSpec(file, file), { serverUrl: 'http://localhost:8080', file });
  schemas = new Map(model.schemas.map((entry) => [entry.name, entry]));
}, 60_000);

const schema = (name: string) => model.schemas.find((entry) => entry.name === name)!.schema;
const property = (name: string) => schema('Pet').properties!.find((p) => p.name === name)!.schema;
const label = (node: SchemaNode) => labelText(typeLabel(node, schemas));

describe('typeLabel', () => {
  it('names types, formats, nullability, arrays, maps and references in one set of words', () => {
    expect(label(property('name'))).toBe('string');
    expect(label(property('nickname'))).toBe('string or null');
    expect(label(property('owner'))).toBe('object Person or null');
    expect(label(property('kind'))).toBe('string Kind');
    expect(label(property('tags'))).toBe('array of string');
    expect(label(property('friends'))).toBe('array of object Pet');
    expect(label(property('labels'))).toBe('map of string');
    expect(label(property('size'))).toBe('any of');
    expect(label(schema('Bone'))).toBe('all of');
    expect(label({ ...property('name'), format: 'date-time' })).toBe('string (date-time)');
  });

  it('lets the renderer show a referenced schema its own way', () => {
    expect(
      labelText(typeLabel(property('friends'), schemas), (s) => `[${s.name}](#${s.anchor})`),
    ).toBe('array of object [Pet](#schema-Pet)');
  });
});

describe('schemaFacts', () => {
  it('says allowed values, default, examples and limits as short sentences', () => {
    const node: SchemaNode = {
      description: [],
      types: ['integer'],
      nullable: false,
      enum: ['1', '2'],
      default: '1',
      examples: ['2'],
      constraints: ['≥ 1', 'read-only'],
      deprecated: false,
    };
    expect(schemaFacts(node).map((fact) => factText(fact))).toEqual([
      'Allowed values: 1, 2',
      'Default: 1',
      'Example: 2',
      '≥ 1, read-only',
    ]);
  });
});

describe('schemaOutline', () => {
  it('expands the top reference only, or every one until a schema contains itself', () => {
    const linked = schemaOutline({ ...property('owner'), nullable: false }, schemas, {
      expandRefs: false,
    });
    expect(linked.fields.map((field) => field.name)).toEqual(['name']);
    const pet = schemaOutline(schema('Pet'), schemas, { expandRefs: false }, ['Pet']);
    expect(pet.fields.find((field) => field.name === 'owner')!.schema.fields).toEqual([]);

    const expanded = schemaOutline(schema('Pet'), schemas, { expandRefs: true }, ['Pet']);
    const owner = expanded.fields.find((field) => field.name === 'owner')!.schema;
    expect(owner.fields.map((field) => field.name)).toEqual(['name']);
    const friends = expanded.fields.find((field) => field.name === 'friends')!.schema;
    expect(friends.seeSchema?.name).toBe('Pet');
    expect(friends.fields).toEqual([]);
    const toy = expanded.fields.find((field) => field.name === 'toy')!.schema;
    expect(toy.variants.map((variant) => variant.title)).toEqual(['One of']);
    expect(toy.variants[0]!.options[0]!.fields.map((field) => field.name)).toEqual(['colour']);
  });

  it("gives a reference the facts of the schema it names, and an array its items'", () => {
    const expanded = schemaOutline(schema('Pet'), schemas, { expandRefs: true }, ['Pet']);
    const facts = (name: string) =>
      expanded.fields
        .find((field) => field.name === name)!
        .schema.facts.map((fact) => factText(fact));
    expect(facts('kind')).toEqual(['Allowed values: "dog", "cat"']);
    expect(facts('tags')).toEqual(['Allowed values: "small", "loud"']);
  });
});

describe('the page, the twin and a standalone operation', () => {
  it('describe every field of a schema in the same words', () => {
    const html = renderToStaticMarkup(
      createElement(
        SchemasContext.Provider,
        { value: schemas },
        createElement(SchemaTree, { schema: schema('Pet'), ancestors: ['Pet'] }),
      ),
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .replace(/ ,/g, ',');
    const twin = apiModelToTwin(model, 'Reference')
      .parts.map((part) => part.markdown)
      .join('\n');
    const replacePet = model.tags[0]!.operations.find(
      (operation) => operation.id === 'replacePet',
    )!;
    const standalone = operationToMarkdown(replacePet, model);
    for (const { name, schema: node } of schema('Pet').properties!) {
      const words = label(node);
      expect(html, name).toContain(`${name} ${words}`);
      const linked = labelText(typeLabel(node, schemas), (s) => `[${s.name}](#${s.anchor})`);
      expect(twin, name).toContain(`- \`${name}\` (${linked}`);
      expect(standalone, name).toContain(`- \`${name}\` (${words}`);
      for (const fact of schemaOutline(node, schemas, { expandRefs: true }).facts) {
        expect(html, name).toContain(factText(fact));
        expect(standalone, name).toContain(factText(fact, (value) => `\`${value}\``));
      }
    }
  });
});
