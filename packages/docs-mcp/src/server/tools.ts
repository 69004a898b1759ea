import * as z from 'zod/v4';
import type { CommandEntry, JsonSchema, OperationEntry, PageEntry } from '../data';
import { closestMatches } from './closest';
import type { Docs } from './docs';
import { headingsOf, sectionOf } from './sections';

export const maxQueryLength = 256;

/** A tool's answer: readable text for the model and the same facts as structured content. */
export interface ToolAnswer {
  text: string;
  structured?: Record<string, unknown>;
  isError?: boolean;
}

export interface ToolDefinition<Input extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: Input;
  output: z.ZodObject;
  run(input: z.output<Input>): ToolAnswer;
}

const define = <Input extends z.ZodType>(tool: ToolDefinition<Input>) =>
  tool as unknown as ToolDefinition;

/** A tool result that names what was not found and the nearest known names. */
function notFound(what: string, wanted: string, suggestions: string[]): ToolAnswer {
  const text =
    suggestions.length > 0
      ? `No ${what} "${wanted}". Closest matches: ${suggestions.join(', ')}.`
      : `No ${what} "${wanted}".`;
  return { text, isError: true };
}

/** Accepts `/docs/page`, `docs/page/`, `/docs/page.md`, `/docs/page#id` or a full URL. */
export function parsePageReference(
  reference: string,
  siteUrl: URL,
): { path: string; anchor: string | null } {
  let url: URL;
  try {
    url = new URL(reference.trim(), siteUrl);
  } catch {
    url = new URL('/', siteUrl);
  }
  let pagePath = url.pathname;
  try {
    pagePath = decodeURIComponent(pagePath);
  } catch {
    // Keep the raw path: it is only compared with the page list.
  }
  pagePath = pagePath.replace(/\.md$/, '').replace(/\/+$/, '') || '/';
  const anchor = url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : null;
  return { path: pagePath, anchor };
}

const pageSummary = z.object({
  path: z.string().describe('URL path of the page, for get_page'),
  url: z.string().describe('Absolute URL of the page'),
  title: z.string(),
  description: z.string(),
  section: z.string().describe('The sidebar section the page sits in'),
});

function pageSummaryOf(docs: Docs, page: PageEntry): z.output<typeof pageSummary> {
  return {
    path: page.path,
    url: new URL(page.path.slice(1), docs.siteUrl).href,
    title: page.title,
    description: page.description,
    section: page.section,
  };
}

const flag = z.object({
  name: z.string().describe('Long name without dashes'),
  shorthand: z.string().nullable().describe('One-letter form without the dash, or null'),
  type: z.string(),
  default: z.string().describe("The default in the CLI's own notation; '' for an empty string"),
  required: z.boolean(),
  description: z.string(),
});

const commandOutput = z.object({
  command: z.string(),
  summary: z.string(),
  description: z.string(),
  usage: z.string(),
  aliases: z.array(z.string()),
  flags: z.array(flag),
  inheritedFlags: z.array(flag.extend({ from: z.string() })),
  subcommands: z.array(z.object({ command: z.string(), summary: z.string() })),
  examples: z.array(z.object({ description: z.string(), command: z.string() })),
  url: z.string().nullable().describe('The command reference page'),
});

function flagLine(entry: z.output<typeof flag>): string {
  const names = `${entry.shorthand ? `-${entry.shorthand}, ` : ''}--${entry.name}`;
  const fallback = entry.default === '' ? '' : ` (default ${entry.default})`;
  return `- \`${names}\` ${entry.type}${entry.required ? ', required' : ''}${fallback}: ${entry.description}`;
}

