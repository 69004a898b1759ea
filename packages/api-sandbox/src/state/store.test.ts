import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { withTempDir } from '../../test/harness';
import { StateFile } from './persistence';
import { SaveFailedError, StateTooLargeError, Store } from './store';

describe('Store', () => {
  it('writes changes made during a write in one following write', async () => {
    await withTempDir(async (dir) => {
      const file = new StateFile(dir);
      const save = vi.spyOn(file, 'save');
      const store = await Store.fromFile(file, 1024 * 1024);
      const commits: Promise<void>[] = [];
      for (let i = 0; i < 50; i += 1) {
        store.state.registeredClients.push(`client-${i}`);
        commits.push(store.commit());
      }
      await Promise.all(commits);
      // The first commit starts a write; the other 49 share the next one.
      expect(save).toHaveBeenCalledTimes(2);
      const onDisk = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
      expect(onDisk.registeredClients).toHaveLength(50);
    });
  });

  it('puts the memory back to the state on disk when a write fails, for every waiting commit', async () => {
    await withTempDir(async (dir) => {
      const file = new StateFile(dir);
      const store = await Store.fromFile(file, 1024 * 1024);
      store.state.registeredClients.push('vscode');
      await store.commit();
      const save = vi.spyOn(file, 'save').mockRejectedValueOnce(new Error('disk full'));
      const rolledBack = vi.fn();
      store.onRollback(rolledBack);
      store.state.registeredClients.push('cursor');
      const failed = store.commit();
      // Made while the failing write runs: it shares the rollback, never a later write.
      store.state.registeredClients.push('cline');
      const queued = store.commit();
      await expect(failed).rejects.toThrow(SaveFailedError);
      await expect(queued).rejects.toThrow('disk full');
      expect(store.state.registeredClients).toEqual(['vscode']);
      expect(rolledBack).toHaveBeenCalledTimes(1);
      expect(save).toHaveBeenCalledTimes(1);
      const onDisk = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
      expect(onDisk.registeredClients).toEqual(['vscode']);
    });
  });

  it('refuses to write past the size cap and puts the memory back', async () => {
    await withTempDir(async (dir) => {
      const store = await Store.fromFile(new StateFile(dir), 200);
      store.state.registeredClients.push('x'.repeat(300));
      await expect(store.commit()).rejects.toThrow(StateTooLargeError);
      expect(store.state.registeredClients).toEqual([]);
    });
  });

  it('keeps state in memory only when there is no state file, under the same size cap', async () => {
    const store = Store.inMemory(200);
    store.state.registeredClients.push('cline');
    await expect(store.commit()).resolves.toBeUndefined();
    expect(store.persistent).toBe(false);
    store.state.registeredClients.push('x'.repeat(300));
    await expect(store.commit()).rejects.toThrow(StateTooLargeError);
    expect(store.state.registeredClients).toEqual(['cline']);
  });
});
