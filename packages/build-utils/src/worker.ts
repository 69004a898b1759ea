import { Worker } from 'node:worker_threads';

// The packages ship TypeScript sources, so the worker loads its entry through jiti,
// the loader Docusaurus itself uses for a site's config. A background worker lowers
// its priority first, so that even loading its modules takes only idle CPU. On Linux
// a nice value belongs to one thread, so the process's other threads keep theirs.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.background && process.platform === 'linux') {
  const os = require('node:os');
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
}
require(workerData.jiti)(workerData.entry)(workerData.entry);
`;

interface BootstrapData {
  jiti: string;
  entry: string;
  background: boolean;
  data: unknown;
}

export interface TsWorkerOptions {
  /**
   * Run below normal priority (nice 10 on Linux, ignored elsewhere), so that the
   * worker takes only the CPU a build's bundler leaves idle.
   */
  background?: boolean;
}

/**
 * A worker thread running the TypeScript file `entry` (an absolute path). The
 * worker reads `data` with `workerDataOf()`. It is unreferenced: it keeps the
 * process alive only while the caller holds a `ref()` on it.
 */
export function startTsWorker(
  entry: string,
  data: unknown,
  { background = false }: TsWorkerOptions = {},
): Worker {
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: {
      jiti: require.resolve('jiti', { paths: [__dirname] }),
      entry,
      background,
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
