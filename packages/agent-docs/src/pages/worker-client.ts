import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LiteralValue } from '../markdown/estree-values';
import type { ComponentRenderer, PageSource, RenderContext } from '../markdown/types';
import type { CollectOptions } from './collect';

export interface TwinWorkerData {
  entry: string;
  jiti: string;
  /** The docs plugins' loaded content (structured-cloned into the worker). */
  docsPlugins: Record<string, unknown>;
  collect: CollectOptions;
  componentNames: string[];
}

export type FromWorker =
  | {
      type: 'render';
      id: number;
      name: string;
      props: Record<string, LiteralValue>;
      page: PageSource;
    }
  | { type: 'warn'; file: string; message: string }
  | { type: 'done'; twins: [string, string][] }
  | { type: 'failed'; error: string };

export type ToWorker =
  | { type: 'rendered'; id: number; markdown: string }
  | { type: 'render-failed'; id: number; error: string };

// The package ships TypeScript sources, so the worker loads its entry through jiti,
// the loader Docusaurus itself uses for the site's config.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
require(workerData.jiti)(workerData.entry)(workerData.entry);
`;

export interface WorkerRenderInput {
  docsPlugins: Record<string, unknown>;
  collect: CollectOptions;
  components: Record<string, ComponentRenderer>;
  allContent: RenderContext['allContent'];
  warn(file: string, message: string): void;
}

/**
 * The twin of every page, by permalink, rendered in a worker thread so that a
 * production build's main thread bundles the site meanwhile. The site's
 * component renderers still run here, in the main thread, when the worker asks.
 */
export function renderTwinsInWorker(input: WorkerRenderInput): Promise<Map<string, string>> {
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: {
      entry: path.join(__dirname, 'worker.ts'),
      jiti: require.resolve('jiti', { paths: [__dirname] }),
      docsPlugins: input.docsPlugins,
      collect: input.collect,
      componentNames: Object.keys(input.components),
    } satisfies TwinWorkerData,
  });
  const reply = (message: ToWorker) => worker.postMessage(message);
  return new Promise<Map<string, string>>((resolve, reject) => {
    const finish = (settle: () => void) => {
      settle();
      void worker.terminate();
    };
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'render':
          Promise.resolve()
            .then(() =>
              input.components[message.name]!(message.props, {
                page: message.page,
                allContent: input.allContent,
              }),
            )
            .then(
              (markdown) => reply({ type: 'rendered', id: message.id, markdown }),
              (error: unknown) =>
                reply({ type: 'render-failed', id: message.id, error: String(error) }),
            );
          break;
        case 'warn':
          input.warn(message.file, message.message);
          break;
        case 'done':
          finish(() => resolve(new Map(message.twins)));
          break;
        case 'failed':
          finish(() => reject(new Error(`agent-docs: ${message.error}`)));
          break;
      }
    });
    worker.on('error', (error: Error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      reject(new Error(`agent-docs: the twins' worker exited (${code}) before it finished.`)),
    );
  });
}
