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

/**
 * Strips the types from src/ into .cache/api-sandbox/ with TypeScript's own
 * transpiler: about a second, where a full tsc build takes ten or more.
 * Type errors are caught by `npm run typecheck`, not here.
 */
export async function buildSandbox(outputDir = defaultOutputDir) {
  await rm(outputDir, { recursive: true, force: true });
  for (const file of await sourceFiles(sourceDir)) {
    const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ES2022,
        target: ts.ScriptTarget.ES2022,
      },
    });
    const target = join(outputDir, relative(sourceDir, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, outputText);
  }
  // The repository root is not an ES module package; this folder is.
  await writeFile(join(outputDir, 'package.json'), '{ "type": "module" }\n');
  return outputDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildSandbox();
}
