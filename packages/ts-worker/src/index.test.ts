import { getPriority } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTsWorker } from '.';

const echo = path.resolve(__dirname, '../test/echo-worker.ts');

interface Echo {
  data: unknown;
  before: number;
  after: number;
}

function answerOf(data: unknown): Promise<Echo> {
  const worker = startTsWorker(echo, data);
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
    "lowers only the worker thread's priority when it yields",
    async () => {
      const { before, after } = await answerOf(null);
      expect(after).toBeGreaterThan(before);
      expect(getPriority()).toBe(before);
    },
  );
});
