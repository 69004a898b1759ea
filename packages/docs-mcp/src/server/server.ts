import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import * as z from 'zod/v4';
import type { PageEntry } from '../data';
import type { Docs } from './docs';
import { docsTools, type ToolDefinition } from '../tools';

export interface DocsServerInfo {
  /** The server's name in the MCP handshake, such as "example-docs". */
  name: string;
  version: string;
}

/** JSON Schema (draft 7, which the SDK's client validates with) of a tool's input or output. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Tool['inputSchema'] {
  const json = { ...z.toJSONSchema(schema, { target: 'draft-7', io }) } as Record<string, unknown>;
  delete json.$schema;
  return json as Tool['inputSchema'];
}

function invalidParams(tool: string, error: z.ZodError): McpError {
  const problems = error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return new McpError(
    ErrorCode.InvalidParams,
    `Invalid arguments for ${tool}: ${problems.join('; ')}`,
  );
}

interface Prepared {
  tools: Map<string, ToolDefinition>;
  /** The tools as tools/list shows them; their JSON Schemas are made on the first list, not at start-up. */
  listed(): Tool[];
  resourceUrl(markdownFile: string): string;
  pagesByResource: Map<string, PageEntry>;
}

// Made once per build, not per connection: the HTTP endpoint creates a server for every request.
const preparedByDocs = new WeakMap<Docs, Prepared>();

function prepared(docs: Docs): Prepared {
  let ready = preparedByDocs.get(docs);
  if (!ready) {
    const tools = new Map(docsTools(docs).map((tool) => [tool.name, tool]));
    const resourceUrl = (markdownFile: string) => new URL(markdownFile, docs.siteUrl).href;
    let listed: Tool[] | undefined;
    ready = {
      tools,
      listed: () =>
        (listed ??= [...tools.values()].map((tool) => ({
          name: tool.name,
          title: tool.title,
          description: tool.description,
          inputSchema: jsonSchemaOf(tool.input, 'input'),
          outputSchema: jsonSchemaOf(tool.output, 'output'),
          annotations: { title: tool.title, readOnlyHint: true, openWorldHint: false },
        }))),
      resourceUrl,
      pagesByResource: new Map(docs.pages.map((page) => [resourceUrl(page.markdownFile), page])),
    };
    preparedByDocs.set(docs, ready);
  }
  return ready;
}

// The SDK checks elicitation answers with it. This server never elicits, so
// Ajv (tens of milliseconds to set up) is only built if something asks.
let ajv: AjvJsonSchemaValidator | undefined;
const lazyValidator: jsonSchemaValidator = {
  getValidator: (schema) => (ajv ??= new AjvJsonSchemaValidator()).getValidator(schema),
};

/**
 * An MCP server over one loaded build: the tools, and every page as a
 * `text/markdown` resource at the URL of its Markdown twin. One instance
 * serves one connection; the build is shared.
 */
export function createDocsServer(docs: Docs, info: DocsServerInfo): Server {
  const { tools, listed, resourceUrl, pagesByResource } = prepared(docs);

  const server = new Server(info, {
    capabilities: { tools: {}, resources: {} },
    jsonSchemaValidator: lazyValidator,
    instructions: `Documentation of ${docs.data.site.title} (${docs.data.site.url}), served from the site's own build. Start with search_docs; read a page or one of its sections with get_page. The CLI and API tools, where present, answer from the reference data the site's pages are built from.`,
  });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool "${request.params.name}". Tools: ${[...tools.keys()].join(', ')}.`,
      );
    }
    const parsed = tool.input.safeParse(request.params.arguments ?? {});
    if (!parsed.success) throw invalidParams(tool.name, parsed.error);
    const answer = tool.run(parsed.data);
    return {
      content: [{ type: 'text' as const, text: answer.text }],
      ...(answer.structured ? { structuredContent: answer.structured } : {}),
      ...(answer.isError ? { isError: true } : {}),
    };
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: docs.pages.map((page) => ({
      uri: resourceUrl(page.markdownFile),
      name: page.path,
      title: page.title,
      description: page.description,
      mimeType: 'text/markdown',
    })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const page = pagesByResource.get(request.params.uri);
    if (!page) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown resource "${request.params.uri}". Resources are the pages' Markdown URLs, such as ${resourceUrl(docs.pages[0]?.markdownFile ?? 'index.md')}; list them with resources/list.`,
      );
    }
    return {
      contents: [{ uri: request.params.uri, mimeType: 'text/markdown', text: docs.markdown(page) }],
    };
  });
  return server;
}
