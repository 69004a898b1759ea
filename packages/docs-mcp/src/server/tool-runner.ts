import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ToolAnswer } from '../tools';

export interface ToolWorkerData {
  buildDir: string;
  dataFile?: string;
}

export interface ToolCall {
  id: number;
  name: string;
  args: unknown;
}

export type ToolWorkerMessage =
  { type: 'ready' } | { type: 'answer'; id: number; answer: ToolAnswer };

/** Runs one tool call with arguments its schema has already checked. */
export type RunTool = (name: string, args: unknown) => Promise<ToolAnswer>;

export interface ToolRunnerOptions extends ToolWorkerData {
  /** Longest a call may run, in milliseconds (default 2,000); past it the worker is ended. */
  callBudgetMs?: number;
  /** Calls that may wait for the worker (default 16); past it a call is refused as busy. */
  maxWaiting?: number;
  /** Longest a call may wait for the worker, in milliseconds (default 10,000); then it is refused as busy. */
  maxWaitMs?: number;
}

interface Waiting extends ToolCall {
  since: number;
  resolve(answer: ToolAnswer): void;
}

export const defaultCallBudgetMs = 2_000;
const defaultMaxWaiting = 16;
const defaultMaxWaitMs = 10_000;

/**
 * Tool calls in a worker thread, one at a time, each with a time budget. The
 * tools are synchronous (a search is one call into the engine), so nothing
 * can stop a call from inside; ending the worker can. A call over its budget
 * gets a tool error saying so, the worker is ended, and the next call starts
 * a new one, which loads the build again. The thread that answers requests
 * never runs a tool, so it answers a ping while a costly call runs.
 */
export class ToolRunner {
  readonly callBudgetMs: number;
  private readonly maxWaiting: number;
  private readonly maxWaitMs: number;
  private readonly workerData: ToolWorkerData;
  private worker: Worker | null = null;
  private workerReady = false;
  private readonly waiting: Waiting[] = [];
  private running: { call: Waiting; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private closed = false;

  constructor(options: ToolRunnerOptions) {
    this.callBudgetMs = options.callBudgetMs ?? defaultCallBudgetMs;
    this.maxWaiting = options.maxWaiting ?? defaultMaxWaiting;
    this.maxWaitMs = options.maxWaitMs ?? defaultMaxWaitMs;
    if (!(this.callBudgetMs > 0)) {
      throw new RangeError(`callBudgetMs must be a positive number of milliseconds.`);
    }
    this.workerData = { buildDir: options.buildDir, dataFile: options.dataFile };
  }

  /** Starts the worker now, so the first call does not wait for the build to load. */
  warm(): void {
    if (!this.worker && !this.closed) this.start();
  }

  readonly run: RunTool = (name, args) => {
    if (this.closed) return Promise.resolve({ text: 'The server is stopping.', isError: true });
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.resolve({
        text: `The server is busy: ${this.maxWaiting} tool calls are already waiting. Try again shortly.`,
        isError: true,
      });
    }
    return new Promise<ToolAnswer>((resolve) => {
      this.waiting.push({ id: this.nextId++, name, args, since: Date.now(), resolve });
      this.pump();
    });
  };

  async close(): Promise<void> {
    this.closed = true;
    for (const call of this.waiting.splice(0)) {
      call.resolve({ text: 'The server is stopping.', isError: true });
    }
    if (this.running) this.finish({ text: 'The server is stopping.', isError: true });
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.running || this.waiting.length === 0 || this.closed) return;
    if (!this.worker) this.start();
    if (!this.workerReady) return;
    const call = this.waiting.shift()!;
    // Calls queued behind costly ones (each ended worker loads the build again) give up in time.
    if (Date.now() - call.since > this.maxWaitMs) {
      call.resolve({
        text: `The server is busy: this call waited over ${this.maxWaitMs} ms for its turn. Try again shortly.`,
        isError: true,
      });
      this.pump();
      return;
    }
    const worker = this.worker!;
    const timer = setTimeout(() => {
      this.worker = null;
      this.workerReady = false;
      void worker.terminate();
      this.finish({
        text: `${call.name} ran out of time: a call may take ${this.callBudgetMs} ms and this one took longer, so it was stopped. Ask with fewer or other words.`,
        isError: true,
      });
    }, this.callBudgetMs);
    this.running = { call, timer };
    worker.postMessage({ id: call.id, name: call.name, args: call.args } satisfies ToolCall);
  }

  private finish(answer: ToolAnswer): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = null;
    running.call.resolve(answer);
    this.pump();
  }

  private start(): void {
    // Beside this file: the TypeScript sources' loader (src/server), or the compiled worker
    // next to a compiled server, which keeps __dirname as its own folder (src/bundle).
    const worker = new Worker(path.join(__dirname, 'tool-worker.cjs'), {
      workerData: this.workerData,
    });
    this.worker = worker;
    this.workerReady = false;
    // The server's sockets keep the process alive, not an idle worker.
    worker.unref();
    worker.on('message', (message: ToolWorkerMessage) => {
      if (worker !== this.worker) return;
      if (message.type === 'ready') {
        this.workerReady = true;
        this.pump();
      } else if (this.running?.call.id === message.id) {
        this.finish(message.answer);
      }
    });
    const failed = (reason: string) => {
      if (worker !== this.worker) return;
      const wasReady = this.workerReady;
      this.worker = null;
      this.workerReady = false;
      const answer = { text: `The tool worker stopped (${reason}).`, isError: true };
      // A worker that cannot load the build would fail again: every waiting call gets the reason.
      if (!wasReady) for (const call of this.waiting.splice(0)) call.resolve(answer);
      if (this.running) this.finish(answer);
      else this.pump();
    };
    worker.on('error', (error: Error) => failed(error.message));
    worker.on('exit', (code) => failed(`exit code ${code}`));
  }
}
