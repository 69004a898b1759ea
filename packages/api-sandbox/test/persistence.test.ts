import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { WrongPasswordError } from '../src/secrets/vault';
import { createSandbox } from '../src/server';
import { sandboxInputs } from './inputs';
import { CorruptStateError } from '../src/state/persistence';
import { startSandbox, withTempDir } from './harness';

const keys = '/api/v1beta/secrets/default/keys';

async function stateOnDisk(dir: string) {
  return JSON.parse(await readFile(join(dir, 'state.json'), 'utf8')) as {
    workloads: Array<{ name: string; status: string; pending: string[] }>;
    registeredClients: string[];
    secrets: { provider: string | null; vault: Record<string, string> | null };
  };
}

/** A stream that keeps what the logger writes, to search it afterwards. */
function logCapture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Every file in the folder, as text, to search for values that must not be there. */
async function everythingIn(dir: string): Promise<string> {
  const names = await readdir(dir);
  const contents = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return contents.join('\n');
}

describe('state in --data-dir', { timeout: 30_000 }, () => {
  it('is on disk before each change is acknowledged', async () => {
    await withTempDir(async (dir) => {
      const { api, close } = await startSandbox({ dataDir: dir, delayMs: 60_000 });
      try {
        await api.post('/api/v1beta/workloads', { name: 'fetch', image: 'mcp/fetch:latest' });
        expect((await stateOnDisk(dir)).workloads).toMatchObject([
          { name: 'fetch', status: 'starting' },
        ]);

        await api.post('/api/v1beta/workloads/fetch/stop');
        expect((await stateOnDisk(dir)).workloads[0]?.pending).toEqual(['stop']);

        await api.post('/api/v1beta/clients', { name: 'cursor' });
        expect((await stateOnDisk(dir)).registeredClients).toEqual(['cursor']);

        await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' });
        const before = (await stateOnDisk(dir)).secrets.vault?.ciphertext;
        await api.post(keys, { key: 'token', value: 'on-disk-check' });
        const after = await stateOnDisk(dir);
        expect(after.secrets.provider).toBe('encrypted');
        expect(after.secrets.vault?.ciphertext).not.toBe(before);
      } finally {
        await close();
      }
    });
  });

  it('comes back after a restart: workloads, clients, provider and secrets', async () => {
    await withTempDir(async (dir) => {
      const first = await startSandbox({ dataDir: dir });
      await first.api.post('/api/v1beta/workloads', { name: 'fetch', image: 'mcp/fetch:latest' });
      await first.api.post('/api/v1beta/workloads', { name: 'time', image: 'mcp/time:latest' });
      await first.api.post('/api/v1beta/workloads/time/stop');
      await first.api.post('/api/v1beta/clients', { name: 'vscode' });
      await first.api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' });
      await first.api.post(keys, { key: 'token', value: 'restart-value' });
      await first.sandbox.lifecycle.whenIdle();
      const listBefore = (await first.api.get('/api/v1beta/workloads?all=true')).json;
      await first.close();

      const second = await startSandbox({ dataDir: dir, secretsPassword: 'pw' });
      try {
        expect((await second.api.get('/api/v1beta/workloads?all=true')).json).toEqual(listBefore);
        expect((await second.api.get('/api/v1beta/clients')).json).toEqual([{ name: 'vscode' }]);
        expect((await second.api.get(keys)).json).toEqual({ keys: [{ key: 'token' }] });
        expect((await second.api.put(`${keys}/token`, { value: 'rotated' })).status).toBe(200);
      } finally {
        await second.close();
      }
    });
  });

  it('finishes actions accepted before a restart', async () => {
    await withTempDir(async (dir) => {
      const first = await startSandbox({ dataDir: dir, delayMs: 60_000 });
      await first.api.post('/api/v1beta/workloads', { name: 'a', image: 'mcp/fetch:latest' });
      await first.api.post('/api/v1beta/workloads', { name: 'b', image: 'mcp/fetch:latest' });
      await first.api.post('/api/v1beta/workloads/a/stop');
      await first.api.delete('/api/v1beta/workloads/b');
      await first.close();

      const second = await startSandbox({ dataDir: dir, delayMs: 5 });
      try {
        await second.sandbox.lifecycle.whenIdle();
        const list = (await second.api.get('/api/v1beta/workloads?all=true')).json;
        expect(list).toMatchObject({ workloads: [{ name: 'a', status: 'stopped' }] });
        expect((await stateOnDisk(dir)).workloads).toMatchObject([{ name: 'a', pending: [] }]);
      } finally {
        await second.close();
      }
    });
  });

  it('never writes a secret value to disk or to the log', async () => {
    await withTempDir(async (dir) => {
      const log = logCapture();
      const value = 'sk-live-7f3a9c1e-never-in-plain-text';
      const { api, close } = await startSandbox({
        dataDir: dir,
        logger: { level: 'trace', stream: log.stream },
      });
      try {
        await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' });
        await api.post(keys, { key: 'api-key', value });
        await api.put(`${keys}/api-key`, { value: `${value}-2` });
        await api.post(keys, { key: 'api-key', value }); // 409
        await api.post(keys, { key: 'broken', value: 5 }); // 400
      } finally {
        await close();
      }
      expect(log.text()).toContain('incoming request');
      expect(log.text()).not.toContain(value);
      expect(log.text()).not.toContain('pw"');
      const disk = await everythingIn(dir);
      expect(disk).toContain('"ciphertext"');
      expect(disk).not.toContain(value);
      expect(disk).not.toContain(Buffer.from(value).toString('base64'));
    });
  });

  it('warns that a generated password cannot open the secrets after a restart', async () => {
    await withTempDir(async (dir) => {
      const log = logCapture();
      const { api, close } = await startSandbox({
        dataDir: dir,
        logger: { level: 'warn', stream: log.stream },
      });
      try {
        await api.post('/api/v1beta/secrets', { provider_type: 'encrypted' });
      } finally {
        await close();
      }
      expect(log.text()).toContain('after a restart these secrets cannot be opened');
    });
  });

  it('keeps stored secrets locked without the password and opens them with the right one', async () => {
    await withTempDir(async (dir) => {
      const first = await startSandbox({ dataDir: dir });
      await first.api.post('/api/v1beta/secrets', {
        provider_type: 'encrypted',
        password: 'right',
      });
      await first.api.post(keys, { key: 'token', value: 'v' });
      await first.close();

      const locked = await startSandbox({ dataDir: dir });
      try {
        const list = await locked.api.get(keys);
        expect(list.status).toBe(500);
        expect(list.text).toContain('TOOLHIVE_SECRETS_PASSWORD');

        const wrong = await locked.api.post('/api/v1beta/secrets', {
          provider_type: 'encrypted',
          password: 'wrong',
        });
        expect(wrong.status).toBe(400);
        expect(wrong.text).toContain('does not open the stored secrets');

        const right = await locked.api.post('/api/v1beta/secrets', {
          provider_type: 'encrypted',
          password: 'right',
        });
        expect(right.status).toBe(201);
        expect((await locked.api.get(keys)).json).toEqual({ keys: [{ key: 'token' }] });
      } finally {
        await locked.close();
      }

      await expect(
        createSandbox({
          ...sandboxInputs,
          dataDir: dir,
          delayMs: 10,
          installedClients: [],
          secretsPassword: 'nope',
        }),
      ).rejects.toBeInstanceOf(WrongPasswordError);
    });
  });

  it('creates a single vault when two set-ups race', async () => {
    await withTempDir(async (dir) => {
      const first = await startSandbox({ dataDir: dir });
      const setups = await Promise.all(
        ['one', 'two'].map((password) =>
          first.api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password }),
        ),
      );
      expect(setups.map((response) => response.status)).toEqual([201, 201]);
      await first.api.post(keys, { key: 'token', value: 'v' });
      await first.close();

      // The first set-up made the vault; the second found it open and kept its password.
      const second = await startSandbox({ dataDir: dir, secretsPassword: 'one' });
      try {
        expect((await second.api.get(keys)).json).toEqual({ keys: [{ key: 'token' }] });
      } finally {
        await second.close();
      }
    });
  });

  it('refuses to start on a corrupt state file, names it and leaves it untouched', async () => {
    const corruptions = [
      '{"format": "toolhive-api-sandbox/state@1", "workloads": [',
      '{"format": "something-else"}',
      JSON.stringify({
        format: 'toolhive-api-sandbox/state@1',
        workloads: [{ name: 'x' }],
        registeredClients: [],
        secrets: { provider: null, vault: null },
      }),
    ];
    for (const content of corruptions) {
      await withTempDir(async (dir) => {
        const path = join(dir, 'state.json');
        await writeFile(path, content);
        const attempt = createSandbox({
          ...sandboxInputs,
          dataDir: dir,
          delayMs: 10,
          installedClients: [],
        });
        await expect(attempt).rejects.toBeInstanceOf(CorruptStateError);
        await expect(attempt).rejects.toThrow(path);
        expect(await readFile(path, 'utf8')).toBe(content);
      });
    }
  });
});
