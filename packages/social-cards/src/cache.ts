import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '@docs-kit/build-utils/files';

/** A folder of rendered cards named by the hash of everything that shapes them. */
export class CardCache {
  constructor(
    private readonly dir: string,
    /** Hash of the style (colours, fonts, wordmark, renderer version) shared by every card. */
    private readonly styleKey: string,
  ) {}

  key(content: object): string {
    return createHash('sha256')
      .update(this.styleKey)
      .update(JSON.stringify(content))
      .digest('hex')
      .slice(0, 32);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return readFile(path.join(this.dir, `${key}.png`)).catch(() => undefined);
  }

  async set(key: string, png: Buffer): Promise<void> {
    // Another build may read the folder meanwhile.
    await writeFileAtomic(path.join(this.dir, `${key}.png`), png);
  }
}

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}
