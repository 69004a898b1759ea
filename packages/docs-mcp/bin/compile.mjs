#!/usr/bin/env node
// Compiles the command-line server, the SDK and its other dependencies into one
// CommonJS file, dist/server.cjs, which bin/docs-mcp.mjs runs while none of its
// inputs has changed: a start that skips transpiling and resolving a few hundred
// modules. An explicit step (npm run docs-mcp:compile), never part of the site build.
//
// With --function <entry> --out <dir>: compiles a serverless function's entry
// instead, into a folder that needs no node_modules (the deployment's build).
import { parseArgs } from 'node:util';
import createJiti from 'jiti';

const { values } = parseArgs({
  options: { function: { type: 'string' }, out: { type: 'string' } },
  strict: true,
});
const { bundleServer, bundleFunction } = createJiti(import.meta.url, { interopDefault: true })(
  '../src/bundle/index.ts',
);
if (values.function) {
  if (!values.out) {
    process.stderr.write('docs-mcp: --function <entry> needs --out <dir>.\n');
    process.exit(2);
  }
  const file = await bundleFunction(values.function, values.out);
  process.stderr.write(`docs-mcp: compiled ${values.function} into ${file}\n`);
} else {
  await bundleServer();
  process.stderr.write('docs-mcp: compiled the server into packages/docs-mcp/dist/server.cjs\n');
}
