import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface AtomicWriteOptions {
  /**
   * Flush the file and then its folder to disk, so that the new content
   * survives a power cut and not only a crash. Stored data wants it; build
   * outputs, which a rebuild makes again, do not need the cost.
   */
  durable?: boolean;
  /** Permission bits of the file (default 0o666, less the process's umask). */
  mode?: number;
  /**
   * Make the folder when it is missing (the default). Stored data turns it
   * off, so that a folder removed under a running server fails the write
   * rather than starting an empty store.
   */
  createFolder?: boolean;
}

let writes = 0;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `name` is a temporary file that `writeFileAtomic` left beside
 * `fileName` when a process stopped half-way: `.<fileName>.<pid>.<n>.tmp`.
 */
export function isTemporaryFileOf(name: string, fileName: string): boolean {
  return new RegExp(`^\\.${escapeRegExp(fileName)}\\.\\d+\\.\\d+\\.tmp$`).test(name);
}

/**
 * Writes `data` to `file` so that a reader (a server, a watcher, another
 * build) sees the old content or the new, never half of it: into a temporary
 * file in the same folder, then renamed over `file`. The folder is made if
 * it is missing, unless `createFolder` is false. A failed write leaves `file` as it was and removes the
 * temporary file.
 */
export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array,
  { durable = false, mode = 0o666, createFolder = true }: AtomicWriteOptions = {},
): Promise<void> {
  const dir = path.dirname(file);
  if (createFolder) await mkdir(dir, { recursive: true });
  writes += 1;
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${writes}.tmp`);
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(data);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  if (durable) {
    // The rename is on disk only once the folder's entry is.
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
}
