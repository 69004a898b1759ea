import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(packageDir, 'src');
export const defaultOutputDir = join(packageDir, '..', '..', '.cache', 'api-sandbox');

async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

async function transpileTree(fromDir, toDir) {
  for (const file of await sourceFiles(fromDir)) {
    const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ES2022,
        target: ts.ScriptTarget.ES2022,
      },
    });
    const target = join(toDir, relative(fromDir, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, outputText);
  }
}

/**
 * The workspace packages the sandbox imports (@docs-kit/openapi-loader)
 * export TypeScript, which Node 20 cannot load: each is transpiled into the
 * output's own node_modules, with its exports map pointing at the .js files.
 */
async function transpileWorkspaceDependencies(outputDir) {
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  const names = Object.keys(manifest.dependencies ?? {}).filter((name) =>
    name.startsWith('@docs-kit/'),
  );
  for (const name of names) {
    const dependencyDir = join(packageDir, '..', name.slice('@docs-kit/'.length));
    const dependency = JSON.parse(await readFile(join(dependencyDir, 'package.json'), 'utf8'));
    const targetDir = join(outputDir, 'node_modules', name);
    await transpileTree(join(dependencyDir, 'src'), targetDir);
    const exports = Object.fromEntries(
      Object.entries(dependency.exports).map(([entry, file]) => [
        entry,
        file.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js'),
      ]),
    );
    await writeFile(
      join(targetDir, 'package.json'),
      `${JSON.stringify({ name, type: 'module', exports }, null, 2)}\n`,
    );
  }
}

/**
 * Strips the types from src/ into .cache/api-sandbox/ with TypeScript's own
 * transpiler: about a second, where a full tsc build takes ten or more.
 * Type errors are caught by `npm run typecheck`, not here.
 */
export async function buildSandbox(outputDir = defaultOutputDir) {
  await rm(outputDir, { recursive: true, force: true });
  await transpileTree(sourceDir, outputDir);
  await transpileWorkspaceDependencies(outputDir);
  // The repository root is not an ES module package; this folder is.
  await writeFile(join(outputDir, 'package.json'), '{ "type": "module" }\n');
  return outputDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildSandbox();
}
