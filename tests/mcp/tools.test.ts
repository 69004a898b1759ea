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

// Every tool and every error of issue 16, point 3, over both transports,
// through the MCP SDK's own client against the production build.

const data = JSON.parse(readFileSync(path.join(buildDir, 'docs-mcp.json'), 'utf8')) as {
  site: { url: string };
  pages: { path: string; markdownFile: string }[];
};
const site = data.site.url;
// Pages without a Markdown twin (the agent-docs plugin's include and exclude options) are not served.
const servedPages = data.pages.filter((page) => existsSync(path.join(buildDir, page.markdownFile)));

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

  it('search_docs answers with ranked hits: title, breadcrumb, absolute URL with anchor, snippet', async () => {
    const result = await call('search_docs', { query: 'how do i stop a server', limit: 3 });
    expect(result.isError).toBeFalsy();
    const hits = result.structuredContent!.hits as Record<string, unknown>[];
    expect(hits).toHaveLength(3);
    expect(hits[0]).toMatchObject({
      title: 'Stop an MCP server',
      breadcrumb: ['CLI guides', 'Manage MCP servers', 'Stop an MCP server'],
      url: `${site}toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server`,
      path: '/toolhive/guides-cli/manage-mcp-servers',
      section: 'stop-an-mcp-server',
    });
    expect(hits[0]!.snippet).toMatch(/\*\*stop\*\*/i);
    expect(text(result)).toContain(
      `${site}toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server`,
    );
    const five = await call('search_docs', { query: 'secrets' });
    expect((five.structuredContent!.hits as unknown[]).length).toBe(5);
  });

  it('search_docs says so when nothing matches', async () => {
    const result = await call('search_docs', { query: 'zzqxv' });
    expect(result.structuredContent!.hits).toEqual([]);
    expect(text(result)).toContain('No results');
  });

  it('get_page returns the Markdown twin from a path, a URL, with .md or an anchor', async () => {
    const twin = readFileSync(path.join(buildDir, 'toolhive/quickstart.md'), 'utf8');
    for (const reference of [
      '/toolhive/quickstart',
      'toolhive/quickstart/',
      '/toolhive/quickstart.md',
      `${site}toolhive/quickstart`,
      `${site}toolhive/quickstart.md`,
    ]) {
      const result = await call('get_page', { path: reference });
      expect(result.isError, reference).toBeFalsy();
      expect(text(result), reference).toBe(twin);
      expect(result.structuredContent).toMatchObject({
        path: '/toolhive/quickstart',
        url: `${site}toolhive/quickstart`,
        section: null,
        markdown: twin,
      });
    }
    const overview = await call('get_page', { path: '/toolhive/' });
    expect(text(overview)).toBe(readFileSync(path.join(buildDir, 'toolhive.md'), 'utf8'));
  });

  it('get_page returns only the section under a heading id, given as section or anchor', async () => {
    const bySection = await call('get_page', {
      path: '/toolhive/guides-cli/install',
      section: 'install-with-homebrew',
    });
    const byAnchor = await call('get_page', {
      path: `${site}toolhive/guides-cli/install.md#install-with-homebrew`,
    });
    expect(text(bySection)).toBe(text(byAnchor));
    const section = text(bySection);
    expect(section).toMatch(/^## Install with Homebrew( \{#install-with-homebrew\})?\n/);
    expect(section).toContain('brew install thv');
    // The section stops at the next heading of its level.
    expect(section.match(/^## /gm)).toHaveLength(1);
    expect(bySection.structuredContent).toMatchObject({
      section: 'install-with-homebrew',
      url: `${site}toolhive/guides-cli/install#install-with-homebrew`,
    });
  });

  it('list_pages lists every page with path, title, description and sidebar section', async () => {
    const result = await call('list_pages', {});
    const pages = result.structuredContent!.pages as Record<string, string>[];
    expect(pages.length).toBe(servedPages.length);
    expect(servedPages.length).toBeGreaterThan(50);
    expect(pages[0]).toMatchObject({ path: '/toolhive', url: `${site}toolhive` });
    expect(pages).toContainEqual(
      expect.objectContaining({
        path: '/toolhive/guides-cli/secrets-management',
        title: 'Manage secrets',
        section: 'CLI guides',
        description: expect.stringMatching(/\w/),
      }),
    );
    expect(text(result)).toContain('## CLI guides');
  });

  it('get_cli_command answers "thv run", "thv_run" and "run" alike, from the CLI source', async () => {
    const results = await Promise.all(
      ['thv run', 'thv_run', 'run', '  THV   Run '].map((command) =>
        call('get_cli_command', { command }),
      ),
    );
    for (const result of results)
      expect(result.structuredContent).toEqual(results[0]!.structuredContent);
    const run = results[0]!.structuredContent!;
    expect(run).toMatchObject({
      command: 'thv run',
      usage: expect.stringMatching(/^thv run /),
      url: `${site}toolhive/reference/cli/thv_run`,
    });
    expect(run.flags).toContainEqual(
      expect.objectContaining({ name: 'permission-profile', type: 'string' }),
    );
    expect(run.inheritedFlags).toContainEqual(
      expect.objectContaining({ name: 'debug', type: 'bool', default: 'false', from: 'thv' }),
    );
    expect((run.examples as unknown[]).length).toBeGreaterThan(0);
    const secret = (await call('get_cli_command', { command: 'secret' })).structuredContent!;
    expect(secret.subcommands).toContainEqual(
      expect.objectContaining({ command: 'thv secret set' }),
    );
    expect(text(results[0]!)).toContain('--permission-profile');
  });

  it('get_api_operation finds an operation by operationId or by method and path', async () => {
    const byId = await call('get_api_operation', { operationId: 'createWorkload' });
    expect(byId.structuredContent).toMatchObject({
      operationId: 'createWorkload',
      method: 'POST',
      path: '/api/v1beta/workloads',
      summary: expect.stringMatching(/\w/),
      requestBody: {
        required: true,
        content: [expect.objectContaining({ mediaType: 'application/json' })],
      },
    });
    const responses = byId.structuredContent!.responses as { status: string }[];
    expect(responses.map((response) => response.status)).toContain('201');
    // Every $ref in the answer resolves within its own schemas.
    const refs =
      JSON.stringify(byId.structuredContent).match(/#\/components\/schemas\/[^"]+/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    const schemas = byId.structuredContent!.schemas as Record<string, unknown>;
    for (const ref of refs) expect(schemas).toHaveProperty([ref.split('/').pop()!]);

    const byTemplate = await call('get_api_operation', {
      method: 'post',
      path: '/api/v1beta/workloads/{name}/stop',
    });
    const byConcrete = await call('get_api_operation', {
      method: 'POST',
      path: '/api/v1beta/workloads/fetch/stop',
    });
    expect(byTemplate.structuredContent!.operationId).toBe('stopWorkload');
    expect(byConcrete.structuredContent!.operationId).toBe('stopWorkload');
    expect(byTemplate.structuredContent!.parameters).toContainEqual(
      expect.objectContaining({ name: 'name', in: 'path', required: true }),
    );
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

  describe('unknown names are tool errors that name the closest matches', () => {
    it('an unknown page', async () => {
      const result = await call('get_page', { path: '/toolhive/guides-cli/secrets' });
      expect(result.isError).toBe(true);
      expect(text(result)).toContain('No page "/toolhive/guides-cli/secrets"');
      expect(text(result)).toContain('/toolhive/guides-cli/secrets-management');
    });
    it('an unknown section', async () => {
      const result = await call('get_page', {
        path: '/toolhive/guides-cli/install',
        section: 'install-with-homebrw',
      });
      expect(result.isError).toBe(true);
      expect(text(result)).toContain('install-with-homebrew');
    });
    it('an unknown command', async () => {
      const result = await call('get_cli_command', { command: 'thv rn' });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/No command "thv rn"\. Closest matches: .*thv run/);
    });
    it('an unknown operation, by id and by method and path', async () => {
      const byId = await call('get_api_operation', { operationId: 'listWorkload' });
      expect(byId.isError).toBe(true);
      expect(text(byId)).toMatch(/Closest matches: listWorkloads/);
      const byPath = await call('get_api_operation', {
        method: 'GET',
        path: '/api/v1beta/workload',
      });
      expect(byPath.isError).toBe(true);
      expect(text(byPath)).toContain('GET /api/v1beta/workloads');
    });
  });

  it('paths never reach the file system: only known pages are read', async () => {
    for (const reference of [
      '../../package.json',
      '/toolhive/../../package.json',
      '/..%2f..%2fpackage.json',
      '/etc/passwd',
      'file:///etc/passwd',
      '/docs-mcp.json',
      '/search-index',
    ]) {
      const result = await call('get_page', { path: reference });
      expect(result.isError, reference).toBe(true);
      expect(text(result), reference).toMatch(/^No page /);
      expect(text(result), reference).not.toContain('"version"');
    }
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
