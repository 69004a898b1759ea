import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '@docs-kit/build-utils/files';

/** Every generated page carries this in its front matter; only such files are ever deleted. */
export const generatedMarker = 'by @docs-kit/cli-reference';

export interface SyncResult {
  written: string[];
  deleted: string[];
  unchanged: string[];
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Makes `dir` hold exactly the generated `files` (name -> content). Files whose
 * content is already right are left alone, so the docs plugin's watcher only
 * reloads pages that really changed. Pages generated earlier for commands that
 * no longer exist are deleted; files without the marker are never touched.
 */
export async function syncGeneratedFiles(
  dir: string,
  files: ReadonlyMap<string, string>,
): Promise<SyncResult> {
  fs.mkdirSync(dir, { recursive: true });
  const result: SyncResult = { written: [], deleted: [], unchanged: [] };
  for (const [name, content] of files) {
    const target = path.join(dir, name);
    if (readIfExists(target) === content) {
      result.unchanged.push(name);
      continue;
    }
    // A watcher never reads a half-written page.
    await writeFileAtomic(target, content);
    result.written.push(name);
  }
  for (const name of fs.readdirSync(dir)) {
    if (files.has(name) || !name.endsWith('.md')) continue;
    const file = path.join(dir, name);
    if (readIfExists(file)?.includes(generatedMarker)) {
      fs.rmSync(file);
      result.deleted.push(name);
    }
  }
  return result;
}
