import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSandbox } from './build.mjs';

// The registry data ships with this package; flags given after it (npm run sandbox -- ...) win.
const registry = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'registry.json');
process.argv.splice(2, 0, '--registry', registry);

// One process builds and then serves, so Ctrl+C and SIGTERM reach the server directly.
const outputDir = await buildSandbox();
await import(pathToFileURL(join(outputDir, 'cli.js')).href);
