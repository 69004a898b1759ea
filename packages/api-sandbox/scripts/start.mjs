// Runs the sandbox from its TypeScript sources through jiti, the loader Docusaurus
// uses for a site's config: nothing is compiled or written into the checkout (jiti
// keeps its transpile cache in the system's temporary folder), so any number of
// sandboxes can start at once from one checkout.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

// The registry data ships with this package; flags given after it (npm run sandbox -- ...) win.
process.argv.splice(2, 0, '--registry', join(packageDir, 'data', 'registry.json'));

// In this process, so Ctrl+C and SIGTERM reach the server directly.
const { main } = createJiti(import.meta.url, { interopDefault: true })('../src/cli.ts');
await main();
