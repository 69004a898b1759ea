import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../scripts/eslint/package-boundaries.mjs';

// The house rules of ARCHITECTURE.md, checked on the repository itself.
const root = path.resolve(__dirname, '../..');
const packages = readdirSync(path.join(root, 'packages'));
/**
 * Packages that are mechanisms: they name no product and take every fact as an
 * option. The sandbox serves ToolHive's API by nature.
 */
const mechanisms = packages.filter((name) => name !== 'api-sandbox');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'build' || name.startsWith('.')) return [];
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const sourceFile = /\.(ts|tsx|mjs|js)$/;
const isTest = (file: string) => /\.(test|spec|bench)\.tsx?$/.test(file);

describe('the package boundary lint rule', () => {
  const linter = new Linter({ configType: 'flat' });
  const lint = (file: string, code: string) =>
    linter
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser as never },
            plugins: { boundaries: boundaries as never },
            rules: { 'boundaries/package-boundaries': 'error' },
          },
        ],
        path.join(root, file),
      )
      .map((message) => message.message);

  it("fails an import of a package's src from outside the package, by path or by name", () => {
    expect(lint('tests/unit/x.test.ts', "import '../../packages/search/src/wire';")).toEqual([
      expect.stringContaining('reaches into packages/search'),
    ]);
    expect(lint('site/src/x.ts', "import '@docs-kit/search/src/wire';")).toEqual([
      expect.stringContaining('reaches into packages/search'),
    ]);
    expect(lint('packages/api-reference/src/x.ts', "import '../../search/src/wire';")).toEqual([
      expect.stringContaining('reaches into packages/search'),
    ]);
  });

  it('fails an import of the site from a package', () => {
    expect(lint('packages/search/src/x.ts', "import '../../../site/src/data/social';")).toEqual([
      expect.stringContaining('imports the site from packages/search'),
    ]);
    expect(lint('packages/search/src/x.ts', "import '@site/src/data/social';")).toEqual([
      expect.stringContaining('imports the site'),
    ]);
  });

  it('lets exports-map imports and imports inside a package pass', () => {
    expect(lint('tests/unit/x.test.ts', "import '@docs-kit/search/wire';")).toEqual([]);
    expect(lint('packages/search/src/theme/x.ts', "import '../wire';")).toEqual([]);
    expect(lint('site/docusaurus.config.ts', "import './src/data/social';")).toEqual([]);
  });
});

describe('the mechanism packages', () => {
  // Sources, entry points and benchmarks; tests may use the site's facts as realistic fixtures.
  it.each(mechanisms)('%s names no product in its code', (name) => {
    const hits = filesUnder(path.join(root, 'packages', name))
      .filter((file) => sourceFile.test(file) && !isTest(file) && !file.includes('/test/'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [`${path.relative(root, file)}:${i + 1}`, line] as const)
          .filter(([, line]) => /toolhive|stacklok|\bthv\b/i.test(line))
          .map(([where]) => where),
      );
    expect(hits).toEqual([]);
  });

  // Settings reach a plugin through its options; the command it runs under comes from the one
  // helper, docusaurusCommand(). Command-line entry points (bin/, bench/) read their own.
  it.each(mechanisms)('%s reads no environment variable in its plugin code', (name) => {
    const hits = filesUnder(path.join(root, 'packages', name, 'src'))
      .filter((file) => sourceFile.test(file) && !isTest(file))
      .filter((file) => !file.endsWith(path.join('build-utils', 'src', 'plugin-options.ts')))
      .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(hits).toEqual([]);
  });
});

describe('every package', () => {
  it.each(packages)('%s has an exports map and a README', (name) => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'),
    ) as { exports?: Record<string, string> };
    expect(Object.keys(manifest.exports ?? {})).not.toEqual([]);
    expect(statSync(path.join(root, 'packages', name, 'README.md')).isFile()).toBe(true);
  });

  it('has no import cycle among its own modules', () => {
    const importsOf = (file: string): string[] =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
        .map(([, specifier]) => path.resolve(path.dirname(file), specifier!))
        .map((target) =>
          ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
            .map((ending) => target.replace(/\.js$/, '') + ending)
            .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()),
        )
        .filter((target): target is string => Boolean(target));
    const files = packages.flatMap((name) =>
      filesUnder(path.join(root, 'packages', name, 'src')).filter(
        (file) => sourceFile.test(file) && !isTest(file),
      ),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push(
          [...trail.slice(trail.indexOf(file)), file]
            .map((f) => path.relative(root, f))
            .join(' -> '),
        );
        return;
      }
      state.set(file, 'open');
      for (const target of importsOf(file)) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    files.forEach((file) => visit(file, []));
    expect(cycles).toEqual([]);
  });
});

describe('the site', () => {
  it('declares every workspace package it imports in site/package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'site/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const used = new Set(
      filesUnder(path.join(root, 'site'))
        .filter((file) => sourceFile.test(file) || file.endsWith('.mdx'))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/'(@docs-kit\/[\w-]+)/g)].map(
            ([, name]) => name!,
          ),
        ),
    );
    expect([...used].filter((name) => !(name in manifest.dependencies))).toEqual([]);
    expect(used.size).toBeGreaterThan(3);
  });
});
