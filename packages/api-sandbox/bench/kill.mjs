// Kills the sandbox with SIGKILL in the middle of a stream of writes and counts what it lost:
// every create answered 201 before the kill must be there after a restart.
// Usage: node bench/kill.mjs (prints a Markdown table row)
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server.mjs';

const rounds = 20;
const concurrency = 20;

async function round(index) {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-sandbox-kill-'));
  try {
    const args = ['--data-dir', dataDir, '--delay', '60000'];
    const server = await startServer(args);
    const acknowledged = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const name = `kill-${index}-${next++}`;
        try {
          const response = await fetch(`${server.url}/api/v1beta/workloads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name, image: 'mcp/fetch:latest' }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          // The connection died with the process: not acknowledged.
        }
      }
    };
    const workers = Array.from({ length: concurrency }, worker);
    // Somewhere between 100 and 600 ms into the stream of writes.
    await new Promise((resolve) => setTimeout(resolve, 100 + ((index * 97) % 500)));
    killed = true;
    await server.kill();
    await Promise.all(workers);
    const leftovers = (await readdir(dataDir)).filter((name) => name !== 'state.json');
    const restarted = await startServer(args);
    try {
      const { workloads } = await (
        await fetch(`${restarted.url}/api/v1beta/workloads?all=true`)
      ).json();
      const present = new Set((workloads ?? []).map((workload) => workload.name));
      const lost = acknowledged.filter((name) => !present.has(name)).length;
      return { acknowledged: acknowledged.length, lost, leftovers: leftovers.length };
    } finally {
      await restarted.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let index = 0; index < rounds; index += 1) results.push(await round(index));
const sum = (key) => results.reduce((total, result) => total + result[key], 0);
console.log(
  '| Rounds | Creates acknowledged before the kill | Lost after restart | Half-written temporary files at the kill |',
);
console.log('| --- | --- | --- | --- |');
console.log(`| ${rounds} | ${sum('acknowledged')} | ${sum('lost')} | ${sum('leftovers')} |`);
