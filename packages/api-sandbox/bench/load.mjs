// Measures the sandbox under the load test's traffic and prints a Markdown table.
// The server runs in its own process (as with `npm run sandbox`); this process only sends requests.
// Usage: npm run bench -w @docs-kit/api-sandbox
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import createJiti from 'jiti';
import { startServer } from './server.mjs';

const runsPerCase = 3;
const concurrency = 20;
const cases = [
  { workloads: 200, persistent: false },
  { workloads: 200, persistent: true },
  { workloads: 1000, persistent: false },
  { workloads: 1000, persistent: true },
];

const { runLoadScenario } = createJiti(import.meta.url, { interopDefault: true })(
  '../src/load-scenario.ts',
);

function startSandbox(dataDir) {
  const args = ['--delay', '5'];
  if (dataDir) args.push('--data-dir', dataDir);
  return startServer(args);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Polls the list until it equals what the accepted actions lead to, or gives up after 10 s. */
async function finalStateMatches(url, expected) {
  const want = JSON.stringify(Object.entries(expected).sort());
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { workloads } = await (await fetch(`${url}/api/v1beta/workloads?all=true`)).json();
    const got = JSON.stringify((workloads ?? []).map((w) => [w.name, w.status]).sort());
    if (got === want) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function runOnce({ workloads, persistent }) {
  const dataDir = persistent ? await mkdtemp(join(tmpdir(), 'api-sandbox-bench-')) : undefined;
  const server = await startSandbox(dataDir);
  try {
    const latencies = [];
    const send = async (method, path, body) => {
      const started = performance.now();
      const response = await fetch(server.url + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      return response.status;
    };
    const started = performance.now();
    const result = await runLoadScenario(send, { workloads, concurrency });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: result.requests,
      seconds,
      perSecond: result.requests / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      serverErrors: Object.entries(result.byStatus)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, count]) => sum + count, 0),
      unexpected: result.unexpected.length,
      consistent: await finalStateMatches(server.url, result.expectedFinal),
    };
  } finally {
    await server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, digits = 1) => value.toFixed(digits);

console.log(
  `Node ${process.version}, ${cpus().length} CPUs, concurrency ${concurrency}, median of ${runsPerCase} runs\n`,
);
console.log(
  '| Workloads | State | Requests | Duration (s) | Requests/s | p50 ms | p95 ms | p99 ms | 5xx | Unexpected status | Final state |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const testCase of cases) {
  const runs = [];
  for (let i = 0; i < runsPerCase; i += 1) runs.push(await runOnce(testCase));
  const pick = (key) => median(runs.map((run) => run[key]));
  const allConsistent = runs.every((run) => run.consistent);
  console.log(
    `| ${testCase.workloads} | ${testCase.persistent ? '--data-dir' : 'memory'} | ${runs[0].requests} | ${fixed(pick('seconds'), 2)} | ${fixed(pick('perSecond'), 0)} | ${fixed(pick('p50'))} | ${fixed(pick('p95'))} | ${fixed(pick('p99'))} | ${Math.max(...runs.map((r) => r.serverErrors))} | ${Math.max(...runs.map((r) => r.unexpected))} | ${allConsistent ? 'consistent' : 'INCONSISTENT'} |`,
  );
}
