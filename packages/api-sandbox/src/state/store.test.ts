import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { withTempDir } from '../../test/harness';
import { StateFile } from './persistence';
import { Store } from './store';

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

  it('rejects the commits of a failed write and writes again on the next commit', async () => {
    await withTempDir(async (dir) => {
      const file = new StateFile(dir);
      const store = await Store.fromFile(file, 1024 * 1024);
      const save = vi.spyOn(file, 'save').mockRejectedValueOnce(new Error('disk full'));
      store.state.registeredClients.push('cursor');
      await expect(store.commit()).rejects.toThrow('disk full');
      await store.commit();
      expect(save).toHaveBeenCalledTimes(2);
      const onDisk = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
      expect(onDisk.registeredClients).toEqual(['cursor']);
    });
  });

  it('keeps state in memory only when there is no state file', async () => {
    const store = Store.inMemory();
    store.state.registeredClients.push('cline');
    await expect(store.commit()).resolves.toBeUndefined();
    expect(store.persistent).toBe(false);
  });
});
