import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadDocs } from '@docs-kit/docs-mcp/server';
import { docsTools } from '@docs-kit/docs-mcp/tools';
import { describe, expect, it } from 'vitest';
import { buildDir } from './harness';

// The tools' answers from this production build's pages, twins and search
// index, called in process as the server calls them (the transports are
// tested in tools.test.ts). The CLI and API answers from the site's models
// are tested without a build, in tests/unit/docs-mcp-reference.test.ts.

const docs = loadDocs(buildDir);
const site = docs.data.site.url;
/** The parts of split twins (the API reference's tags), each served as a page of its own. */
const parts = JSON.parse(readFileSync(path.join(buildDir, 'twin-parts.json'), 'utf8')) as {
  twins: Record<string, { file: string }[]>;
};
const servedPages = [
  ...docs.data.pages.filter((page) => existsSync(path.join(buildDir, page.markdownFile))),
  ...Object.values(parts.twins).flat(),
];
const twin = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

const tools = new Map(docsTools(docs).map((tool) => [tool.name, tool]));
/** The input parsed as the server parses it, then the answer. */
function call(name: string, input: Record<string, unknown>) {
  const tool = tools.get(name)!;
  return tool.run(tool.input.parse(input));
}

it('search_docs answers with ranked hits: title, breadcrumb, absolute URL with anchor, snippet', () => {
  const result = call('search_docs', { query: 'how do i stop a server', limit: 3 });
  expect(result.isError).toBeFalsy();
  const hits = result.structured!.hits as Record<string, unknown>[];
  expect(hits).toHaveLength(3);
  expect(hits[0]).toMatchObject({
    title: 'Stop an MCP server',
    breadcrumb: ['CLI guides', 'Manage MCP servers', 'Stop an MCP server'],
    url: `${site}toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server`,
    path: '/toolhive/guides-cli/manage-mcp-servers',
    section: 'stop-an-mcp-server',
  });
  expect(hits[0]!.snippet).toMatch(/\*\*stop\*\*/i);
  expect(result.text).toContain(`${site}toolhive/guides-cli/manage-mcp-servers#stop-an-mcp-server`);
  const five = call('search_docs', { query: 'secrets' });
  expect((five.structured!.hits as unknown[]).length).toBe(5);
});

it('search_docs says so when nothing matches', () => {
  const result = call('search_docs', { query: 'zzqxv' });
  expect(result.structured!.hits).toEqual([]);
  expect(result.text).toContain('No results');
});

it('get_page returns the Markdown twin from a path, a URL, with .md or an anchor', () => {
  const quickstart = twin('toolhive/quickstart.md');
  for (const reference of [
    '/toolhive/quickstart',
    'toolhive/quickstart/',
    '/toolhive/quickstart.md',
    `${site}toolhive/quickstart`,
    `${site}toolhive/quickstart.md`,
  ]) {
    const result = call('get_page', { path: reference });
    expect(result.isError, reference).toBeFalsy();
    expect(result.text, reference).toBe(quickstart);
    expect(result.structured).toMatchObject({
      path: '/toolhive/quickstart',
      url: `${site}toolhive/quickstart`,
      section: null,
      markdown: quickstart,
    });
  }
  expect(call('get_page', { path: '/toolhive/' }).text).toBe(twin('toolhive.md'));
});

it('get_page returns only the section under a heading id, given as section or anchor', () => {
  const bySection = call('get_page', {
    path: '/toolhive/guides-cli/install',
    section: 'install-with-homebrew',
  });
  const byAnchor = call('get_page', {
    path: `${site}toolhive/guides-cli/install.md#install-with-homebrew`,
  });
  expect(bySection.text).toBe(byAnchor.text);
  const section = bySection.text;
  expect(section).toMatch(/^## Install with Homebrew( \{#install-with-homebrew\})?\n/);
  expect(section).toContain('brew install thv');
  // The section stops at the next heading of its level.
  expect(section.match(/^## /gm)).toHaveLength(1);
  expect(bySection.structured).toMatchObject({
    section: 'install-with-homebrew',
    url: `${site}toolhive/guides-cli/install#install-with-homebrew`,
  });
});

it('list_pages lists every page with path, title, description and sidebar section', () => {
  const result = call('list_pages', {});
  const pages = result.structured!.pages as Record<string, string>[];
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
  expect(result.text).toContain('## CLI guides');
});

it('get_cli_command links each command to the page the docs plugin made from its file', () => {
  for (const command of docs.data.cli!.commands) {
    const result = call('get_cli_command', { command: command.path });
    expect(result.structured!.url, command.path).toBe(
      `${site}toolhive/reference/cli/${command.id}`,
    );
  }
});

it('get_api_operation links every operation to its heading on the API reference page, which get_page reads from its tag', () => {
  for (const operation of docs.data.api!.tags.flatMap((tag) => tag.operations)) {
    const result = call('get_api_operation', { operationId: operation.anchor });
    const url = result.structured!.url as string;
    expect(url).toBe(`${site}toolhive/reference/api#${operation.anchor}`);
    const section = call('get_page', { path: url });
    expect(section.isError, url).toBeUndefined();
    expect(section.structured!.path, url).toMatch(/^\/toolhive\/reference\/api\/[a-z-]+$/);
    expect(section.text.split('\n')[0], url).toBe(`## ${operation.summary}`);
  }
});

describe('unknown names are tool errors that name the closest matches', () => {
  it('an unknown page', () => {
    const result = call('get_page', { path: '/toolhive/guides-cli/secrets' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('No page "/toolhive/guides-cli/secrets"');
    expect(result.text).toContain('/toolhive/guides-cli/secrets-management');
  });
  it('an unknown section', () => {
    const result = call('get_page', {
      path: '/toolhive/guides-cli/install',
      section: 'install-with-homebrw',
    });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('install-with-homebrew');
  });
});

it('paths never reach the file system: only known pages are read', () => {
  for (const reference of [
    '../../package.json',
    '/toolhive/../../package.json',
    '/..%2f..%2fpackage.json',
    '/etc/passwd',
    'file:///etc/passwd',
    '/docs-mcp.json',
    '/search-index',
  ]) {
    const result = call('get_page', { path: reference });
    expect(result.isError, reference).toBe(true);
    expect(result.text, reference).toMatch(/^No page /);
    expect(result.text, reference).not.toContain('"version"');
  }
});

it('search_docs gives one hit per section: no two hits lead to the same place', () => {
  for (const query of ['secrets', 'permission profile', 'network isolation', 'registry']) {
    const hits = call('search_docs', { query, limit: 20 }).structured!.hits as { url: string }[];
    expect(hits.length, query).toBeGreaterThan(10);
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size, `${query}: ${urls.join('\n')}`).toBe(urls.length);
  }
});

it('search_docs answers a query nothing matches well with suggestions of the words the docs use', () => {
  const answer = call('search_docs', { query: 'regstri' });
  const structured = answer.structured as { hits: unknown[]; suggestions: string[] };
  expect(structured.hits).toEqual([]);
  expect(structured.suggestions[0]).toBe('registry');
  expect(structured.suggestions.length).toBeLessThanOrEqual(3);
  expect(answer.text).toContain('No results for "regstri". Try: "registry"');
  const matched = call('search_docs', { query: 'registry' }).structured as typeof structured;
  expect(matched.hits.length).toBeGreaterThan(0);
  expect(matched.suggestions).toEqual([]);
});
