import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '@docs-kit/build-utils/worker';
import type { StyleFiles } from './render';
import type { CardContent } from './size';

export interface DrawRequest {
  id: number;
  content: CardContent;
}

export type DrawReply = { id: number; png: Uint8Array } | { id: number; error: string };

/**
 * Draws cards in a worker thread, at most `concurrency` at a time, so the
 * build's main thread (bundling, page generation) never waits on satori or
 * resvg, and never loads them.
 */
export class CardPainter {
  private readonly worker: Worker;
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (png: Buffer) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(
    style: StyleFiles,
    private readonly concurrency: number,
  ) {
    // Unreferenced: only cards being drawn keep the process alive (see draw()). In the
    // background: it draws while the site bundles, and the bundler comes first.
    this.worker = startTsWorker(path.join(__dirname, 'worker.ts'), style, { background: true });
    this.worker.on('message', (reply: DrawReply) => this.settle(reply));
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (this.pending.size > 0)
        this.fail(new Error(`social-cards: the card worker exited (${code}).`));
    });
  }

  async draw(content: CardContent): Promise<Buffer> {
    if (this.pending.size >= this.concurrency) {
      await new Promise<void>((resume) => this.waiting.push(resume));
    }
    if (this.failure) throw this.failure;
    const id = (this.nextId += 1);
    const drawn = new Promise<Buffer>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    if (this.pending.size === 1) this.worker.ref();
    this.worker.postMessage({ id, content } satisfies DrawRequest);
    return drawn;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private settle(reply: DrawReply): void {
    const request = this.pending.get(reply.id);
    if (!request) return;
    this.release(reply.id);
    if ('png' in reply) {
      request.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    } else {
      request.reject(new Error(`social-cards: a card could not be drawn: ${reply.error}`));
    }
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const [id, request] of this.pending) {
      this.release(id);
      request.reject(error);
    }
    for (const resume of this.waiting.splice(0)) resume();
  }

  private release(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    this.waiting.shift()?.();
  }
}
