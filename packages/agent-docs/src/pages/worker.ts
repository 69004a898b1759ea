import { parentPort } from 'node:worker_threads';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LiteralValue } from '../markdown/estree-values';
import type { ComponentRenderer, RenderedWithParts } from '../markdown/types';
import { collectDocs } from './collect';
import { renderTwins } from './render';
import { ArrivingTrees } from './source-trees';
import { rendererFingerprint, TwinStore } from './twin-store';
import type { FromWorker, ToWorker } from './worker-client';

// The worker of TwinWorker: the remark pipeline loads and runs here. Component
// renderers are the site's functions, so they run in the main thread, asked by message.
const port = parentPort!;
const asked = new Map<
  number,
  { resolve(result: string | RenderedWithParts): void; reject(error: Error): void }
>();
let asks = 0;

const send = (message: FromWorker) => port.postMessage(message);
const trees = new ArrivingTrees();

const askMainThread =
  (name: string): ComponentRenderer =>
  (props, { page }) =>
    new Promise<string | RenderedWithParts>((resolve, reject) => {
      asks += 1;
      asked.set(asks, { resolve, reject });
      send({ type: 'render', id: asks, name, props: props as Record<string, LiteralValue>, page });
    });

async function renderAll(start: Extract<ToWorker, { type: 'start' }>): Promise<void> {
  const docs = collectDocs(start.docsPlugins as Record<string, LoadedContent>, start.collect);
  const { twins, rendered, stored, fromBundler } = await renderTwins({
    docs,
    components: Object.fromEntries(start.componentNames.map((name) => [name, askMainThread(name)])),
    // Only the renderers read it, and they run in the main thread.
    allContent: {},
    cache: new Map(),
    siteUrl: start.siteUrl,
    store: start.cacheDir ? new TwinStore(start.cacheDir, rendererFingerprint()) : undefined,
    sourceTree: (filePath) => trees.take(filePath),
    warn: (file, message) => send({ type: 'warn', file, message }),
  });
  send({ type: 'done', twins: [...twins], rendered, stored, fromBundler });
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'start') {
    renderAll(message).catch((error: unknown) =>
      send({
        type: 'failed',
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    );
    return;
  }
  if (message.type === 'tree') {
    trees.arrive(message.filePath, message.tree);
    return;
  }
  if (message.type === 'bundled') {
    trees.bundled();
    return;
  }
  const ask = asked.get(message.id);
  asked.delete(message.id);
  if (message.type === 'rendered') ask?.resolve(message.result);
  else ask?.reject(new Error(message.error));
});
