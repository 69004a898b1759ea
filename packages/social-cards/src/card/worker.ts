import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { loadStyle, renderCard, type StyleFiles } from './render';
import type { DrawReply, DrawRequest } from './painter';

// The worker of CardPainter: satori and resvg load here, never in the build's main thread.
const port = parentPort!;
// Below the bundler: this thread should take only the CPU that bundling leaves idle. On Linux
// a nice value belongs to one thread, so this leaves the build's other threads alone.
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
const style = loadStyle((workerData as { style: StyleFiles }).style);

port.on('message', async ({ id, content }: DrawRequest) => {
  let reply: DrawReply;
  try {
    reply = { id, png: await renderCard(content, await style) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
