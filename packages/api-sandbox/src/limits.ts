/**
 * Caps that keep a flood of requests from growing the sandbox without end;
 * past one, a request is refused with 409 and a plain-text reason.
 * Registered clients need no cap: only the six supported names are accepted.
 */
export interface Limits {
  /** Workloads in any state. */
  workloads: number;
  /** Secrets of the encrypted provider. */
  secrets: number;
  /** Size of the whole state as JSON, the state file's size with --data-dir; the same cap in memory. */
  stateBytes: number;
}

export const defaultLimits: Limits = {
  workloads: 1000,
  secrets: 500,
  stateBytes: 4 * 1024 * 1024,
};

/** How long a client may take to send a request; Node checks once a second. */
export interface Timeouts {
  /** Until the last header line has arrived. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
}

export const defaultTimeouts: Timeouts = { headersMs: 10_000, requestMs: 30_000 };
