import {
  factText,
  labelText,
  schemaOutline,
  type Fact,
  type LabelPart,
  type SchemaLookup,
  type SchemaOutline,
} from './model/describe';
import type {
  ApiModel,
  MediaModel,
  NamedSchema,
  OperationModel,
  ParameterModel,
  ResponseModel,
} from './model/types';
import { slug } from '@docs-kit/build-utils/slug';
import { API_REFERENCE_PLUGIN_NAME } from './plugin-name';
import { codeSamples } from './samples';
import { outlineAnchor, outlineTitle, schemasAnchor, schemasTitle } from './toc';

/** How a rendering of the reference reads: the page's twin, or one operation on its own. */
export interface MarkdownStyle {
  /** Heading ids `{#…}` as the HTML page has them. */
  ids: boolean;
  /** Level of an operation's heading. */
  headingLevel: number;
  /**
   * Expand referenced schemas in place and list the fields of responses too,
   * for a reader who has only this text; otherwise the fields of the request
   * body, with references linked to their schema's entry.
   */
  standalone: boolean;
  /** How a referenced schema shows in a type: a link to its entry, or its name. */
  schemaName(schema: NamedSchema): string;
}

/** The twin: the HTML's heading ids, schemas linked to their entries. */
const twinStyle: MarkdownStyle = {
  ids: true,
  headingLevel: 2,
  standalone: false,
  schemaName: (schema) => `[${escapeText(schema.name)}](#${schema.anchor})`,
};

const schemaLookup = (model: ApiModel): SchemaLookup =>
  new Map(model.schemas.map((schema) => [schema.name, schema]));

/** One tag's operations as a Markdown file of its own, beside the page's twin. */
export interface ApiTwinPart {
  /** The file's name under the page's twin path: `workloads` → `<page>/workloads.md`. */
  slug: string;
  title: string;
  description?: string;
  /** The HTML page's id of the tag's heading: a link to it leads to the whole part. */
  anchor: string;
  /** Headings keep the HTML's ids (`{#id}`); links to other parts are page anchors. */
  markdown: string;
}

/** The page's twin as an index (every operation, linked) and one part per tag. */
export interface ApiTwin {
  markdown: string;
  parts: ApiTwinPart[];
}

/**
 * The reference as Markdown for the page's twin, in parts an assistant can
 * read one at a time: the index lists every tag and operation with links,
 * and each tag's part holds its operations (method and path, parameters,
 * request body fields, responses, the curl sample) and then every schema
 * they use, directly or through other schemas, so a part reads on its own.
 * Headings carry the HTML page's ids (`{#id}`) and links are the page's
 * anchors, which the twin's renderer points at the part that holds them.
 */
export function apiModelToTwin(model: ApiModel, pageTitle: string): ApiTwin {
  const schemas = schemaLookup(model);
  const slugs = new Set<string>();
  const inParts = new Set<string>();
  const parts = model.tags.map((tag): ApiTwinPart => {
    const base = slug(tag.title) || 'tag';
    let fileName = base;
    for (let n = 2; slugs.has(fileName); n += 1) fileName = `${base}-${n}`;
    slugs.add(fileName);
    const blocks = [
      ...tag.description.map(oneLine),
      `The ${escapeText(tag.title)} operations of the ${escapeText(model.title)}, then the schemas they use. The [index](#${outlineAnchor}) lists every operation.`,
    ];
    for (const operation of tag.operations) {
      blocks.push(...operationBlocks(operation, schemas, model.serverUrl, twinStyle));
    }
    const used = schemasUsedBy(tag.operations, schemas);
    for (const schema of used) inParts.add(schema.name);
    if (used.length > 0) {
      blocks.push(`## ${schemasTitle} {#${schemasAnchor}}`);
      for (const schema of used) blocks.push(...schemaBlocks(schema, schemas));
    }
    return {
      slug: fileName,
      title: `${pageTitle}: ${tag.title}`,
      ...(tag.description[0] ? { description: oneLine(tag.description[0]) } : {}),
      anchor: tag.anchor,
      markdown: `${blocks.filter(Boolean).join('\n\n')}\n`,
    };
  });
  const index = [
    `## ${outlineTitle} {#${outlineAnchor}}`,
    'Each tag is a Markdown file of its own, with its operations and the schemas they use:',
    model.tags
      .map((tag) =>
        [
          `- [${escapeText(tag.title)}](#${tag.anchor})${tag.description[0] ? `: ${oneLine(tag.description[0])}` : ''}`,
          ...tag.operations.map(
            (operation) =>
              `  - \`${operation.method.toUpperCase()} ${operation.path}\`: [${escapeText(operation.summary)}](#${operation.anchor})`,
          ),
        ].join('\n'),
      )
      .join('\n'),
  ];
  // A schema no operation uses has no part to sit in: the index keeps it.
  const unused = model.schemas.filter((schema) => !inParts.has(schema.name));
  if (unused.length > 0) {
    index.push(
      `## ${schemasTitle} {#${schemasAnchor}}`,
      'Schemas of the API description that no operation uses:',
    );
    for (const schema of unused) index.push(...schemaBlocks(schema, schemas));
  }
  return { markdown: `${index.filter(Boolean).join('\n\n')}\n`, parts };
}

