/** The sandbox's own state; the API's JSON shapes are built from it in the handlers. */

export const transportTypes = ['stdio', 'sse', 'streamable-http', 'inspector'] as const;
export type TransportType = (typeof transportTypes)[number];

/** The statuses the simulation moves through; the API also documents error and unknown. */
export type SimulatedStatus = 'starting' | 'running' | 'stopped';

export type WorkloadAction = 'stop' | 'restart' | 'delete';

export interface WorkloadRecord {
  name: string;
  image: string;
  transport: TransportType;
  port: number;
  status: SimulatedStatus;
  createdAt: string;
  statusSince: string;
  /** Accepted actions not yet applied, oldest first; kept on disk so a restart finishes them. */
  pending: WorkloadAction[];
}

export const providerTypes = ['encrypted', '1password', 'none'] as const;
export type ProviderType = (typeof providerTypes)[number];

/** The encrypted provider's secrets as stored: one AES-256-GCM box over the whole key/value map. */
export interface SealedVault {
  kdf: 'scrypt';
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export interface SandboxState {
  workloads: Map<string, WorkloadRecord>;
  registeredClients: string[];
  secrets: {
    provider: ProviderType | null;
    vault: SealedVault | null;
  };
}

export function emptyState(): SandboxState {
  return {
    workloads: new Map(),
    registeredClients: [],
    secrets: { provider: null, vault: null },
  };
}
