import { getPriority } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTsWorker, type TsWorkerOptions } from './worker';

const echo = path.resolve(__dirname, '../test/echo-worker.ts');

interface Echo {
  data: unknown;
  priority: number;
}

function answerOf(data: unknown, options?: TsWorkerOptions): Promise<Echo> {
  const worker = startTsWorker(echo, data, options);
  worker.ref();
  return new Promise<Echo>((resolve, reject) => {
    worker.once('message', (answer: Echo) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

describe('startTsWorker', () => {
  it('runs a TypeScript entry in a worker thread and hands it the data', async () => {
    const { data } = await answerOf({ pages: ['/a', '/b'], count: 2 });
    expect(data).toEqual({ pages: ['/a', '/b'], count: 2 });
  });

  it.runIf(process.platform === 'linux')(
    'runs a background worker below the priority of the rest of the process, from its start',
    async () => {
      const mine = getPriority();
      expect((await answerOf(null)).priority).toBe(mine);
      expect((await answerOf(null, { background: true })).priority).toBeGreaterThan(mine);
      expect(getPriority()).toBe(mine);
    },
  );
});
