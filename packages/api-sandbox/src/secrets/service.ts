import { randomBytes } from 'node:crypto';
import type { ProviderType } from '../state/model.js';
import type { Store } from '../state/store.js';
import { newVaultKey, open, seal, vaultKeyFor, type VaultKey } from './vault.js';

export interface Capabilities {
  can_read: boolean;
  can_write: boolean;
  can_delete: boolean;
  can_list: boolean;
  can_cleanup: boolean;
}

/** What each provider supports in ToolHive v0.0.48 (pkg/secrets: encrypted.go, 1password.go, none.go). */
export const providerCapabilities: Record<ProviderType, Capabilities> = {
  encrypted: {
    can_read: true,
    can_write: true,
    can_delete: true,
    can_list: true,
    can_cleanup: true,
  },
  '1password': {
    can_read: true,
    can_write: false,
    can_delete: false,
    can_list: true,
    can_cleanup: false,
  },
  none: { can_read: false, can_write: false, can_delete: false, can_list: true, can_cleanup: true },
};

export interface SecretDescription {
  key: string;
  description?: string;
}

/**
 * The sandbox has no 1Password account to read, so the provider lists a fixed
 * set of items in the op://vault/item/field form ToolHive uses.
 */
export const simulatedOnePasswordItems: SecretDescription[] = [
  { key: 'op://sandbox-dev/github/token', description: 'Sandbox Dev :: GitHub :: token' },
  {
    key: 'op://sandbox-dev/brave-search/api-key',
    description: 'Sandbox Dev :: Brave Search :: api key',
  },
  {
    key: 'op://sandbox-ops/grafana/service-token',
    description: 'Sandbox Ops :: Grafana :: service token',
  },
];

export class SecretsLockedError extends Error {
  constructor() {
    super(
      'The encrypted secrets on disk are locked: restart the sandbox with TOOLHIVE_SECRETS_PASSWORD set ' +
        'to their password, or set up the encrypted provider again with it (POST /api/v1beta/secrets).',
    );
    this.name = 'SecretsLockedError';
  }
}

/**
 * The default secrets provider. Encrypted secrets live in memory as a map and
 * on disk only as a sealed vault; the password itself is never stored, as
 * ToolHive keeps it in the OS keyring (here: the process, or
 * TOOLHIVE_SECRETS_PASSWORD at start-up).
 */
export class SecretsService {
  private vaultKey: VaultKey | null = null;
  private entries: Map<string, string> | null = null;
  private setupChain: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly store: Store,
    private readonly passwordFromEnv: string | undefined,
    private readonly warn: (message: string) => void,
  ) {
    store.onRollback(() => this.reopenAfterRollback());
  }

  /** Opens the stored vault when a password is at hand; a wrong one throws WrongPasswordError. */
  static async start(
    store: Store,
    passwordFromEnv: string | undefined,
    warn: (message: string) => void,
  ): Promise<SecretsService> {
    const service = new SecretsService(store, passwordFromEnv, warn);
    const vault = store.state.secrets.vault;
    if (vault && passwordFromEnv) {
      await service.unlock(passwordFromEnv);
    } else if (vault && store.state.secrets.provider === 'encrypted') {
      warn(
        'The encrypted secrets stay locked until the provider is set up again with their password ' +
          '(or the sandbox restarts with TOOLHIVE_SECRETS_PASSWORD set).',
      );
    }
    return service;
  }

  get provider(): ProviderType | null {
    return this.store.state.secrets.provider;
  }

  capabilities(provider: ProviderType): Capabilities {
    return providerCapabilities[provider];
  }

  /**
   * Sets up or switches the provider. Like ToolHive, an encrypted store that
   * is already open keeps its password; a password in the request only
   * matters when there is no open store.
   */
  setup(provider: ProviderType, password: string | undefined): Promise<{ reconfigured: boolean }> {
    const run = async () => {
      const opened =
        provider === 'encrypted' && !this.entries
          ? await this.unlockOrCreate(password || this.passwordFromEnv)
          : null;
      // From here to commit() nothing awaits, so a failed write's rollback cannot fall in between.
      const reconfigured = this.provider !== null;
      if (opened) {
        this.vaultKey = opened.vaultKey;
        this.entries = opened.entries;
        this.store.state.secrets.vault = opened.vault;
      }
      this.store.state.secrets.provider = provider;
      await this.store.commit();
      return { reconfigured };
    };
    // Set-ups run one at a time: two racing ones must not each create a vault.
    const result = this.setupChain.then(run, run);
    this.setupChain = result.catch(() => undefined);
    return result;
  }

  /** How many secrets the encrypted provider holds (0 while they are locked). */
  get count(): number {
    return this.entries?.size ?? 0;
  }

  list(): SecretDescription[] {
    switch (this.provider) {
      case 'encrypted':
        return [...this.openEntries().keys()].sort().map((key) => ({ key }));
      case '1password':
        return simulatedOnePasswordItems;
      default:
        return [];
    }
  }

  has(key: string): boolean {
    return this.openEntries().has(key);
  }

  /** Stores a value (encrypted provider only; handlers check capabilities first). */
  set(key: string, value: string): Promise<void> {
    const entries = this.openEntries();
    entries.set(key, value);
    this.reseal(entries);
    return this.store.commit();
  }

  async delete(key: string): Promise<boolean> {
    const entries = this.openEntries();
    if (!entries.delete(key)) return false;
    this.reseal(entries);
    await this.store.commit();
    return true;
  }

  private openEntries(): Map<string, string> {
    if (!this.entries) throw new SecretsLockedError();
    return this.entries;
  }

  private reseal(entries: Map<string, string>): void {
    if (!this.vaultKey) throw new SecretsLockedError();
    this.store.state.secrets.vault = seal(this.vaultKey, entries);
  }

  private async unlock(password: string): Promise<void> {
    const vault = this.store.state.secrets.vault;
    if (!vault) return;
    const vaultKey = await vaultKeyFor(password, vault);
    this.entries = open(vaultKey, vault);
    this.vaultKey = vaultKey;
  }

  /** Opens the stored vault, or makes a new one when there is none; changes nothing itself. */
  private async unlockOrCreate(password: string | undefined) {
    const stored = this.store.state.secrets.vault;
    if (stored) {
      if (!password) throw new SecretsLockedError();
      const vaultKey = await vaultKeyFor(password, stored);
      return { vaultKey, entries: open(vaultKey, stored), vault: stored };
    }
    if (!password && this.store.persistent) {
      this.warn(
        'The encrypted provider was set up without a password, so the sandbox made one up. ' +
          'It is kept in memory only: after a restart these secrets cannot be opened.',
      );
    }
    const vaultKey = await newVaultKey(password || randomBytes(32).toString('base64url'));
    const entries = new Map<string, string>();
    return { vaultKey, entries, vault: seal(vaultKey, entries) };
  }

  /**
   * After a failed write the vault is back to the one on disk: read the
   * entries from it again with the key in hand, or forget both when the key
   * belongs to a vault that never reached disk.
   */
  private reopenAfterRollback(): void {
    const vault = this.store.state.secrets.vault;
    if (vault && this.vaultKey && this.vaultKey.salt.toString('base64') === vault.salt) {
      this.entries = open(this.vaultKey, vault);
    } else if (!vault || this.entries) {
      this.vaultKey = null;
      this.entries = null;
    }
  }
}