function schemaBlocks(schema: NamedSchema, schemas: SchemaLookup): string[] {
  const outline = schemaOutline(schema.schema, schemas, { expandRefs: false }, [schema.name]);
  const fields = fieldLines(outline, twinStyle, '').join('\n');
  return [
    `### ${escapeText(schema.name)} {#${schema.anchor}}`,
    ...schema.schema.description.map(oneLine),
    `Type: ${label(outline.type, twinStyle)}.`,
    fields,
  ];
}

/** The named schemas the operations refer to, directly or through other schemas, in file order. */
function schemasUsedBy(operations: OperationModel[], schemas: SchemaLookup): NamedSchema[] {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'ref' && typeof inner === 'string') {
          if (used.has(inner)) continue;
          used.add(inner);
          visit(schemas.get(inner)?.schema);
        } else visit(inner);
      }
    }
  };
  visit(operations);
  return [...schemas.values()].filter((schema) => used.has(schema.name));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One operation as Markdown on its own, for a reader without the page: a
 * heading, method and path, then the blocks of the twin with every
 * referenced schema expanded in place and the fields of responses listed too.
 */
export function operationToMarkdown(
  operation: OperationModel,
  model: ApiModel,
  style: Partial<MarkdownStyle> = {},
): string {
  const standalone: MarkdownStyle = {
    ids: false,
    headingLevel: 1,
    standalone: true,
    schemaName: (schema) => schema.name,
    ...style,
  };
  const blocks = operationBlocks(operation, schemaLookup(model), model.serverUrl, standalone);
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/**
 * The twin of the reference, from the content the plugin loaded for the HTML
 * page (Docusaurus' `allContent`), so the OpenAPI file is read only once.
 */
export function apiReferenceTwin(
  allContent: Record<string, Record<string, unknown>>,
  pageTitle: string,
): ApiTwin {
  const model = apiModelFromContent(allContent);
  if (!model) {
    throw new Error(
      `api-reference: no content of the "${API_REFERENCE_PLUGIN_NAME}" plugin; list it in the site config before asking for its Markdown.`,
    );
  }
  return apiModelToTwin(model, pageTitle);
}

/** The model the plugin loaded, from Docusaurus' `allContent`; undefined when the site has no API reference. */
export function apiModelFromContent(
  allContent: Record<string, Record<string, unknown>>,
): ApiModel | undefined {
  return (allContent[API_REFERENCE_PLUGIN_NAME]?.default as { model: ApiModel } | undefined)?.model;
}

/** The operation's one example request, with curl: the page's first code sample. */
export function requestSample(operation: OperationModel, serverUrl: string): string | undefined {
  return codeSamples(operation, serverUrl).find((sample) => sample.language === 'bash')?.code;
}

function heading(text: string, id: string, level: number, style: MarkdownStyle): string {
  return `${'#'.repeat(level)} ${text}${style.ids ? ` {#${id}}` : ''}`;
}

function operationBlocks(
  operation: OperationModel,
  schemas: SchemaLookup,
  serverUrl: string,
  style: MarkdownStyle,
): string[] {
  const { anchor } = operation;
  const level = style.headingLevel;
  const blocks = [
    heading(escapeText(operation.summary), anchor, level, style),
    `\`${operation.method.toUpperCase()} ${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}`,
    ...operation.description.map(oneLine),
  ];
  if (operation.parameters.length > 0) {
    blocks.push(heading('Parameters', `${anchor}-parameters`, level + 1, style));
    blocks.push(
      operation.parameters.map((parameter) => parameterItem(parameter, schemas, style)).join('\n'),
    );
  }
  if (operation.requestBody) {
    const body = operation.requestBody;
    blocks.push(heading('Request body', `${anchor}-request-body`, level + 1, style));
    blocks.push(
      oneLine([body.required ? 'Required.' : 'Optional.', ...body.description].join(' ')),
    );
    for (const media of body.content) blocks.push(...mediaBlocks(media, schemas, style));
  }
  blocks.push(heading('Responses', `${anchor}-responses`, level + 1, style));
  blocks.push(
    operation.responses.map((response) => responseItem(response, schemas, style)).join('\n'),
  );
  const curl = requestSample(operation, serverUrl);
  if (curl) {
    blocks.push(
      heading(
        style.standalone ? 'Example request' : 'Code samples',
        `${anchor}-samples`,
        level + 1,
        style,
      ),
      fence(curl, 'bash'),
    );
  }
  return blocks;
}

const outlineOf = (
  node: Parameters<typeof schemaOutline>[0],
  schemas: SchemaLookup,
  style: MarkdownStyle,
) => schemaOutline(node, schemas, { expandRefs: style.standalone });

function parameterItem(
  parameter: ParameterModel,
  schemas: SchemaLookup,
  style: MarkdownStyle,
): string {
  const outline = outlineOf(parameter.schema, schemas, style);
  const facts = [
    parameter.in,
    label(outline.type, style),
    parameter.required ? 'required' : 'optional',
    ...(parameter.deprecated ? ['deprecated'] : []),
  ];
  const details = [
    ...parameter.description.map(oneLine),
    ...sentences(outline.facts),
    ...(outline.deprecated ? ['Deprecated.'] : []),
    ...(parameter.example !== undefined ? [`Example: ${code(parameter.example)}.`] : []),
  ];
  return `- ${code(parameter.name)} (${facts.join(', ')})${details.length ? `: ${details.join(' ')}` : ''}`;
}

function mediaBlocks(media: MediaModel, schemas: SchemaLookup, style: MarkdownStyle): string[] {
  const outline = media.schema ? outlineOf(media.schema, schemas, style) : undefined;
  const blocks = [
    `Content type ${code(media.mediaType)}${outline ? `: ${label(outline.type, style)}.` : '.'}`,
  ];
  if (outline) {
    const fields = fieldLines(outline, style, '').join('\n');
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

/**
 * One line per response: status, description, body type and headers. A
 * standalone operation lists the fields of each body under its line; error
 * bodies, plain strings for the most part, stay one line each.
 */
function responseItem(
  response: ResponseModel,
  schemas: SchemaLookup,
  style: MarkdownStyle,
): string {
  const text = oneLine(response.description.join(' '));
  const outlines = response.content.map((media) =>
    media.schema ? outlineOf(media.schema, schemas, style) : undefined,
  );
  const bodies = response.content.map(
    (media, index) =>
      `${code(media.mediaType)}${outlines[index] ? ` ${label(outlines[index].type, style)}` : ''}`,
  );
  const headers = response.headers.map(
    (header) =>
      `Header ${code(header.name)} (${label(outlineOf(header.schema, schemas, style).type, style)})${header.description.length ? `: ${sentence(oneLine(header.description.join(' ')))}` : '.'}`,
  );
  const parts = [sentence(text) || statusText(response.status)];
  if (bodies.length) parts.push(`Body: ${bodies.join('; ')}.`);
  else parts.push('No body.');
  parts.push(...headers);
  const lines = [`- ${code(response.status)}: ${parts.join(' ')}`];
  if (style.standalone) {
    for (const outline of outlines) if (outline) lines.push(...fieldLines(outline, style, '  '));
  }
  return lines.join('\n');
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

function label(parts: readonly LabelPart[], style: MarkdownStyle): string {
  return labelText(parts, style.schemaName);
}

/** Facts as sentences: "Allowed values: `a`, `b`." */
function sentences(facts: readonly Fact[]): string[] {
  return facts.map((fact) => `${factText(fact, code)}.`);
}

/**
 * The fields of a schema outline as a nested list: each property with its
 * type and what the file says of it, its own fields below it, then other
 * keys and the variants of a composition. Where the outline names a schema
 * instead of repeating it (one that contains itself, or in the twin, one
 * with its own entry), the list stops at its link.
 */
function fieldLines(outline: SchemaOutline, style: MarkdownStyle, indent: string): string[] {
  const lines: string[] = [];
  for (const field of outline.fields) {
    const facts = [label(field.schema.type, style), ...(field.required ? ['required'] : [])];
    const details = [
      ...field.schema.description.map(oneLine),
      ...sentences(field.schema.facts),
      ...(field.schema.deprecated ? ['Deprecated.'] : []),
      ...(style.standalone && field.schema.seeSchema && field.schema.fields.length === 0
        ? [`Its fields are those of ${field.schema.seeSchema.name} above.`]
        : []),
    ];
    lines.push(
      `${indent}- ${code(field.name)} (${facts.join(', ')})${details.length ? `: ${details.join(' ')}` : ''}`,
    );
    lines.push(...fieldLines(field.schema, style, `${indent}  `));
  }
  if (outline.otherKeys && outline.fields.length > 0) {
    lines.push(`${indent}- Any other key: ${label(outline.otherKeys.type, style)}`);
  }
  for (const { title, options } of outline.variants) {
    lines.push(
      `${indent}- ${title}: ${options.map((option) => label(option.type, style)).join(', ')}`,
    );
  }
  return lines;
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
