import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import type { SealedVault } from '../state/model.js';

/** scrypt cost parameters (N = 2^15, r = 8, p = 1): about 32 MiB and tens of milliseconds per derivation. */
const cost = 2 ** 15;
const blockSize = 8;
const parallelization = 1;
const keyLength = 32;
const ivLength = 12;

export interface VaultKey {
  key: Buffer;
  salt: Buffer;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A key for a new vault, with a fresh random salt. */
export async function newVaultKey(password: string): Promise<VaultKey> {
  const salt = randomBytes(16);
  return { key: await derive(password, salt, cost, blockSize, parallelization), salt };
}

/** The key for an existing vault, from its stored salt and cost parameters. */
export async function vaultKeyFor(password: string, vault: SealedVault): Promise<VaultKey> {
  const salt = Buffer.from(vault.salt, 'base64');
  const key = await derive(password, salt, vault.cost, vault.blockSize, vault.parallelization);
  return { key, salt };
}

/** Encrypts the whole key/value map with a fresh IV. */
export function seal(vaultKey: VaultKey, entries: Map<string, string>): SealedVault {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', vaultKey.key, iv);
  const plaintext = Buffer.from(JSON.stringify(Object.fromEntries(entries)), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    kdf: 'scrypt',
    cost,
    blockSize,
    parallelization,
    salt: vaultKey.salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

export class WrongPasswordError extends Error {
  constructor() {
    super('The password does not open the stored secrets.');
    this.name = 'WrongPasswordError';
  }
}

/**
 * Decrypts a vault. GCM's tag check fails on a wrong key or a changed file, so
 * a wrong password never yields garbage.
 */
export function open(vaultKey: VaultKey, vault: SealedVault): Map<string, string> {
  let plaintext: Buffer;
  try {
    const iv = Buffer.from(vault.iv, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', vaultKey.key, iv);
    decipher.setAuthTag(Buffer.from(vault.tag, 'base64'));
    plaintext = Buffer.concat([
      decipher.update(Buffer.from(vault.ciphertext, 'base64')),
      decipher.final(),
    ]);
  } catch {
    throw new WrongPasswordError();
  }
  const entries = JSON.parse(plaintext.toString('utf8')) as Record<string, string>;
  return new Map(Object.entries(entries));
}
