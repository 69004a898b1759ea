#!/usr/bin/env node
// Loads the TypeScript sources with jiti (the loader Docusaurus itself uses),
// so the server runs from a clone without a compile step.
import { readFileSync } from 'node:fs';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, { interopDefault: true });
const { main } = load('../src/server/cli.ts');
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await main(process.argv.slice(2), version);
