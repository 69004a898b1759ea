import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSandbox } from './build.mjs';

// One process builds and then serves, so Ctrl+C and SIGTERM reach the server directly.
const outputDir = await buildSandbox();
await import(pathToFileURL(join(outputDir, 'cli.js')).href);
