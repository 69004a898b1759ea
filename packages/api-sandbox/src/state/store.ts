import { emptyState, type SandboxState } from './model.js';
import { parseState, serializeState, type StateFile } from './persistence.js';

/** Where committed state goes: the state file, or nowhere when the sandbox keeps state in memory. */
interface StateSink {
  readonly path: string;
  save(serialized: string): Promise<void>;
}

const memoryOnly: StateSink = { path: 'memory', save: () => Promise.resolve() };

/** Error codes that mean the disk (or the user's quota on it) is full. */
const diskFullCodes = new Set(['ENOSPC', 'EDQUOT']);

/** A write of the state file failed; the changes it carried were undone in memory. */
export class SaveFailedError extends Error {
  readonly statusCode: number;

  constructor(path: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException).code;
    const full = code !== undefined && diskFullCodes.has(code);
    super(
      full
        ? `The disk holding ${path} is full (${code}): the sandbox could not save its state, ` +
            'so it kept nothing of this request. Free some space and send it again.'
        : `The sandbox could not save its state to ${path} (${code ?? (cause as Error).message}), ` +
            'so it kept nothing of this request. Check that the folder exists and is writable.',
      { cause },
    );
    this.name = 'SaveFailedError';
    this.statusCode = full ? 507 : 500;
  }
}

/** The state would outgrow its size cap; the changes were undone in memory. */
export class StateTooLargeError extends Error {
  readonly statusCode = 409;

  constructor(maxBytes: number) {
    super(
      `The sandbox keeps at most ${maxBytes} bytes of state, and this request would go past that, ` +
        'so it kept nothing of it. Delete workloads or secrets first.',
    );
    this.name = 'StateTooLargeError';
  }
}

/**
 * Holds the state in memory and, with a state file, writes it out on commit.
 * Both modes hold the state to the same size cap, so a sandbox without a
 * state file cannot be grown without end either.
 * Handlers change the state synchronously (so checks such as "name already
 * taken" cannot interleave) and await commit() before answering.
 *
 * Writes are coalesced: one write is in flight at a time, and every commit
 * that arrives meanwhile shares the next one, so a burst of any size costs at
 * most two writes. When a write fails (or would exceed the size cap), the
 * memory returns to the last state known to be on disk: every change not yet
 * written is undone, and each commit waiting for it rejects, so no request is
 * answered 2xx for a change that is not on disk and no refused change reaches
 * disk later.
 */
export class Store {
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly rollbackListeners: Array<() => void> = [];

  private constructor(
    readonly state: SandboxState,
    private readonly sink: StateSink,
    /** The serialized state last written (or read) in full. */
    private durable: string,
    private readonly maxBytes: number,
  ) {}

  static inMemory(maxBytes: number): Store {
    const state = emptyState();
    return new Store(state, memoryOnly, serializeState(state), maxBytes);
  }

  static async fromFile(file: StateFile, maxBytes: number): Promise<Store> {
    const loaded = await file.load();
    const state = loaded?.state ?? emptyState();
    return new Store(state, file, loaded?.text ?? serializeState(state), maxBytes);
  }

  get persistent(): boolean {
    return this.sink !== memoryOnly;
  }

  /** Runs after the memory has been put back to the state on disk, e.g. to drop derived caches. */
  onRollback(listener: () => void): void {
    this.rollbackListeners.push(listener);
  }

  commit(): Promise<void> {
    if (!this.inFlight) return this.write(this.sink);
    if (!this.queued) {
      this.queued = this.inFlight.then(
        () => {
          this.queued = null;
          return this.commit();
        },
        (error: unknown) => {
          // The failed write put the memory back, which undid these changes as well.
          this.queued = null;
          throw error;
        },
      );
    }
    return this.queued;
  }

  /** Resolves once every commit asked for so far has been written (or has failed). */
  async settled(): Promise<void> {
    while (this.inFlight || this.queued) {
      await (this.queued ?? this.inFlight)?.catch(() => undefined);
    }
  }

  private write(sink: StateSink): Promise<void> {
    // Serialised now, so the write holds every change made before this call.
    const serialized = serializeState(this.state);
    if (Buffer.byteLength(serialized) > this.maxBytes) {
      this.rollback();
      return Promise.reject(new StateTooLargeError(this.maxBytes));
    }
    const write = sink.save(serialized).then(
      () => {
        this.durable = serialized;
      },
      (error: unknown) => {
        this.rollback();
        throw new SaveFailedError(sink.path, error);
      },
    );
    this.inFlight = write.finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Puts the memory back to the state on disk, in place: handlers hold these objects. */
  private rollback(): void {
    const restored = parseState(this.durable, this.sink.path);
    this.state.workloads.clear();
    for (const [name, workload] of restored.workloads) this.state.workloads.set(name, workload);
    this.state.registeredClients.splice(
      0,
      this.state.registeredClients.length,
      ...restored.registeredClients,
    );
    this.state.secrets.provider = restored.secrets.provider;
    this.state.secrets.vault = restored.secrets.vault;
    for (const listener of this.rollbackListeners) listener();
  }
}
