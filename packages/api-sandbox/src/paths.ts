import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The sandbox runs from its TypeScript sources (tests) and from the compiled
 * copy under .cache/ (npm run sandbox), so files are located from the
 * repository root rather than relative to this module.
 */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'packages', 'api-sandbox', 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error('Cannot find the repository root (packages/api-sandbox) above this module.');
    }
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRepoRoot();
export const defaultSpecPath = join(repoRoot, 'site', 'static', 'api-specs', 'toolhive-api.yaml');
export const registryDataPath = join(repoRoot, 'packages', 'api-sandbox', 'data', 'registry.json');
