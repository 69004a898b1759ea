import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { loadDocs } from '@docs-kit/docs-mcp/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import readerCases from '../unit/search-relevance/reader-cases.json';
import { buildDir, repoRoot } from './harness';

// What the server holds in memory. In process: the heap and the typed
// arrays' memory the build's search records and engine keep, which grow with
// the site, so a structure per record or per posting larger than it needs to
// be shows here first. Over
// stdio: the server's peak resident memory (VmHWM) over an assistant's
// session, every reader question, the page list and every page.

const MB = 1024 * 1024;
/**
 * The memory the loaded build and its search engine keep (heap and typed
 * arrays), per search record: 1,389 bytes on this site's 4,420 records
 * (1,462 while each record kept its object id, 3.5 KB while the engine kept
 * MiniSearch's Map per term, field and record).
 */
const HELD_BYTES_PER_RECORD = 1_420;
/**
 * What every reader question adds to that, the engine's bounded caches
 * (each ranked record's words, highlighted texts): 6.1 MB on this site (9.3
 * while a record's words were kept as a Set).
 */
const QUESTIONS_HELD_BUDGET = 7.5 * MB;
/**
 * Peak resident memory of the server process, its sources loaded as a fresh
 * checkout runs them: 130 MB on this site with jiti's cache of compiled files
 * warm, 141 MB in a fresh clone, where jiti compiles every source and loads
 * Babel to do it (164 MB warm while the index was parsed whole and the
 * engine's build arrays were freed late).
 */
const PEAK_RSS_BUDGET = 150 * MB;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

it('keeps the build and its search engine within its memory budget per search record, and what questions add bounded', () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const inUse = () => {
    gc();
    gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = inUse();
  const docs = loadDocs(buildDir);
  docs.warm();
  const held = inUse() - before;
  // Searched after measuring, so nothing of the build was collected before it.
  expect(docs.search!('run a server', 5).hits.length).toBeGreaterThan(0);
  for (const query of new Set(readerCases.map((item) => item.query))) docs.search!(query, 5);
  const questionsHeld = inUse() - before - held;
  expect(
    questionsHeld,
    `the reader questions left ${mb(questionsHeld)}, budget ${mb(QUESTIONS_HELD_BUDGET)}`,
  ).toBeLessThanOrEqual(QUESTIONS_HELD_BUDGET);
  const { records } = JSON.parse(
    readFileSync(path.join(buildDir, docs.data.search!.indexFile), 'utf8'),
  ) as { records: unknown[] };
  const budget = HELD_BYTES_PER_RECORD * records.length;
  expect(
    held,
    `held ${mb(held)} for ${records.length} records, budget ${mb(budget)}`,
  ).toBeLessThanOrEqual(budget);
  expect(held, 'the build was loaded and measured').toBeGreaterThan(budget / 4);
});

let transport: StdioClientTransport;
let client: Client;
beforeAll(async () => {
  // The server itself, not npm in front of it, so its process id is the server's.
  transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(repoRoot, 'packages/docs-mcp/bin/docs-mcp.mjs'), '--build', buildDir],
    cwd: repoRoot,
    stderr: 'ignore',
  });
  client = new Client({ name: 'docs-mcp-memory-test', version: '1.0.0' });
  await client.connect(transport);
});
afterAll(() => client?.close());

/** A figure of /proc/<pid>/status, in bytes. */
function statusBytes(field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${transport.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
}

it.runIf(process.platform === 'linux')(
  'stays within its resident memory budget over every reader question and every page',
  async () => {
    const queries = [...new Set(readerCases.map((item) => item.query))];
    let hits = 0;
    for (const query of queries) {
      const result = await client.callTool({ name: 'search_docs', arguments: { query } });
      hits += (result.structuredContent as { hits: unknown[] }).hits.length;
    }
    // The searches ran: most questions find something.
    expect(hits).toBeGreaterThan(queries.length);
    const list = await client.callTool({ name: 'list_pages', arguments: {} });
    const pages = (list.structuredContent as { pages: { path: string }[] }).pages;
    for (const page of pages) {
      await client.callTool({ name: 'get_page', arguments: { path: page.path } });
    }
    const peak = statusBytes('VmHWM');
    expect(
      peak,
      `peak ${mb(peak)}, now ${mb(statusBytes('VmRSS'))}, budget ${mb(PEAK_RSS_BUDGET)}`,
    ).toBeLessThanOrEqual(PEAK_RSS_BUDGET);
  },
  240_000,
);