function commandText(command: CommandEntry, url: string | null): string {
  const parts = [`# ${command.command}`, command.summary, command.description];
  parts.push(`## Usage\n\n\`\`\`bash\n${command.usage}\n\`\`\``);
  if (command.aliases.length > 0) parts.push(`Aliases: ${command.aliases.join(', ')}`);
  if (command.flags.length > 0) parts.push(`## Flags\n\n${command.flags.map(flagLine).join('\n')}`);
  if (command.inheritedFlags.length > 0) {
    const lines = command.inheritedFlags.map((entry) => `${flagLine(entry)} (from ${entry.from})`);
    parts.push(`## Inherited flags\n\n${lines.join('\n')}`);
  }
  if (command.subcommands.length > 0) {
    const lines = command.subcommands.map((sub) => `- \`${sub.command}\`: ${sub.summary}`);
    parts.push(`## Subcommands\n\n${lines.join('\n')}`);
  }
  if (command.examples.length > 0) {
    const blocks = command.examples.map(
      (example) => `${example.description}\n\n\`\`\`bash\n${example.command}\n\`\`\``,
    );
    parts.push(`## Examples\n\n${blocks.join('\n\n')}`);
  }
  if (url) parts.push(`Reference page: ${url}`);
  return parts.filter(Boolean).join('\n\n');
}

/** Spellings of a command a model may send: `tool run`, `tool_run`, `run`, `TOOL  run`. */
export function normalizeCommand(wanted: string, rootCommand: string): string {
  const words = wanted.trim().toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (rootCommand && words[0] !== rootCommand) words.unshift(rootCommand);
  return words.join(' ');
}

const media = z.object({
  mediaType: z.string(),
  schema: z.record(z.string(), z.unknown()).nullable(),
});

