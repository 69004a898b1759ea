import { describe, expect, it } from 'vitest';
import { runLoadScenario } from '../src/load-scenario';
import { startSandbox, withTempDir, type ApiClient } from './harness';

async function finalState(api: ApiClient, all: boolean): Promise<Record<string, string>> {
  const response = await api.get(`/api/v1beta/workloads${all ? '?all=true' : ''}`);
  expect(response.status).toBe(200);
  const { workloads } = response.json as { workloads: Array<{ name: string; status: string }> };
  return Object.fromEntries(workloads.map((w) => [w.name, w.status]));
}

/** Counts only: the timings are in bench/load.mjs. */
describe('load on loopback', () => {
  it('keeps a consistent state through 200 workloads of mixed creates, stops, restarts and deletes at concurrency 20', async () => {
    await withTempDir(async (dir) => {
      const first = await startSandbox({ dataDir: dir, delayMs: 5 });
      const result = await runLoadScenario(
        async (method, path, body) => (await first.api.request(method, path, { body })).status,
        { workloads: 200, concurrency: 20 },
      );
      await first.sandbox.lifecycle.whenIdle();

      expect(result.unexpected).toEqual([]);
      expect(result.requests).toBe(460);
      expect(result.byStatus).toEqual({ 201: 200, 202: 240, 409: 20 });

      const all = await finalState(first.api, true);
      expect(all).toEqual(result.expectedFinal);
      expect(Object.keys(all)).toHaveLength(120);
      const running = await finalState(first.api, false);
      expect(Object.values(running).every((status) => status === 'running')).toBe(true);
      expect(Object.keys(running)).toHaveLength(80);
      await first.close();

      const second = await startSandbox({ dataDir: dir });
      try {
        expect(await finalState(second.api, true)).toEqual(result.expectedFinal);
      } finally {
        await second.close();
      }
    });
  }, 60_000);
});
