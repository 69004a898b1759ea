import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import apiReferencePlugin, { validateOptions } from '@docs-kit/api-reference';
import type { ApiModel } from '@docs-kit/api-reference/model';
import { validatePluginOptions } from '@docs-kit/build-utils/plugin-options';
import { generateReference } from '@docs-kit/cli-reference';
import { docsTools, type ToolDefinition, type ToolsSource } from '@docs-kit/docs-mcp/tools';
import { beforeAll, describe, expect, it } from 'vitest';
import thvCommands from '../../site/src/data/thv-commands';
import { thvCliPageIds } from '../../site/src/data/thv-cli-pages';

// The docs MCP server's CLI and API tools over the site's own models, as the
// cli-reference and api-reference plugins load them for the pages: no
// production build needed (tests/mcp checks the same tools on one).

const siteDir = path.resolve(__dirname, '../../site');
const site = new URL('https://docs.example.com/');
let tools: Map<string, ToolDefinition>;

beforeAll(async () => {
  const { model: cli } = generateReference(thvCommands, {
    pageIds: thvCliPageIds,
    categoryLabel: 'CLI reference',
    categoryPosition: 3,
    sourceName: 'src/data/thv-commands.ts',
    outputDir: 'docs/toolhive/reference/cli',
  });
  const options = validatePluginOptions(validateOptions, {
    specFile: 'static/api-specs/toolhive-api.yaml',
  });
  const plugin = await apiReferencePlugin({ siteDir } as LoadContext, options);
  const { model: api } = (await plugin.loadContent!()) as { model: ApiModel };
  const source: ToolsSource = {
    data: {
      version: 2,
      site: { title: 'ToolHive', url: site.href },
      search: null,
      pages: [],
      // The docs plugin gives each generated page the URL of its file under docs/.
      cli: {
        rootCommand: cli.rootCommand,
        commands: cli.commands.map((command) => ({
          ...command,
          pagePath: `/${command.pageFile.replace(/^docs\//, '').replace(/\.md$/, '')}`,
        })),
      },
      api,
    },
    site: { title: 'ToolHive', url: site.href },
    siteUrl: site,
    pages: [],
    page: () => undefined,
    markdown: () => '',
    pageWithHeading: (id) => (id.startsWith('op-') ? '/toolhive/reference/api' : null),
  };
  tools = new Map(docsTools(source).map((tool) => [tool.name, tool]));
}, 60_000);

/** The input parsed as the server parses it, then the answer. */
function call(name: string, input: Record<string, unknown>) {
  const tool = tools.get(name)!;
  return tool.run(tool.input.parse(input));
}

it('get_cli_command answers "thv run", "thv_run" and "run" alike, from the CLI model', () => {
  const results = ['thv run', 'thv_run', 'run', '  THV   Run '].map((command) =>
    call('get_cli_command', { command }),
  );
  for (const result of results) expect(result.structured).toEqual(results[0]!.structured);
  const run = results[0]!.structured!;
  expect(run).toMatchObject({
    command: 'thv run',
    usage: expect.stringMatching(/^thv run /),
    url: `${site.href}toolhive/reference/cli/thv_run`,
  });
  expect(run.flags).toContainEqual(
    expect.objectContaining({ name: 'permission-profile', type: 'string' }),
  );
  expect(run.inheritedFlags).toContainEqual(
    expect.objectContaining({ name: 'debug', type: 'bool', default: 'false', from: 'thv' }),
  );
  expect((run.examples as unknown[]).length).toBeGreaterThan(0);
  const secret = call('get_cli_command', { command: 'secret' }).structured!;
  expect(secret.subcommands).toContainEqual(expect.objectContaining({ command: 'thv secret set' }));
  expect(results[0]!.text).toContain('--permission-profile');
});

it('get_api_operation finds an operation by operationId, by anchor, or by method and path', () => {
  const byId = call('get_api_operation', { operationId: 'createWorkload' });
  expect(byId.structured).toMatchObject({
    operationId: 'createWorkload',
    method: 'POST',
    path: '/api/v1beta/workloads',
    summary: expect.stringMatching(/\w/),
    requestBody: {
      required: true,
      content: [expect.objectContaining({ mediaType: 'application/json' })],
    },
  });
  expect(call('get_api_operation', { operationId: 'op-createWorkload' }).structured).toEqual(
    byId.structured,
  );
  const responses = byId.structured!.responses as { status: string }[];
  expect(responses.map((response) => response.status)).toContain('201');
  // Every schema in the answer is resolved: no reference is left to look up.
  expect(JSON.stringify(byId.structured)).not.toContain('$ref');
  expect(JSON.stringify(byId.structured)).not.toContain('#/components/');
  const body = (byId.structured!.requestBody as { content: { schema: { fields: unknown[] } }[] })
    .content[0]!.schema;
  expect(body.fields).toContainEqual(
    expect.objectContaining({ name: 'image', required: true, type: 'string' }),
  );

  const byTemplate = call('get_api_operation', {
    method: 'post',
    path: '/api/v1beta/workloads/{name}/stop',
  });
  const byConcrete = call('get_api_operation', {
    method: 'POST',
    path: '/api/v1beta/workloads/fetch/stop',
  });
  expect(byTemplate.structured!.operationId).toBe('stopWorkload');
  expect(byConcrete.structured!.operationId).toBe('stopWorkload');
  expect(byTemplate.structured!.parameters).toContainEqual(
    expect.objectContaining({ name: 'name', in: 'path', required: true }),
  );
});

describe('unknown names are tool errors that name the closest matches', () => {
  it('an unknown command', () => {
    const result = call('get_cli_command', { command: 'thv rn' });
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/No command "thv rn"\. Closest matches: .*thv run/);
  });
  it('an unknown operation, by id and by method and path', () => {
    const byId = call('get_api_operation', { operationId: 'listWorkload' });
    expect(byId.isError).toBe(true);
    expect(byId.text).toMatch(/Closest matches: listWorkloads/);
    const byPath = call('get_api_operation', { method: 'GET', path: '/api/v1beta/workload' });
    expect(byPath.isError).toBe(true);
    expect(byPath.text).toContain('GET /api/v1beta/workloads');
  });
});
