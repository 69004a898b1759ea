import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDir,
  connectHttp,
  connectStdio,
  startHttpServer,
  type HttpServer,
  type StdioConnection,
} from './harness';

// The server over each transport, through the MCP SDK's own client against the
// production build: the tools listed, one call of each, the resources, and the
// protocol's errors. What each tool answers is tested as plain functions (the
// tools' unit tests, and tests/mcp/build-answers.test.ts on this build).

const data = JSON.parse(readFileSync(path.join(buildDir, 'docs-mcp.json'), 'utf8')) as {
  site: { url: string };
  pages: { path: string; markdownFile: string }[];
};
const site = data.site.url;
/** The parts of split twins (the API reference's tags), each served as a page of its own. */
const parts = JSON.parse(readFileSync(path.join(buildDir, 'twin-parts.json'), 'utf8')) as {
  twins: Record<string, { file: string; title: string }[]>;
};
// Pages without a Markdown twin (the agent-docs plugin's include and exclude options) are not served.
const servedPages = [
  ...data.pages.filter((page) => existsSync(path.join(buildDir, page.markdownFile))),
  ...Object.values(parts.twins).flat(),
];

type ToolResult = {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const transports = {
  async stdio() {
    const connection: StdioConnection = await connectStdio();
    return {
      client: connection.client,
      close: connection.close,
      extraChecks: () => expect(connection.transportErrors).toEqual([]),
    };
  },
  async http() {
    const server: HttpServer = await startHttpServer();
    const client = await connectHttp(server.url);
    return {
      client,
      close: async () => {
        await client.close();
        await server.stop();
      },
      extraChecks: () => undefined,
    };
  },
};

describe.each(Object.keys(transports) as (keyof typeof transports)[])('over %s', (name) => {
  let client: Client;
  let close: () => Promise<void>;
  let extraChecks: () => void;

  beforeAll(async () => {
    ({ client, close, extraChecks } = await transports[name]());
  });
  afterAll(async () => {
    extraChecks();
    await close();
  });

  const call = async (tool: string, args: Record<string, unknown>) =>
    (await client.callTool({ name: tool, arguments: args })) as ToolResult;
  const text = (result: ToolResult) => result.content.map((part) => part.text).join('\n');
  const rejection = async (tool: string, args: Record<string, unknown>) => {
    const error = await client.callTool({ name: tool, arguments: args }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    return (error as McpError).message;
  };

  it('lists the five tools, read-only, with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api_operation',
      'get_cli_command',
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.inputSchema.properties).toMatchObject({
      query: { type: 'string', maxLength: 256 },
      limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
    });
  });

  it('answers each tool with text and structured content that its output schema admits', async () => {
    const search = await call('search_docs', { query: 'how do i stop a server', limit: 3 });
    expect((search.structuredContent!.hits as unknown[]).length).toBe(3);
    expect(text(search)).toContain(
      `${site}toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server`,
    );
    const page = await call('get_page', { path: '/toolhive/quickstart' });
    expect(text(page)).toBe(readFileSync(path.join(buildDir, 'toolhive/quickstart.md'), 'utf8'));
    const pages = await call('list_pages', {});
    expect((pages.structuredContent!.pages as unknown[]).length).toBe(servedPages.length);
    const command = await call('get_cli_command', { command: 'thv run' });
    expect(command.structuredContent).toMatchObject({
      command: 'thv run',
      url: `${site}toolhive/reference/cli/thv_run`,
    });
    const operation = await call('get_api_operation', { operationId: 'op-createSecret' });
    expect(operation.structuredContent).toMatchObject({
      operationId: 'createSecret',
      url: `${site}toolhive/reference/api#op-createSecret`,
    });
    for (const result of [search, page, pages, command, operation]) {
      expect(result.isError).toBeFalsy();
    }
  });

  it('reads one tag of the split API reference: by its path, by an anchor of the HTML page, from a search hit', async () => {
    const apiParts = parts.twins['toolhive/reference/api.md']!;
    expect(apiParts.map((part) => part.file)).toContain('toolhive/reference/api/workloads.md');
    const index = await call('get_page', { path: '/toolhive/reference/api' });
    expect(text(index)).toBe(
      readFileSync(path.join(buildDir, 'toolhive/reference/api.md'), 'utf8'),
    );
    expect(text(index)).toContain(`(${site}toolhive/reference/api/workloads.md)`);
    const tag = await call('get_page', { path: `${site}toolhive/reference/api/workloads.md` });
    expect(text(tag)).toBe(
      readFileSync(path.join(buildDir, 'toolhive/reference/api/workloads.md'), 'utf8'),
    );
    expect(tag.structuredContent).toMatchObject({
      path: '/toolhive/reference/api/workloads',
      title: 'API reference: Workloads',
      url: `${site}toolhive/reference/api/workloads.md`,
    });
    const operation = await call('get_page', {
      path: `${site}toolhive/reference/api#op-createWorkload`,
    });
    expect(operation.isError).toBeFalsy();
    expect(text(operation)).toMatch(/^## Create a workload\n\n`POST \/api\/v1beta\/workloads`/);
    expect(operation.structuredContent).toMatchObject({
      path: '/toolhive/reference/api/workloads',
      section: 'create-a-workload',
    });
    const search = await call('search_docs', { query: 'create a workload api', limit: 10 });
    const hits = search.structuredContent!.hits as {
      url: string;
      path: string;
      section: string | null;
    }[];
    // A hit on the API reference names the HTML page's section; get_page reads it from its tag.
    const apiHits = hits.filter(
      (hit) => new URL(hit.url).pathname === '/toolhive/reference/api' && hit.section !== null,
    );
    expect(apiHits.length).toBeGreaterThan(0);
    for (const hit of apiHits) {
      for (const read of [
        await call('get_page', { path: hit.url }),
        await call('get_page', { path: hit.path, section: hit.section }),
      ]) {
        expect(read.isError, hit.url).toBeFalsy();
        expect(read.structuredContent!.path, hit.url).toMatch(
          /^\/toolhive\/reference\/api\/[a-z-]+$/,
        );
      }
    }
  });

  it('serves every listed page as a text/markdown resource', async () => {
    const { resources } = await client.listResources();
    expect(resources).toHaveLength(servedPages.length);
    for (const resource of resources) expect(resource.mimeType).toBe('text/markdown');
    const quickstart = resources.find((resource) => resource.name === '/toolhive/quickstart')!;
    expect(quickstart.uri).toBe(`${site}toolhive/quickstart.md`);
    const { contents } = await client.readResource({ uri: quickstart.uri });
    expect(contents).toEqual([
      {
        uri: quickstart.uri,
        mimeType: 'text/markdown',
        text: readFileSync(path.join(buildDir, 'toolhive/quickstart.md'), 'utf8'),
      },
    ]);
    const error = await client
      .readResource({ uri: `${site}../package.json` })
      .catch((e: unknown) => e);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
  });

  describe('invalid arguments are JSON-RPC invalid-params errors', () => {
    it('a query over 256 characters is refused', async () => {
      expect(await rejection('search_docs', { query: 'x'.repeat(257) })).toContain(
        'query must be at most 256 characters',
      );
      const fits = await call('search_docs', { query: `thv ${'x'.repeat(252)}` });
      expect(fits.isError).toBeFalsy();
    });
    it('missing, empty, mistyped or out-of-range arguments', async () => {
      await rejection('search_docs', {});
      await rejection('search_docs', { query: '   ' });
      await rejection('search_docs', { query: 'secrets', limit: 0 });
      await rejection('search_docs', { query: 'secrets', limit: 21 });
      await rejection('search_docs', { query: 'secrets', limit: 2.5 });
      await rejection('search_docs', { query: 42 });
      await rejection('search_docs', { query: 'secrets', colour: 'blue' });
      await rejection('get_page', {});
      await rejection('get_cli_command', { command: '' });
      await rejection('list_pages', { all: true });
    });
    it('get_api_operation takes an operationId or a method and path, not both or half', async () => {
      await rejection('get_api_operation', {});
      await rejection('get_api_operation', {
        operationId: 'createWorkload',
        method: 'POST',
        path: '/api/v1beta/workloads',
      });
      await rejection('get_api_operation', { method: 'POST' });
      await rejection('get_api_operation', { method: 'FETCH', path: '/api' });
      await rejection('get_api_operation', { method: 'GET', path: 'api/v1beta/workloads' });
    });
    it('an unknown tool', async () => {
      expect(await rejection('delete_docs', {})).toContain('search_docs');
    });
  });
});
