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

const serverEntry = path.resolve(__dirname, '../server/cli.ts');
/** Runs the tools in a thread of its own; ToolRunner starts it from beside the compiled file. */
const toolWorkerEntry = path.resolve(__dirname, '../server/tool-worker.ts');

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

/** Compiles entries into one CommonJS file each, every dependency inside, beside a tool-worker.cjs. */
async function compile(entries: Record<string, string>, outDir: string): Promise<Stats> {
  const compiler = rspack({
    mode: 'production',
    target: 'node20',
    context: path.dirname(serverEntry),
    entry: { ...entries, 'tool-worker': toolWorkerEntry },
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
    },
    // The compiled files' own folder, where ToolRunner finds tool-worker.cjs.
    node: { __dirname: false, __filename: false },
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
    // One file per entry: the HTTP transport, loaded on demand in the sources, costs nothing until evaluated.
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: Object.keys(entries).length + 1 }),
    ],
    devtool: false,
    cache: false,
  });
  const stats = await run(compiler);
  if (stats.hasErrors()) {
    throw new Error(
      `docs-mcp: compiling ${Object.values(entries).join(', ')} failed:\n${stats.toString({ all: false, errors: true })}`,
    );
  }
  return stats;
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
  const stats = await compile({ server: serverEntry }, outDir);
  const inputs: Record<string, number> = {};
  // This file too: a change to the bundler's settings makes a new bundle.
  for (const file of [__filename, ...stats.compilation.fileDependencies].sort()) {
    if (!path.isAbsolute(file)) continue;
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) inputs[file] = stat.mtimeMs;
  }
  await fs.writeFile(path.join(outDir, inputsFile), JSON.stringify(inputs));
}

/**
 * Compiles a serverless function's entry (a module whose default export is an
 * HTTP handler) into `<outDir>/<name>.cjs` with every module it loads, and the
 * tool worker beside it: a folder that runs with no node_modules.
 */
export async function bundleFunction(entry: string, outDir: string): Promise<string> {
  const name = path
    .basename(entry)
    .replace(/\.[cm]?[jt]s$/, '')
    .replace(/^_+/, '');
  const out = path.resolve(outDir);
  await fs.rm(out, { recursive: true, force: true });
  await compile({ [name]: path.resolve(entry) }, out);
  return path.join(out, `${name}.cjs`);
}
