import { parentPort, workerData } from 'node:worker_threads';
import { workerDataOf } from '@docs-kit/build-utils/worker';
import { loadStyle, renderCard, type StyleFiles } from './render';
import type { DrawReply, DrawRequest } from './painter';

// The worker of CardPainter: satori and resvg load here, never in the build's main thread.
const port = parentPort!;
const style = loadStyle(workerDataOf<StyleFiles>(workerData));

port.on('message', async ({ id, content }: DrawRequest) => {
  let reply: DrawReply;
  try {
    reply = { id, png: await renderCard(content, await style) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
