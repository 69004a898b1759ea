import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isTemporaryFileOf, writeFileAtomic } from '@docs-kit/build-utils/files';
import { createAjv } from '../validation.js';
import {
  providerTypes,
  transportTypes,
  type SandboxState,
  type SealedVault,
  type WorkloadRecord,
} from './model.js';

const format = 'toolhive-api-sandbox/state@1';
const stateFileName = 'state.json';

const base64 = { type: 'string', pattern: '^[A-Za-z0-9+/]*={0,2}$' };

const stateFileSchema = {
  type: 'object',
  required: ['format', 'workloads', 'registeredClients', 'secrets'],
  additionalProperties: false,
  properties: {
    format: { const: format },
    workloads: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'name',
          'image',
          'transport',
          'port',
          'status',
          'createdAt',
          'statusSince',
          'pending',
        ],
        properties: {
          name: { type: 'string', minLength: 1 },
          image: { type: 'string', minLength: 1 },
          transport: { enum: [...transportTypes] },
          port: { type: 'integer', minimum: 0, maximum: 65535 },
          status: { enum: ['starting', 'running', 'stopped'] },
          createdAt: { type: 'string', format: 'date-time' },
          statusSince: { type: 'string', format: 'date-time' },
          pending: { type: 'array', items: { enum: ['stop', 'restart', 'delete'] } },
        },
      },
    },
    registeredClients: { type: 'array', items: { type: 'string' } },
    secrets: {
      type: 'object',
      additionalProperties: false,
      required: ['provider', 'vault'],
      properties: {
        provider: { enum: [...providerTypes, null] },
        vault: {
          oneOf: [
            { type: 'null' },
            {
              type: 'object',
              additionalProperties: false,
              required: [
                'kdf',
                'cost',
                'blockSize',
                'parallelization',
                'salt',
                'iv',
                'tag',
                'ciphertext',
              ],
              properties: {
                kdf: { const: 'scrypt' },
                cost: { type: 'integer', minimum: 2 },
                blockSize: { type: 'integer', minimum: 1 },
                parallelization: { type: 'integer', minimum: 1 },
                salt: base64,
                iv: base64,
                tag: base64,
                ciphertext: base64,
              },
            },
          ],
        },
      },
    },
  },
};

interface StateFileContent {
  format: string;
  workloads: WorkloadRecord[];
  registeredClients: string[];
  secrets: { provider: SandboxState['secrets']['provider']; vault: SealedVault | null };
}

const validateStateFile = createAjv({ coerceTypes: false }).compile<StateFileContent>(
  stateFileSchema,
);

/** Raised when the state file exists but cannot be read back; the file is left as it is. */
export class CorruptStateError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(
      `The state file ${path} ${problem}. The sandbox has not started and has not changed the file: ` +
        'repair or move it, or start with another --data-dir.',
    );
    this.name = 'CorruptStateError';
  }
}

export function serializeState(state: SandboxState): string {
  const content: StateFileContent = {
    format,
    workloads: [...state.workloads.values()],
    registeredClients: state.registeredClients,
    secrets: state.secrets,
  };
  return JSON.stringify(content, null, 2);
}

/** Reads serialized state back; throws CorruptStateError naming `path` when it is not sandbox state. */
export function parseState(text: string, path: string): SandboxState {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    throw new CorruptStateError(path, `is not valid JSON (${(error as Error).message})`);
  }
  if (!validateStateFile(content)) {
    const first = validateStateFile.errors?.[0];
    const where = first?.instancePath || 'the top level';
    throw new CorruptStateError(
      path,
      `is not sandbox state: at ${where}, ${first?.message ?? 'unexpected content'}`,
    );
  }
  const workloads = new Map<string, WorkloadRecord>();
  for (const workload of content.workloads) {
    if (workloads.has(workload.name)) {
      throw new CorruptStateError(path, `lists the workload "${workload.name}" twice`);
    }
    workloads.set(workload.name, workload);
  }
  return {
    workloads,
    registeredClients: content.registeredClients,
    secrets: content.secrets,
  };
}

/**
 * The state of a sandbox started with --data-dir: one JSON file replaced
 * atomically (temporary file in the same folder, fsync, rename, fsync of the
 * folder), so a crash leaves either the old or the new state, never a mix.
 */
export class StateFile {
  readonly path: string;

  constructor(readonly dir: string) {
    this.path = join(dir, stateFileName);
  }

  /** The state in the file and the file's text, or undefined when there is no file yet. */
  async load(): Promise<{ state: SandboxState; text: string } | undefined> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.removeStaleTempFiles();
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return { state: parseState(text, this.path), text };
  }

  async save(serialized: string): Promise<void> {
    await writeFileAtomic(this.path, serialized, {
      durable: true,
      mode: 0o600,
      createFolder: false,
    });
  }

  /** Temporary files are ours and only ever half-written ones survive a crash. */
  private async removeStaleTempFiles(): Promise<void> {
    const names = await readdir(this.dir);
    await Promise.all(
      names
        .filter((name) => isTemporaryFileOf(name, stateFileName))
        .map((name) => unlink(join(this.dir, name))),
    );
  }
}