const operationOutput = z.object({
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  deprecated: z.boolean(),
  parameters: z.array(
    z.object({
      name: z.string(),
      in: z.string(),
      required: z.boolean(),
      description: z.string(),
      schema: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  requestBody: z
    .object({ required: z.boolean(), description: z.string(), content: z.array(media) })
    .nullable(),
  responses: z.array(
    z.object({ status: z.string(), description: z.string(), content: z.array(media) }),
  ),
  schemas: z
    .record(z.string(), z.record(z.string(), z.unknown()))
    .describe('Every component schema the operation refers to with $ref, by name'),
});

/** The component schemas an operation refers to, following references inside them too. */
function referencedSchemas(
  operation: OperationEntry,
  schemas: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const found: Record<string, JsonSchema> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const name = /^#\/components\/schemas\/(.+)$/.exec(inner)?.[1];
          if (name && !(name in found) && schemas[name]) {
            found[name] = schemas[name];
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(operation);
  return found;
}

function operationText(operation: OperationEntry, schemas: Record<string, JsonSchema>): string {
  const parts = [
    `# ${operation.method} ${operation.path}`,
    `operationId: ${operation.operationId}`,
  ];
  parts.push([operation.summary, operation.description].filter(Boolean).join('\n\n'));
  if (operation.deprecated) parts.push('Deprecated.');
  if (operation.parameters.length > 0) {
    const lines = operation.parameters.map(
      (p) =>
        `- \`${p.name}\` (${p.in}${p.required ? ', required' : ''}${p.schema ? `, ${JSON.stringify(p.schema)}` : ''}): ${p.description}`,
    );
    parts.push(`## Parameters\n\n${lines.join('\n')}`);
  }
  const contentText = (content: { mediaType: string; schema: JsonSchema | null }[]) =>
    content
      .map((c) => `${c.mediaType}:\n\n\`\`\`json\n${JSON.stringify(c.schema, null, 2)}\n\`\`\``)
      .join('\n\n');
  if (operation.requestBody) {
    parts.push(
      `## Request body${operation.requestBody.required ? ' (required)' : ''}\n\n${operation.requestBody.description}\n\n${contentText(operation.requestBody.content)}`,
    );
  }
  const responses = operation.responses.map((r) =>
    `### ${r.status}\n\n${r.description}\n\n${contentText(r.content)}`.trim(),
  );
  parts.push(`## Responses\n\n${responses.join('\n\n')}`);
  if (Object.keys(schemas).length > 0) {
    parts.push(`## Schemas\n\n\`\`\`json\n${JSON.stringify(schemas, null, 2)}\n\`\`\``);
  }
  return parts.filter(Boolean).join('\n\n');
}

/** A path template matches a concrete path when every `{name}` segment matches one segment. */
function pathMatches(template: string, wanted: string): boolean {
  if (template === wanted) return true;
  const a = template.split('/');
  const b = wanted.split('/');
  return a.length === b.length && a.every((part, i) => /^\{[^}]+\}$/.test(part) || part === b[i]);
}

/** The five tools, bound to one loaded build. */
export function docsTools(docs: Docs): ToolDefinition[] {
  const { site } = docs.data;
  const tools: ToolDefinition[] = [
    define({
      name: 'search_docs',
      title: `Search the ${site.title} docs`,
      description: `Searches the ${site.title} documentation (${site.url}) with the site's own search engine and ranking. Use it first for any question about ${site.title}: it returns the best matching sections, one hit per section, each with its page title, breadcrumb, absolute URL (with the heading anchor), the page path and section id to pass to get_page, and a text snippet with matches in **bold**; when nothing matches well, no hits but up to 3 suggested queries. Write short keyword queries (a topic and a name, or a command and a flag as typed) rather than long sentences.`,
      input: z.strictObject({
        query: z
          .string()
          .trim()
          .min(1, 'query must not be empty')
          .max(maxQueryLength, `query must be at most ${maxQueryLength} characters`)
          .describe('What to look for: words, a command, a flag or a short question'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(5)
          .describe('How many hits to return, 1 to 20 (default 5)'),
      }),
      output: z.object({
        query: z.string(),
        hits: z.array(
          z.object({
            title: z.string().describe('The heading (or page title) the hit is under'),
            breadcrumb: z
              .array(z.string())
              .describe('Section, page title and headings down to the hit'),
            url: z.string().describe('Absolute URL with the heading anchor'),
            path: z.string().describe('Page path for get_page'),
            section: z.string().nullable().describe('Heading id for get_page, or null'),
            snippet: z.string(),
          }),
        ),
        suggestions: z
          .array(z.string())
          .describe(
            'When nothing matches well: no hits, and up to 3 queries of words the docs use to try instead',
          ),
      }),
      run({ query, limit }) {
        const { hits, suggestions } = docs.search(query, limit);
        const text =
          hits.length === 0
            ? `No results for "${query}".${suggestions.length > 0 ? ` Try: ${suggestions.map((s) => `"${s}"`).join(', ')}.` : ''} Try fewer or other words, or list_pages.`
            : hits
                .map(
                  (hit, i) =>
                    `${i + 1}. ${hit.breadcrumb.join(' › ')}\n   ${hit.url}\n   ${hit.snippet}`,
                )
                .join('\n');
        return { text, structured: { query, hits, suggestions } };
      },
    }),
    define({
      name: 'get_page',
      title: 'Read a docs page',
      description: `Returns a page of the ${site.title} documentation as Markdown, or only one section of it. Pass the page's path (from search_docs or list_pages), its full URL, with or without ".md" or a "#heading" anchor. Give "section" (a heading id, as in the URL anchor) to get only that heading and what is under it; an anchor in the path does the same.`,
      input: z.strictObject({
        path: z
          .string()
          .trim()
          .min(1, 'path must not be empty')
          .max(2048)
          .describe(
            'Page path or URL, such as "/docs/quickstart" or "https://site/docs/quickstart#install"',
          ),
        section: z
          .string()
          .trim()
          .min(1)
          .max(256)
          .optional()
          .describe('Heading id of the section to return, such as "install-the-cli"'),
      }),
      output: z.object({
        path: z.string(),
        url: z.string(),
        title: z.string(),
        section: z.string().nullable().describe('The section returned, or null for the whole page'),
        markdown: z.string(),
      }),
      run(input) {
        const reference = parsePageReference(input.path, docs.siteUrl);
        const page = docs.page(reference.path);
        if (!page) {
          return notFound(
            'page',
            input.path,
            closestMatches(
              reference.path,
              docs.pages.map((p) => p.path),
            ),
          );
        }
        const wantedSection = input.section ?? reference.anchor;
        const markdown = docs.markdown(page);
        const url = new URL(page.path.slice(1), docs.siteUrl).href;
        if (!wantedSection) {
          return {
            text: markdown,
            structured: { path: page.path, url, title: page.title, section: null, markdown },
          };
        }
        const section = sectionOf(markdown, wantedSection);
        if (section === null) {
          const ids = headingsOf(markdown).map((heading) => heading.id);
          return notFound(
            `section on ${page.path}`,
            wantedSection,
            closestMatches(wantedSection, ids),
          );
        }
        return {
          text: section,
          structured: {
            path: page.path,
            url: `${url}#${wantedSection}`,
            title: page.title,
            section: wantedSection,
            markdown: section,
          },
        };
      },
    }),
    define({
      name: 'list_pages',
      title: 'List the docs pages',
      description: `Lists every page of the ${site.title} documentation in sidebar order, with its path (for get_page), URL, title, description and sidebar section. Use it to see what the docs cover or to find a page search_docs did not surface.`,
      input: z.strictObject({}),
      output: z.object({ pages: z.array(pageSummary) }),
      run() {
        const pages = docs.pages.map((page) => pageSummaryOf(docs, page));
        const lines: string[] = [];
        let section: string | null = null;
        for (const page of pages) {
          if (page.section !== section) {
            section = page.section;
            lines.push(`\n## ${section}\n`);
          }
          lines.push(`- [${page.title}](${page.path}): ${page.description}`);
        }
        return { text: lines.join('\n').trim(), structured: { pages } };
      },
    }),
  ];

  const { cli, api } = docs.data;
  if (cli) {
    const root = cli.rootCommand;
    tools.push(
      define({
        name: 'get_cli_command',
        title: `Look up a ${root} command`,
        description: `Returns the reference of one ${root} CLI command from the CLI's source data: usage line, aliases, its flags (name, shorthand, type, default, description), flags inherited from parent commands, subcommands and examples. Accepts "${root} run", "${root}_run" or just "run"; an alias works too. Use "${root}" for the root command and its subcommands.`,
        input: z.strictObject({
          command: z
            .string()
            .trim()
            .min(1, 'command must not be empty')
            .max(256)
            .describe(`The command, such as "${root} run", "${root}_run" or "run"`),
        }),
        output: commandOutput,
        run({ command: wanted }) {
          const name = normalizeCommand(wanted, root);
          const command = docs.command(name);
          if (!command) {
            return notFound(
              'command',
              wanted,
              closestMatches(
                name,
                cli.commands.map((c) => c.command),
              ),
            );
          }
          const url = command.pagePath
            ? new URL(command.pagePath.slice(1), docs.siteUrl).href
            : null;
          // Parsing drops what the output schema does not name (the page path, given as a URL).
          const structured = commandOutput.parse({ ...command, url });
          return { text: commandText(command, url), structured };
        },
      }),
    );
  }
  if (api) {
    tools.push(
      define({
        name: 'get_api_operation',
        title: `Look up a ${api.title || 'REST API'} operation`,
        description: `Returns one operation of the ${api.title || 'REST API'} (version ${api.version}) from its OpenAPI file: summary, description, parameters with their JSON Schemas, the request body schema, every response with its schema, and the component schemas they refer to. Give either "operationId" or both "method" and "path" (a path template such as "/api/v1/items/{name}", or a concrete path).`,
        input: z
          .strictObject({
            operationId: z.string().trim().min(1).max(256).optional().describe('The operationId'),
            method: z
              .string()
              .trim()
              .toUpperCase()
              .pipe(z.enum(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']))
              .optional()
              .describe('HTTP method, with "path"'),
            path: z
              .string()
              .trim()
              .startsWith('/', 'path must start with "/"')
              .max(1024)
              .optional()
              .describe('Request path, with "method"'),
          })
          .refine(
            (value) =>
              (value.operationId !== undefined) !==
              (value.method !== undefined || value.path !== undefined),
            'give either operationId, or method and path',
          )
          .refine(
            (value) => (value.method === undefined) === (value.path === undefined),
            'method and path go together: give both',
          ),
        output: operationOutput,
        run(input) {
          const wanted = input.operationId ?? `${input.method} ${input.path}`;
          const operation = input.operationId
            ? api.operations.find((op) => op.operationId === input.operationId)
            : (api.operations.find((op) => op.method === input.method && op.path === input.path) ??
              api.operations.find(
                (op) => op.method === input.method && pathMatches(op.path, input.path!),
              ));
          if (!operation) {
            const candidates = input.operationId
              ? api.operations.map((op) => op.operationId)
              : api.operations.map((op) => `${op.method} ${op.path}`);
            return notFound('operation', wanted, closestMatches(wanted, candidates));
          }
          const schemas = referencedSchemas(operation, api.schemas);
          return { text: operationText(operation, schemas), structured: { ...operation, schemas } };
        },
      }),
    );
  }
  return tools;
}
