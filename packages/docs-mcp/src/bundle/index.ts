import fs from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Compiler, type Stats } from '@rspack/core';
import { bundleIsFresh } from './fresh.mjs';

/**
 * Where the compiled server goes: inside the package, not the site's build,
 * so it is never deployed. `bin/compile.mjs` writes it; `bin/docs-mcp.mjs`
 * runs it while it is fresh.
 */
export const bundleDir = path.resolve(__dirname, '../../dist');
export const bundleFile = 'server.cjs';
/** Every file the bundle was made from, with its modification time, so the bin can tell a stale bundle. */
export const inputsFile = 'server-inputs.json';

const entry = path.resolve(__dirname, '../server/cli.ts');

function run(compiler: Compiler): Promise<Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats) reject(error ?? new Error('rspack gave no result'));
        else resolve(stats);
      });
    });
  });
}

/**
 * Compiles the command-line server, the SDK and every other dependency into
 * one CommonJS file. Node then starts it without transpiling TypeScript or
 * resolving a few hundred modules, which was most of the start-up time.
 */
export async function bundleServer(outDir = bundleDir): Promise<void> {
  // Most builds change pages, not the server: then the last bundle stands.
  if (bundleIsFresh(path.join(outDir, inputsFile))) return;
  // A bundle without its inputs list counts as stale, should this run stop half-way.
  await fs.rm(path.join(outDir, inputsFile), { force: true });
  const compiler = rspack({
    mode: 'production',
    target: 'node20',
    context: path.dirname(entry),
    entry: { server: entry },
    output: {
      path: outDir,
      filename: bundleFile,
      library: { type: 'commonjs2' },
    },
    resolve: {
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    // Minifying would cost the build more than it saves a start.
    optimization: { minimize: false },
    // One file: the HTTP transport, loaded on demand in the sources, costs nothing until evaluated.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    devtool: false,
    cache: false,
  });
  const stats = await run(compiler);
  if (stats.hasErrors()) {
    throw new Error(
      `docs-mcp: bundling the server failed:\n${stats.toString({ all: false, errors: true })}`,
    );
  }
  const inputs: Record<string, number> = {};
  // This file too: a change to the bundler's settings makes a new bundle.
  for (const file of [__filename, ...stats.compilation.fileDependencies].sort()) {
    if (!path.isAbsolute(file)) continue;
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) inputs[file] = stat.mtimeMs;
  }
  await fs.writeFile(path.join(outDir, inputsFile), JSON.stringify(inputs));
}
