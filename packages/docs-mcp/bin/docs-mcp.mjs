#!/usr/bin/env node
// Runs the server compiled by `npm run docs-mcp:compile` (dist/server.cjs) while
// every file it was made from is unchanged; otherwise loads the TypeScript
// sources with jiti (src/server/load-sources.cjs), which starts slower but needs
// no compile step.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bundleIsFresh } from '../src/bundle/fresh.mjs';

const distDir = new URL('../dist/', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

let main;
if (bundleIsFresh(new URL('server-inputs.json', distDir))) {
  ({ main } = createRequire(import.meta.url)('../dist/server.cjs'));
} else {
  process.stderr.write(
    'docs-mcp: no compiled server, or its sources changed since; loading the sources (a slower start). `npm run docs-mcp:compile` compiles it.\n',
  );
  const loadSources = createRequire(import.meta.url)('../src/server/load-sources.cjs');
  ({ main } = loadSources(import.meta.url)('../src/server/cli.ts'));
}
await main(process.argv.slice(2), version);
