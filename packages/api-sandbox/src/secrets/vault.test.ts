import { describe, expect, it } from 'vitest';
import { WrongPasswordError, newVaultKey, open, seal, vaultKeyFor } from './vault';

describe('vault', () => {
  const entries = new Map([
    ['github-token', 'ghp_plaintext_value'],
    ['empty-ish', ' '],
  ]);

  it('opens with the password it was sealed with', async () => {
    const sealed = seal(await newVaultKey('correct horse'), entries);
    expect(open(await vaultKeyFor('correct horse', sealed), sealed)).toEqual(entries);
  });

  it('refuses a wrong password instead of returning garbage', async () => {
    const sealed = seal(await newVaultKey('correct horse'), entries);
    const wrongKey = await vaultKeyFor('battery staple', sealed);
    expect(() => open(wrongKey, sealed)).toThrow(WrongPasswordError);
  });

  it('refuses a vault whose ciphertext was changed', async () => {
    const key = await newVaultKey('pw');
    const sealed = seal(key, entries);
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => open(key, { ...sealed, ciphertext: bytes.toString('base64') })).toThrow(
      WrongPasswordError,
    );
  });

  it('keeps no value or key name readable, and uses a fresh IV and salt', async () => {
    const key = await newVaultKey('pw');
    const first = seal(key, entries);
    const second = seal(key, entries);
    const text = JSON.stringify(first);
    expect(text).not.toContain('ghp_plaintext_value');
    expect(text).not.toContain('github-token');
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.salt).not.toBe(seal(await newVaultKey('pw'), entries).salt);
    expect(first).toMatchObject({ kdf: 'scrypt', cost: 32768, blockSize: 8, parallelization: 1 });
  });
});
