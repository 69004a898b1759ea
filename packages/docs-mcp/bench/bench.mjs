// Measures the docs MCP server on a production build:
// start-up until the first answer over stdio, search_docs latency in-process,
// the server's resident memory, and the size of every tool's answers. Figures, not a test: nothing here fails.
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

/** Resident memory now (VmRSS) or at its peak so far (VmHWM), in MB. */
function rssOf(pid, field = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024;
}

console.log(
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// Start-up: spawn to the answer of `initialize` (the server has loaded the build by then).
// Memory is read in the last start: the first after a change to the sources, or in a
// new copy of them, also compiles them (jiti then loads Babel), which later starts don't.
const starts = [];
const startCpu = [];
let memory = null;
let peakMemory = null;
for (let i = 0; i < Number(values.starts); i++) {
  const { elapsed, cpu, client, pid } = await startOnce();
  starts.push(elapsed);
  startCpu.push(cpu);
  if (i === Number(values.starts) - 1) {
    for (const query of queries)
      await client.callTool({ name: 'search_docs', arguments: { query } });
    const { structuredContent } = await client.callTool({ name: 'list_pages', arguments: {} });
    await client.callTool({
      name: 'get_page',
      arguments: { path: structuredContent.pages[0].path },
    });
    memory = rssOf(pid);
    peakMemory = rssOf(pid, 'VmHWM');
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
console.log(`Peak resident memory until then: ${peakMemory.toFixed(1)} MB`);

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
// Answer sizes: what each tool's answers cost a client (text and structured content, in
// characters; tokens at four characters each) over every page, command, operation and query.
const tools = new Map(docsTools(docs).map((tool) => [tool.name, tool]));
const answerSizes = (answer) => {
  const text = answer.text.length;
  return { text, total: text + (answer.structured ? JSON.stringify(answer.structured).length : 0) };
};
const callTool = (name, input) => tools.get(name).run(tools.get(name).input.parse(input));
const sizes = new Map();
const measure = (label, answers) => sizes.set(label, answers.map(answerSizes));
measure(
  `search_docs, ${queries.length} queries, 5 hits`,
  queries.map((query) => callTool('search_docs', { query })),
);
const everyPart = (first) => {
  const answers = [first];
  while (answers.at(-1).structured?.nextCursor)
    answers.push(callTool('get_page', { cursor: answers.at(-1).structured.nextCursor }));
  return answers;
};
measure(
  `get_page, first part of each of ${docs.pages.length} pages`,
  docs.pages.map((page) => callTool('get_page', { path: page.path })),
);
measure(
  'get_page, every part of every page',
  docs.pages.flatMap((page) => everyPart(callTool('get_page', { path: page.path }))),
);
const hitSections = queries
  .map((query) => callTool('search_docs', { query }).structured.hits[0])
  .filter((hit) => hit?.section);
measure(
  `get_page, the section of each query's first hit (${hitSections.length})`,
  hitSections.map((hit) => callTool('get_page', { path: hit.url })),
);
measure('list_pages', [callTool('list_pages', {})]);
if (tools.has('get_cli_command')) {
  measure(
    `get_cli_command, every command (${docs.data.cli.commands.length})`,
    docs.data.cli.commands.map((command) => callTool('get_cli_command', { command: command.path })),
  );
}
if (tools.has('get_api_operation')) {
  const ids = docs.data.api.tags.flatMap((tag) => tag.operations.map((operation) => operation.id));
  measure(
    `get_api_operation, every operation (${ids.length})`,
    ids.map((operationId) => callTool('get_api_operation', { operationId })),
  );
}
const chars = (n) => `${n.toLocaleString('en-US')} (${Math.round(n / 4).toLocaleString('en-US')})`;
console.log(
  '\nAnswer sizes in characters (tokens): the text a model reads, and the text with the structured content',
);
console.log(
  '| Tool and inputs | Text p50 | Text p95 | Text max | With structured p50 | p95 | max |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [label, values] of sizes) {
  const column = (key) => {
    const sorted = values.map((size) => size[key]).sort((a, b) => a - b);
    return [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1)].map(chars);
  };
  console.log(`| ${label} | ${[...column('text'), ...column('total')].join(' | ')} |`);
}
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
