import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LiteralValue } from '../markdown/estree-values';
import type { ComponentRenderer } from '../markdown/types';
import { collectDocs } from './collect';
import { renderTwins } from './render';
import type { FromWorker, ToWorker, TwinWorkerData } from './worker-client';

// The worker of renderTwinsInWorker: the remark pipeline loads and runs here. Component
// renderers are the site's functions, so they run in the main thread, asked by message.
const port = parentPort!;
// Below the bundler: this thread should take only the CPU that bundling leaves idle. On Linux
// a nice value belongs to one thread, so this leaves the build's other threads alone.
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
const data = workerData as TwinWorkerData;
const asked = new Map<number, { resolve(markdown: string): void; reject(error: Error): void }>();
let asks = 0;

port.on('message', (message: ToWorker) => {
  const ask = asked.get(message.id);
  asked.delete(message.id);
  if (message.type === 'rendered') ask?.resolve(message.markdown);
  else ask?.reject(new Error(message.error));
});

const send = (message: FromWorker) => port.postMessage(message);

const askMainThread =
  (name: string): ComponentRenderer =>
  (props, { page }) =>
    new Promise<string>((resolve, reject) => {
      asks += 1;
      asked.set(asks, { resolve, reject });
      send({ type: 'render', id: asks, name, props: props as Record<string, LiteralValue>, page });
    });

(async () => {
  const docs = collectDocs(data.docsPlugins as Record<string, LoadedContent>, data.collect);
  const twins = await renderTwins({
    docs,
    components: Object.fromEntries(data.componentNames.map((name) => [name, askMainThread(name)])),
    // Only the renderers read it, and they run in the main thread.
    allContent: {},
    cache: new Map(),
    warn: (file, message) => send({ type: 'warn', file, message }),
  });
  send({ type: 'done', twins: [...twins] });
})().catch((error: unknown) =>
  send({
    type: 'failed',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }),
);
