import { constants, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

// The packages ship TypeScript sources, so the worker loads its entry through jiti,
// the loader Docusaurus itself uses for a site's config.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
require(workerData.jiti)(workerData.entry)(workerData.entry);
`;

interface BootstrapData {
  jiti: string;
  entry: string;
  data: unknown;
}

/**
 * A worker thread running the TypeScript file `entry` (an absolute path). The
 * worker reads `data` with `workerDataOf()`. It is unreferenced: it keeps the
 * process alive only while the caller holds a `ref()` on it.
 */
export function startTsWorker(entry: string, data: unknown): Worker {
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: {
      jiti: require.resolve('jiti', { paths: [__dirname] }),
      entry,
      data,
    } satisfies BootstrapData,
  });
  worker.unref();
  return worker;
}

/** Inside a worker started by `startTsWorker`: the `data` it was given. */
export function workerDataOf<T>(workerData: unknown): T {
  return (workerData as BootstrapData).data as T;
}

/**
 * Inside a worker: runs this thread below normal priority, so that it takes
 * only the CPU a build's bundler leaves idle. On Linux a nice value belongs to
 * one thread, so the build's other threads keep theirs; elsewhere this does
 * nothing.
 */
export function yieldToBundler(): void {
  if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
}
