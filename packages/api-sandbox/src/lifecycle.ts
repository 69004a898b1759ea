import type { WorkloadAction, WorkloadRecord } from './state/model.js';
import type { Store } from './state/store.js';

/** Schedules the simulated transitions; tests pass their own to step through them. */
export interface Timers {
  set(callback: () => void, delayMs: number): { cancel(): void };
}

export const realTimers: Timers = {
  set(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    // A pending transition alone does not keep the process alive.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

/**
 * Simulates what the container runtime does after the API has answered: a
 * new or restarted workload is "starting" for one delay, then "running";
 * each accepted stop, restart or delete takes effect one delay later, in the
 * order they were accepted. A workload holds at most one pending action of
 * each kind: a repeated one moves to the end of the queue, and nothing is
 * queued behind a delete, so the final state is still what the whole sequence
 * leads to while the queue stays at three entries or fewer.
 */
export class Lifecycle {
  private readonly waiting = new Map<string, { cancel(): void }>();
  private idleWaiters: Array<() => void> = [];
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly delayMs: number,
    private readonly onWriteError: (error: unknown) => void,
    private readonly timers: Timers = realTimers,
  ) {
    // A failed write undoes transitions too; the restored workloads need their timers again.
    store.onRollback(() => this.resumeAll());
  }

  /** Picks up the transitions a previous run accepted but did not finish. */
  resumeAll(): void {
    for (const name of this.store.state.workloads.keys()) this.schedule(name);
  }

  /** Call after adding a workload in "starting" or queuing an action on one. */
  schedule(name: string): void {
    if (this.stopped || this.waiting.has(name)) return;
    const workload = this.store.state.workloads.get(name);
    if (!workload || (workload.status !== 'starting' && workload.pending.length === 0)) return;
    const timer = this.timers.set(() => {
      this.waiting.delete(name);
      this.step(name);
      this.schedule(name);
      this.notifyIfIdle();
    }, this.delayMs);
    this.waiting.set(name, timer);
  }

  enqueue(workload: WorkloadRecord, action: WorkloadAction): void {
    const pending = workload.pending;
    if (pending.includes('delete')) return;
    const earlier = pending.indexOf(action);
    if (earlier >= 0) pending.splice(earlier, 1);
    pending.push(action);
    this.schedule(workload.name);
  }

  /** Resolves when no transition is waiting and the last one is on disk. */
  async whenIdle(): Promise<void> {
    if (this.waiting.size > 0) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
    await this.store.settled();
  }

  /** Stops the clock; pending actions stay in the state and resume on the next start. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.waiting.values()) timer.cancel();
    this.waiting.clear();
    this.notifyIfIdle();
  }

  private step(name: string): void {
    const workload = this.store.state.workloads.get(name);
    if (!workload) return;
    const now = new Date().toISOString();
    if (workload.status === 'starting') {
      workload.status = 'running';
      workload.statusSince = now;
    } else {
      const action = workload.pending.shift();
      if (action === 'delete') {
        this.store.state.workloads.delete(name);
      } else if (action === 'stop' && workload.status === 'running') {
        workload.status = 'stopped';
        workload.statusSince = now;
      } else if (action === 'restart' && workload.status === 'stopped') {
        workload.status = 'starting';
        workload.statusSince = now;
      }
    }
    this.store.commit().catch(this.onWriteError);
  }

  private notifyIfIdle(): void {
    if (this.waiting.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
