import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectHttp, startHttpServer, type HttpServer } from './harness';

// What search_docs answers beyond ranking: one hit per section, and, when
// nothing matches well, no hits but queries to try, made of the docs' words.

type SearchAnswer = {
  hits: { url: string; snippet: string }[];
  suggestions: string[];
};

let server: HttpServer;
let client: Client;

beforeAll(async () => {
  server = await startHttpServer();
  client = await connectHttp(server.url);
});
afterAll(async () => {
  await client?.close();
  await server?.stop();
});

async function search(query: string, limit = 5) {
  const result = (await client.callTool({
    name: 'search_docs',
    arguments: { query, limit },
  })) as unknown as {
    content: { text: string }[];
    structuredContent: SearchAnswer;
  };
  return { ...result.structuredContent, text: result.content.map((part) => part.text).join('\n') };
}

it('gives one hit per section: no two hits lead to the same place', async () => {
  for (const query of ['secrets', 'permission profile', 'network isolation', 'registry']) {
    const { hits } = await search(query, 20);
    expect(hits.length, query).toBeGreaterThan(10);
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size, `${query}: ${urls.join('\n')}`).toBe(urls.length);
  }
});

it('answers a query nothing matches with suggestions of the words the docs use', async () => {
  const answer = await search('regstri');
  expect(answer.hits).toEqual([]);
  expect(answer.suggestions[0]).toBe('registry');
  expect(answer.suggestions.length).toBeLessThanOrEqual(3);
  expect(answer.text).toContain('No results for "regstri". Try: "registry"');
  const matched = await search('registry');
  expect(matched.hits.length).toBeGreaterThan(0);
  expect(matched.suggestions).toEqual([]);
});
