#!/usr/bin/env node
// Runs the server compiled by `npm run build` (the plugin's postBuild writes
// dist/server.cjs) while every file it was made from is unchanged; otherwise
// loads the TypeScript sources with jiti (the loader Docusaurus itself uses),
// which starts about a second slower but needs no compile step.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const distDir = new URL('../dist/', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

function bundleIsFresh() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(new URL('server-inputs.json', distDir), 'utf8'));
  } catch {
    return false;
  }
  return Object.entries(inputs).every(
    ([file, mtimeMs]) => statSync(file, { throwIfNoEntry: false })?.mtimeMs === mtimeMs,
  );
}

let main;
if (bundleIsFresh()) {
  ({ main } = createRequire(import.meta.url)('../dist/server.cjs'));
} else {
  process.stderr.write(
    'docs-mcp: no compiled server, or its sources changed since; loading the sources (a slower start). `npm run build` compiles it.\n',
  );
  const { default: createJiti } = await import('jiti');
  ({ main } = createJiti(import.meta.url, { interopDefault: true })('../src/server/cli.ts'));
}
await main(process.argv.slice(2), version);
