// Measures the docs MCP server on a production build:
// start-up until the first answer over stdio, search_docs latency in-process,
// and the server's resident memory. Figures, not a test: nothing here fails.
//
//   node packages/docs-mcp/bench/bench.mjs --build site/build --queries <file>
//
// --queries names the site's queries: a JSON file, or a JavaScript or
// TypeScript module, whose arrays (or exported arrays) hold them as strings or
// as objects with a `query` field, read as the search benchmark reads them.
// The page read is the first of list_pages.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import createJiti from 'jiti';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'site/build' },
    queries: { type: 'string' },
    starts: { type: 'string', default: '7' },
    rounds: { type: 'string', default: '10' },
  },
});
const buildDir = path.resolve(values.build);
const bin = new URL('../bin/docs-mcp.mjs', import.meta.url).pathname;
const load = createJiti(import.meta.url, { interopDefault: true });

function fail(message) {
  process.stderr.write(`docs-mcp bench: ${message}\n`);
  process.exit(2);
}

const { benchQueriesFrom } = load('@docs-kit/search/bench-queries');

function loadQueries(file) {
  if (!file) fail('--queries <file> is required: a JSON array or a module exporting the queries.');
  try {
    return benchQueriesFrom(load(path.resolve(file)), `--queries ${file}`);
  } catch (error) {
    fail(error.message);
  }
}

const benchQueries = loadQueries(values.queries);
const queries = benchQueries.map(({ query }) => query);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;

async function startOnce() {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, '--build', buildDir],
    stderr: 'ignore',
  });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const elapsed = performance.now() - started;
  return { elapsed, cpu: cpuOf(transport.pid), client, pid: transport.pid };
}

/** CPU time (user and system) a process has used so far, in ms: less bent by other jobs than the wall clock. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

console.log(
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// Start-up: spawn to the answer of `initialize` (the server has loaded the build by then).
const starts = [];
const startCpu = [];
let memory = null;
for (let i = 0; i < Number(values.starts); i++) {
  const { elapsed, cpu, client, pid } = await startOnce();
  starts.push(elapsed);
  startCpu.push(cpu);
  if (i === 0) {
    for (const query of queries)
      await client.callTool({ name: 'search_docs', arguments: { query } });
    const { structuredContent } = await client.callTool({ name: 'list_pages', arguments: {} });
    await client.callTool({
      name: 'get_page',
      arguments: { path: structuredContent.pages[0].path },
    });
    memory = rssOf(pid);
  }
  await client.close();
}
starts.sort((a, b) => a - b);
startCpu.sort((a, b) => a - b);
console.log(
  `Start-up to first answer (${starts.length} starts): median ${ms(percentile(starts, 50))}, max ${ms(starts.at(-1))} wall clock; median ${ms(percentile(startCpu, 50))} of CPU time`,
);
console.log(
  `Resident memory after ${queries.length} searches, the page list and one page: ${memory.toFixed(1)} MB`,
);

// search_docs in-process: the tool as the server runs it (argument parsing included), no transport.
const { loadDocs } = load('../src/server/docs.ts');
const { docsTools } = load('../src/tools/index.ts');
const loadStarted = performance.now();
const docs = loadDocs(buildDir);
const loadTime = performance.now() - loadStarted;
const warmStarted = performance.now();
docs.warm();
const warmTime = performance.now() - warmStarted;
const search = docsTools(docs).find((tool) => tool.name === 'search_docs');
const timings = [];
// The process's CPU time per call: about what the call takes on a quiet
// machine, where the wall clock of a loaded one also counts the time other
// jobs held the cores. It includes V8's background threads (compiling,
// marking), so it is an upper bound; Node's per-thread figure counts in
// whole scheduler ticks (4 ms here), too coarse for one call.
const cpuTimings = [];
const cpuByKind = new Map(benchQueries.map(({ kind }) => [kind, []]));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const { query, kind } of benchQueries) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    search.run(search.input.parse({ query }));
    timings.push(performance.now() - started);
    const cpuAfter = process.cpuUsage();
    const cpu = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
    cpuTimings.push(cpu);
    cpuByKind.get(kind).push(cpu);
  }
}
timings.sort((a, b) => a - b);
cpuTimings.sort((a, b) => a - b);
for (const kindTimings of cpuByKind.values()) kindTimings.sort((a, b) => a - b);
console.log(
  `Loading the build in-process: ${ms(loadTime)}; building the search engine: ${ms(warmTime)}`,
);
console.log(
  `search_docs in-process (${timings.length} calls, ${queries.length} queries): p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, p99 ${ms(percentile(timings, 99))}, max ${ms(timings.at(-1))}`,
);
console.log(
  `search_docs CPU time per call (the process): p50 ${ms(percentile(cpuTimings, 50))}, p95 ${ms(percentile(cpuTimings, 95))}, p99 ${ms(percentile(cpuTimings, 99))}, max ${ms(cpuTimings.at(-1))}`,
);
if (cpuByKind.size > 1) {
  for (const [kind, kindTimings] of cpuByKind) {
    console.log(
      `  ${kind} (${kindTimings.length} calls): p50 ${ms(percentile(kindTimings, 50))}, p95 ${ms(percentile(kindTimings, 95))}`,
    );
  }
}
console.log(
  `Load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
