import fs from 'node:fs';
import path from 'node:path';
import { startTsWorker } from '@docs-kit/ts-worker';
import { ApiSpecError, type SpecProblem } from './index';

export interface CheckRequest {
  specPath: string;
  displayName: string;
  source: string;
}

export type CheckReply =
  | { type: 'valid'; document: unknown; dependencies: string[] }
  | { type: 'refused'; file: string; problems: SpecProblem[] }
  | { type: 'crashed'; error: string };

function checkInWorker(
  request: CheckRequest,
): Promise<{ document: unknown; dependencies: string[] }> {
  const worker = startTsWorker(path.join(__dirname, 'check-worker.ts'), request);
  worker.ref();
  return new Promise((resolve, reject) => {
    worker.once('message', (reply: CheckReply) => {
      void worker.terminate();
      if (reply.type === 'valid') resolve(reply);
      else if (reply.type === 'refused') reject(new ApiSpecError(reply.file, reply.problems));
      else {
        reject(new Error(`openapi-loader: checking ${request.displayName} failed: ${reply.error}`));
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`openapi-loader: the check of ${request.displayName} stopped (${code}).`)),
    );
  });
}

/** A file's identity for the cache: it changed if any of these did. */
function stampOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

/** Files read and valid, with the stamps of every file each bundle pulled in. */
const loaded = new Map<string, { stamps: Map<string, string | undefined>; document: unknown }>();

/**
 * `loadSpec` for a build's plugins. The check runs in a worker thread: loading
 * Redocly's OpenAPI core and linting take about a second of CPU, which a
 * build's main thread spends meanwhile loading the rest of the site. A build
 * reads the same file in several plugins; a valid file is checked once per
 * process until it or a file it references changes, and each caller gets its
 * own copy.
 */
export async function loadSpecInWorker(
  specPath: string,
  displayName: string,
  /** What the caller names the file by, for the missing-file message: an option or a flag. */
  source = 'where the file is configured',
): Promise<unknown> {
  const file = path.resolve(specPath);
  const known = loaded.get(file);
  if (known && [...known.stamps].every(([dependency, stamp]) => stampOf(dependency) === stamp)) {
    return structuredClone(known.document);
  }
  const stamps = new Map<string, string | undefined>([[file, stampOf(file)]]);
  const { document, dependencies } = await checkInWorker({ specPath, displayName, source });
  for (const dependency of dependencies) {
    const resolved = path.resolve(dependency);
    if (!stamps.has(resolved)) stamps.set(resolved, stampOf(resolved));
  }
  loaded.set(file, { stamps, document });
  return structuredClone(document);
}
