import type {
  ApiModel,
  MediaModel,
  NamedSchema,
  OperationModel,
  ParameterModel,
  ResponseModel,
  SchemaNode,
} from './model/types';
import { API_REFERENCE_PLUGIN_NAME } from './plugin';
import { codeSamples } from './samples';
import { outlineAnchor, outlineTitle, schemasAnchor, schemasTitle } from './toc';

/**
 * The reference as Markdown, for the page's Markdown twin: the same
 * headings and ids as the HTML (`{#id}`), each operation with its method and
 * path, parameters, request body fields, responses with their schemas, and
 * the curl sample, then every schema with its fields. References to a schema
 * link to its section instead of repeating it.
 */
export function apiModelToMarkdown(model: ApiModel): string {
  const schemas = new Map(model.schemas.map((schema) => [schema.name, schema]));
  const blocks: string[] = [`## ${outlineTitle} {#${outlineAnchor}}`];
  blocks.push(
    model.tags
      .flatMap((tag) =>
        tag.operations.map(
          (operation) =>
            `- \`${operation.method.toUpperCase()} ${operation.path}\`: [${escapeText(operation.summary)}](#${operation.anchor})`,
        ),
      )
      .join('\n'),
  );
  for (const tag of model.tags) {
    blocks.push(`## ${escapeText(tag.title)} {#${tag.anchor}}`, ...tag.description);
    for (const operation of tag.operations) {
      blocks.push(...operationBlocks(operation, schemas, model.serverUrl));
    }
  }
  if (model.schemas.length > 0) {
    blocks.push(
      `## ${schemasTitle} {#${schemasAnchor}}`,
      'The objects that requests and responses carry.',
    );
    for (const schema of model.schemas) {
      blocks.push(`### ${escapeText(schema.name)} {#${schema.anchor}}`);
      blocks.push(...schema.schema.description);
      blocks.push(`Type: ${typeLabel(schema.schema, schemas)}.`);
      const fields = fieldList(schema.schema, schemas, [schema.name], 0);
      if (fields) blocks.push(fields);
    }
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/**
 * The reference as Markdown, from the content the plugin loaded for the HTML
 * page (Docusaurus' `allContent`), so the OpenAPI file is read only once.
 */
export function apiReferenceMarkdown(allContent: Record<string, Record<string, unknown>>): string {
  const content = allContent[API_REFERENCE_PLUGIN_NAME]?.default as { model: ApiModel } | undefined;
  if (!content) {
    throw new Error(
      `api-reference: no content of the "${API_REFERENCE_PLUGIN_NAME}" plugin; list it in the site config before asking for its Markdown.`,
    );
  }
  return apiModelToMarkdown(content.model);
}

function operationBlocks(
  operation: OperationModel,
  schemas: ReadonlyMap<string, NamedSchema>,
  serverUrl: string,
): string[] {
  const { anchor } = operation;
  const blocks = [
    `### ${escapeText(operation.summary)} {#${anchor}}`,
    `\`${operation.method.toUpperCase()} ${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}`,
    ...operation.description,
  ];
  if (operation.parameters.length > 0) {
    blocks.push(`#### Parameters {#${anchor}-parameters}`);
    blocks.push(
      operation.parameters.map((parameter) => parameterItem(parameter, schemas)).join('\n'),
    );
  }
  if (operation.requestBody) {
    const body = operation.requestBody;
    blocks.push(`#### Request body {#${anchor}-request-body}`);
    blocks.push([body.required ? 'Required.' : 'Optional.', ...body.description].join(' '));
    for (const media of body.content) blocks.push(...mediaBlocks(media, schemas, true));
  }
  blocks.push(`#### Responses {#${anchor}-responses}`);
  blocks.push(operation.responses.map((response) => responseItem(response, schemas)).join('\n'));
  const [curl] = codeSamples(operation, serverUrl).filter((sample) => sample.language === 'bash');
  if (curl) {
    blocks.push(`#### Code samples {#${anchor}-samples}`, fence(curl.code, 'bash'));
  }
  return blocks;
}

function parameterItem(
  parameter: ParameterModel,
  schemas: ReadonlyMap<string, NamedSchema>,
): string {
  const facts = [
    parameter.in,
    typeLabel(parameter.schema, schemas),
    parameter.required ? 'required' : 'optional',
    ...(parameter.deprecated ? ['deprecated'] : []),
  ];
  const details = [
    ...parameter.description,
    ...schemaFacts(parameter.schema),
    ...(parameter.example !== undefined ? [`Example: ${code(parameter.example)}.`] : []),
  ];
  return `- ${code(parameter.name)} (${facts.join(', ')})${details.length ? `: ${details.join(' ')}` : ''}`;
}

function mediaBlocks(
  media: MediaModel,
  schemas: ReadonlyMap<string, NamedSchema>,
  expandFields: boolean,
): string[] {
  const blocks = [
    `Content type ${code(media.mediaType)}${media.schema ? `: ${typeLabel(media.schema, schemas)}.` : '.'}`,
  ];
  if (media.schema && expandFields) {
    const fields = fieldList(media.schema, schemas, [], 0);
    if (fields) blocks.push(fields);
  }
  const example = media.examples.find((candidate) => !candidate.generated);
  if (example) {
    blocks.push(
      `Example${example.summary ? `: ${example.summary}` : ''}:`,
      fence(example.value, /json/i.test(media.mediaType) ? 'json' : 'text'),
    );
  }
  return blocks;
}

function responseItem(response: ResponseModel, schemas: ReadonlyMap<string, NamedSchema>): string {
  const text = response.description.join(' ');
  const bodies = response.content.map(
    (media) =>
      `${code(media.mediaType)}${media.schema ? ` ${typeLabel(media.schema, schemas)}` : ''}`,
  );
  const headers = response.headers.map(
    (header) =>
      `header ${code(header.name)} (${typeLabel(header.schema, schemas)})${header.description.length ? `: ${header.description.join(' ')}` : ''}`,
  );
  const parts = [sentence(text) || statusText(response.status)];
  if (bodies.length) parts.push(`Body: ${bodies.join('; ')}.`);
  else parts.push('No body.');
  parts.push(...headers);
  return `- ${code(response.status)}: ${parts.join(' ')}`;
}

const statusTexts: Record<string, string> = {
  '200': 'OK.',
  '201': 'Created.',
  '202': 'Accepted.',
  '204': 'No Content.',
  '400': 'Bad Request.',
  '404': 'Not Found.',
  '409': 'Conflict.',
  '500': 'Internal Server Error.',
};
const statusText = (status: string) => statusTexts[status] ?? '';

/** The type as the HTML page writes it: `string (date-time)`, `array of [Workload](#…)`. */
function typeLabel(node: SchemaNode, schemas: ReadonlyMap<string, NamedSchema>): string {
  if (node.ref !== undefined) {
    const ref = schemas.get(node.ref);
    return ref
      ? `[${escapeText(ref.name)}](#${ref.anchor})${node.nullable ? ' or null' : ''}`
      : code(node.ref);
  }
  if (node.types.length === 1 && node.types[0] === 'array' && node.items) {
    return `array of ${typeLabel(node.items, schemas)}${node.nullable ? ' or null' : ''}`;
  }
  if (
    node.types.includes('object') &&
    typeof node.additionalProperties === 'object' &&
    !node.properties
  ) {
    return `map of ${typeLabel(node.additionalProperties, schemas)}${node.nullable ? ' or null' : ''}`;
  }
  let text = node.types.join(' or ');
  if (!text) {
    const variants = node.oneOf ?? node.anyOf;
    text = variants
      ? `one of ${variants.map((variant) => typeLabel(variant, schemas)).join(', ')}`
      : node.allOf
        ? 'all of'
        : 'any';
  }
  if (node.format) text += ` (${node.format})`;
  return node.nullable ? `${text} or null` : text;
}

function schemaFacts(node: SchemaNode): string[] {
  const facts: string[] = [];
  if (node.enum) facts.push(`Allowed values: ${node.enum.map(code).join(', ')}.`);
  if (node.const !== undefined) facts.push(`Always ${code(node.const)}.`);
  if (node.default !== undefined) facts.push(`Default: ${code(node.default)}.`);
  if (node.examples?.length) facts.push(`Example: ${node.examples.map(code).join(', ')}.`);
  if (node.constraints.length) facts.push(`${capitalize(node.constraints.join(', '))}.`);
  if (node.deprecated) facts.push('Deprecated.');
  return facts;
}

/**
 * The fields of a schema as a nested list. A reference to a component schema
 * links to its section; the list stops there, as the HTML's schemas section
 * does, which keeps recursive schemas finite.
 */
function fieldList(
  node: SchemaNode,
  schemas: ReadonlyMap<string, NamedSchema>,
  ancestors: string[],
  depth: number,
): string {
  let target = node;
  if (target.ref !== undefined) {
    const ref = schemas.get(target.ref);
    if (!ref || ancestors.includes(ref.name) || depth > 0) return '';
    target = ref.schema;
    ancestors = [...ancestors, ref.name];
  }
  if (target.items && target.types.includes('array'))
    return fieldList(target.items, schemas, ancestors, depth);
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  for (const property of target.properties ?? []) {
    const facts = [typeLabel(property.schema, schemas), ...(property.required ? ['required'] : [])];
    const details = [...property.schema.description, ...schemaFacts(property.schema)];
    lines.push(
      `${indent}- ${code(property.name)} (${facts.join(', ')})${details.length ? `: ${details.join(' ')}` : ''}`,
    );
    if (property.schema.ref === undefined) {
      const nested = fieldList(property.schema, schemas, ancestors, depth + 1);
      if (nested) lines.push(nested);
    }
  }
  if (typeof target.additionalProperties === 'object' && target.properties) {
    lines.push(`${indent}- Any other key: ${typeLabel(target.additionalProperties, schemas)}`);
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const variants = target[keyword];
    if (!variants?.length || target.properties) continue;
    const word = keyword === 'allOf' ? 'All of' : keyword === 'oneOf' ? 'One of' : 'Any of';
    lines.push(
      `${indent}- ${word}: ${variants.map((variant) => typeLabel(variant, schemas)).join(', ')}`,
    );
  }
  return lines.join('\n');
}

function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function fence(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/^`{3,}/gm)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${text.replace(/\n$/, '')}\n${ticks}`;
}

/** Text from the OpenAPI file, safe in Markdown headings and link text. */
function escapeText(text: string): string {
  return text.replace(/([[\]*_<>\\])/g, '\\$1');
}

/** Text that ends as a sentence, so the facts after it read apart. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed && !/[.!?:]$/.test(trimmed) ? `${trimmed}.` : trimmed;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
