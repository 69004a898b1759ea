import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { loadDocs } from '@docs-kit/docs-mcp/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import readerCases from '../unit/search-relevance/reader-cases.json';
import { buildDir, connectStdio, type StdioConnection } from './harness';

// What an assistant pays for each answer, through the MCP SDK's own client
// over stdio on the production build: five search hits within 1,500 tokens
// (four characters a token) on every reader question, every page in parts of
// at most 20,000 characters that join into its twin, cursors checked, and a
// cost in every tool's description.

// Every page the server serves: those with a twin, and the parts of split twins.
const servedPages = loadDocs(buildDir).pages;

type ToolResult = {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

let connection: StdioConnection;
let client: Client;
beforeAll(async () => {
  connection = await connectStdio();
  client = connection.client;
});
afterAll(() => connection?.close());

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;
/** The answer as a client receives it: its text and its structured content. */
const answerChars = (result: ToolResult) =>
  result.content.reduce((sum, item) => sum + item.text.length, 0) +
  JSON.stringify(result.structuredContent ?? {}).length;

it('search_docs answers five hits within 1,500 tokens on every reader question, each with its URL and anchor', async () => {
  const queries = [...new Set(readerCases.map((item) => item.query))];
  expect(queries.length).toBeGreaterThan(250);
  // The site's search in process, to tell a hit the size bound dropped from one the search never found.
  const search = loadDocs(buildDir).search!;
  for (const query of queries) {
    const result = await call('search_docs', { query });
    const hits = result.structuredContent!.hits as { url: string; section: string | null }[];
    expect(hits.length, query).toBe(search(query, 5).hits.length);
    expect(answerChars(result), query).toBeLessThanOrEqual(6000);
    for (const hit of hits) {
      expect(result.content[0]!.text, query).toContain(hit.url);
      if (hit.section !== null) expect(hit.url).toMatch(new RegExp(`#${hit.section}$`));
    }
  }
}, 180_000);

it('get_page returns every page in parts of at most 20,000 characters (or the maxChars asked for) that join into its twin', async () => {
  let split = 0;
  // No twin is over 20,000 characters since the API reference is split by tag:
  // a smaller maxChars still reads long pages through their cursors.
  for (const [page, maxChars] of servedPages.flatMap((page) => [
    [page, undefined] as const,
    [page, 5_000] as const,
  ])) {
    const twin = readFileSync(path.join(buildDir, page.markdownFile), 'utf8');
    const parts: string[] = [];
    let result = await call('get_page', { path: page.path, maxChars });
    for (;;) {
      expect(result.isError, page.path).toBeUndefined();
      const part = result.structuredContent as { markdown: string; nextCursor: string | null };
      expect(part.markdown.length, page.path).toBeLessThanOrEqual(maxChars ?? 20_000);
      parts.push(part.markdown);
      if (part.nextCursor === null) break;
      expect(result.content[0]!.text).toContain(`cursor "${part.nextCursor}"`);
      result = await call('get_page', { cursor: part.nextCursor });
    }
    if (parts.length > 1) split += 1;
    expect(parts.join(''), page.path).toBe(twin);
  }
  expect(split, 'pages longer than one part').toBeGreaterThan(0);
}, 120_000);

it('get_page refuses a cursor it did not give with a tool error that says what to do', async () => {
  const first = await call('get_page', { path: servedPages[0]!.path, maxChars: 2000 });
  const cursor = (first.structuredContent as { nextCursor: string }).nextCursor;
  expect(cursor).toEqual(expect.any(String));
  for (const bad of [
    'garbage',
    `${cursor}x`,
    Buffer.from('{"p":"/etc/passwd"}').toString('base64url'),
  ]) {
    const result = await call('get_page', { cursor: bad });
    expect(result.isError, bad).toBe(true);
    expect(result.content[0]!.text).toMatch(/can't be used: .*Call get_page with the page's path/);
  }
});

it("every tool's description says what a call costs", async () => {
  const { tools } = await client.listTools();
  expect(tools.length).toBe(5);
  for (const tool of tools)
    expect(tool.description, tool.name).toMatch(/Cost: [^.]*\d[\d,]* characters/);
});
