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

/** One worker thread and the cards it is drawing. */
interface Slot {
  worker: Worker;
  drawing: number;
}

/**
 * Draws cards in worker threads, at most `concurrency` at a time in each, so
 * the build's main thread (bundling, page generation) never waits on satori
 * or resvg, and never loads them. It starts with one worker in the
 * background; `hurry()` adds a second at normal priority once the build waits
 * on the cards still queued.
 */
export class CardPainter {
  private readonly slots: Slot[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (png: Buffer) => void; reject: (error: Error) => void; slot: Slot }
  >();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(
    private readonly style: StyleFiles,
    private readonly concurrency: number,
  ) {
    // In the background: it draws while the site bundles, and the bundler comes first.
    this.addWorker(true);
  }

  /** Workers started so far. */
  get workers(): number {
    return this.slots.length;
  }

  /**
   * The build now waits on the cards: if some are still queued, a second
   * worker at normal priority draws them too, on the core the bundler has
   * left. A background worker gets little CPU on a busy machine.
   */
  hurry(): void {
    if (this.slots.length > 1 || this.waiting.length === 0 || this.failure) return;
    this.addWorker(false);
    for (let i = 0; i < this.concurrency; i += 1) this.waiting.shift()?.();
  }

  async draw(content: CardContent): Promise<Buffer> {
    let slot = this.freeSlot();
    while (!slot && !this.failure) {
      await new Promise<void>((resume) => this.waiting.push(resume));
      slot = this.freeSlot();
    }
    if (this.failure || !slot) throw this.failure;
    const id = (this.nextId += 1);
    const drawn = new Promise<Buffer>((resolve, reject) =>
      this.pending.set(id, { resolve, reject, slot }),
    );
    slot.drawing += 1;
    if (slot.drawing === 1) slot.worker.ref();
    slot.worker.postMessage({ id, content } satisfies DrawRequest);
    return drawn;
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private addWorker(background: boolean): void {
    // Unreferenced: only cards being drawn keep the process alive (see draw()).
    const slot: Slot = {
      worker: startTsWorker(path.join(__dirname, 'worker.ts'), this.style, { background }),
      drawing: 0,
    };
    slot.worker.on('message', (reply: DrawReply) => this.settle(reply));
    slot.worker.on('error', (error: Error) => this.fail(error));
    slot.worker.on('exit', (code) => {
      if (slot.drawing > 0) this.fail(new Error(`social-cards: the card worker exited (${code}).`));
    });
    this.slots.push(slot);
  }

  /** The newest worker with room: the normal-priority one once there is one. */
  private freeSlot(): Slot | undefined {
    return [...this.slots].reverse().find((slot) => slot.drawing < this.concurrency);
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
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    request.slot.drawing -= 1;
    if (request.slot.drawing === 0) request.slot.worker.unref();
    this.waiting.shift()?.();
  }
}
