import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileAtomic } from '@docs-kit/build-utils/files';
import type { ConversionContext } from '../markdown/types';

/** What a twin's Markdown was made from besides its page: the answers to its link lookups. */
export type TwinLookup = ['file' | 'twin', string, string | undefined];

interface StoredTwin {
  markdown: string;
  lookups: TwinLookup[];
  warnings: string[];
}

/** The packages whose output a twin is made of; a new version of any renders every twin again. */
const PARSER_PACKAGES = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-mdx',
  'remark-directive',
  'remark-frontmatter',
  '@docusaurus/utils',
  'remark-stringify',
  'mdast-util-to-markdown',
];

/**
 * The renderer's own fingerprint: the converter's source files, the
 * source parser's, and the versions of the parser packages it runs. A change to either makes every
 * stored twin a miss, so no twin outlives the code that rendered it.
 */
export function rendererFingerprint(): string {
  const hash = createHash('sha256');
  const markdownDir = path.join(__dirname, '..', 'markdown');
  for (const file of readdirSync(markdownDir).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
      hash.update(file).update(readFileSync(path.join(markdownDir, file)));
    }
  }
  const require = createRequire(__filename);
  // The parser of a page's source, shared with other plugins.
  hash.update(readFileSync(require.resolve('@docs-kit/build-utils/mdx-source')));
  for (const name of PARSER_PACKAGES) {
    hash.update(name).update(packageVersion(require, name));
  }
  return hash.digest('hex');
}

/** A package's version from the package.json above its entry point (exports maps may hide the file). */
function packageVersion(require: NodeRequire, name: string): string {
  let dir: string;
  try {
    dir = path.dirname(require.resolve(name));
  } catch {
    return 'absent';
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name) return manifest.version ?? 'unknown';
    } catch {
      // No package.json at this level.
    }
  }
  return 'unknown';
}

/**
 * Twins kept between builds in a folder, each under the hash of its page's
 * source, title, description and permalink, the site's URL and the renderer. A stored
 * twin also holds the answers its links got (which page a file is, which
 * route has a twin), and counts only while every answer is still the same.
 */
export class TwinStore {
  constructor(
    private readonly dir: string,
    private readonly fingerprint: string,
  ) {}

  /** A twin links with the site's absolute URL, so the URL is part of the key. */
  key(page: {
    source: string;
    permalink: string;
    title: string;
    description?: string;
    siteUrl: string;
  }): string {
    return createHash('sha256')
      .update(this.fingerprint)
      .update(
        JSON.stringify([
          page.siteUrl,
          page.permalink,
          page.title,
          page.description ?? null,
          page.source,
        ]),
      )
      .digest('hex')
      .slice(0, 40);
  }

  async get(
    key: string,
    links: Pick<ConversionContext, 'permalinkOfFile' | 'twinOf'>,
  ): Promise<StoredTwin | undefined> {
    let stored: StoredTwin;
    try {
      stored = JSON.parse(await readFile(path.join(this.dir, `${key}.json`), 'utf8')) as StoredTwin;
    } catch {
      return undefined;
    }
    // JSON keeps "no page" (undefined) as null: both mean the same answer.
    const same = stored.lookups.every(
      ([kind, argument, answer]) =>
        ((kind === 'file' ? links.permalinkOfFile(argument) : links.twinOf(argument)) ?? null) ===
        (answer ?? null),
    );
    return same ? stored : undefined;
  }

  async set(key: string, twin: StoredTwin): Promise<void> {
    // Another build may read the folder meanwhile.
    await writeFileAtomic(path.join(this.dir, `${key}.json`), JSON.stringify(twin));
  }
}
