#!/usr/bin/env node
// Compiles the command-line server, the SDK and its other dependencies into one
// CommonJS file, dist/server.cjs, which bin/docs-mcp.mjs runs while none of its
// inputs has changed: a start that skips transpiling and resolving a few hundred
// modules. An explicit step (npm run docs-mcp:compile), never part of the site build.
import createJiti from 'jiti';

const { bundleServer } = createJiti(import.meta.url, { interopDefault: true })(
  '../src/bundle/index.ts',
);
await bundleServer();
process.stderr.write('docs-mcp: compiled the server into packages/docs-mcp/dist/server.cjs\n');
