import { emptyState, type SandboxState } from './model.js';
import { serializeState, type StateFile } from './persistence.js';

/**
 * Holds the state in memory and, with a state file, writes it out on commit.
 * Handlers change the state synchronously (so checks such as "name already
 * taken" cannot interleave) and await commit() before answering. Commits that
 * arrive while a write is running share the next write.
 */
export class Store {
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private constructor(
    readonly state: SandboxState,
    private readonly file: StateFile | undefined,
  ) {}

  static inMemory(): Store {
    return new Store(emptyState(), undefined);
  }

  static async fromFile(file: StateFile): Promise<Store> {
    return new Store((await file.load()) ?? emptyState(), file);
  }

  get persistent(): boolean {
    return this.file !== undefined;
  }

  commit(): Promise<void> {
    const file = this.file;
    if (!file) return Promise.resolve();
    if (!this.inFlight) {
      // Serialised now, so the write holds every change made before this call.
      const write = file.save(serializeState(this.state));
      this.inFlight = write.finally(() => {
        this.inFlight = null;
      });
      return this.inFlight;
    }
    if (!this.queued) {
      this.queued = this.inFlight
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.commit();
        });
    }
    return this.queued;
  }

  /** Resolves once every commit asked for so far has been written (or has failed). */
  async settled(): Promise<void> {
    while (this.inFlight || this.queued) {
      await (this.queued ?? this.inFlight)?.catch(() => undefined);
    }
  }
}
