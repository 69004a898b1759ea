import fs from 'node:fs';
import path from 'node:path';
import type { NormalizedProblem } from '@redocly/openapi-core';

/** One thing wrong with the file: where (JSON pointer, line and column) and why. */
export interface SpecProblem {
  pointer: string;
  line?: number;
  column?: number;
  reason: string;
}

/** A file the loader refuses. The message names the file, every pointer and every reason. */
export class ApiSpecError extends Error {
  constructor(
    readonly file: string,
    readonly problems: SpecProblem[],
  ) {
    const lines = problems.map((problem) => {
      const position = problem.line ? ` (line ${problem.line}, column ${problem.column})` : '';
      return `  - ${problem.pointer}${position}: ${problem.reason}`;
    });
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `${file} is not a valid OpenAPI 3.1 file (${count}):\n${lines.join('\n')}\n` +
        'Fix the file and try again.',
    );
    this.name = 'ApiSpecError';
  }
}

/** A JSON pointer to the value at `segments` (RFC 6901 escaping). */
export function jsonPointer(...segments: string[]): string {
  return `#/${segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/**
 * Rules that catch what would make the page wrong or broken. Style rules are
 * left out: the page renders any valid file, whatever its conventions.
 */
const rules = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'spec-components-invalid-map-name': 'error',
  'path-params-defined': 'error',
  'path-declaration-must-exist': 'error',
  'no-identical-paths': 'error',
  'operation-parameters-unique': 'error',
  'operation-operationId-unique': 'error',
  // The summary is the operation's heading and its entry in the table of contents.
  'operation-summary': 'error',
  'no-duplicated-tag-names': 'error',
  'no-enum-type-mismatch': 'error',
  'no-schema-type-mismatch': 'error',
  'no-required-schema-properties-undefined': 'error',
  // The page shows examples as they are, so they must fit their schemas.
  'no-invalid-media-type-examples': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'no-example-value-and-externalValue': 'error',
  'no-undefined-server-variable': 'error',
  'no-server-variables-empty-enum': 'error',
} as const;

type OpenApiCore = typeof import('@redocly/openapi-core');

/** js-yaml keeps the short reason ("bad indentation") apart from the code frame. */
function yamlReason(error: Error): string {
  return (error as Error & { reason?: string }).reason ?? error.message;
}

function problemFrom(problem: NormalizedProblem, core: OpenApiCore): SpecProblem {
  const location = problem.location[0];
  if (!location) return { pointer: '#', reason: problem.message };
  const { start } = core.getLineColLocation(location);
  return {
    pointer: location.pointer ?? '#',
    line: start.line,
    column: start.col,
    reason: problem.message,
  };
}

/** A file's identity for the cache: it changed if any of these did. */
function stampOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

/** Files read and valid, with the stamps of every file each bundle pulled in. */
const loaded = new Map<string, { stamps: Map<string, string | undefined>; document: unknown }>();

/**
 * Reads, validates and bundles an OpenAPI 3.1 file with Redocly's OpenAPI
 * core. Returns the bundled document: external files are pulled in, and
 * references inside it stay `$ref`s so recursive schemas remain finite.
 * Throws ApiSpecError listing every problem.
 *
 * A build reads the same file in several plugins; a valid file is checked once
 * per process until it or a file it references changes, and each caller gets
 * its own copy of the document.
 */
export async function loadSpec(
  specPath: string,
  displayName: string,
  /** What the caller names the file by, for the missing-file message: an option or a flag. */
  source = 'where the file is configured',
): Promise<unknown> {
  const file = path.resolve(specPath);
  const known = loaded.get(file);
  if (known && [...known.stamps].every(([dependency, stamp]) => stampOf(dependency) === stamp)) {
    return structuredClone(known.document);
  }
  const stamps = new Map<string, string | undefined>([[file, stampOf(file)]]);
  const { document, dependencies } = await checkSpec(specPath, displayName, source);
  for (const dependency of dependencies) {
    const resolved = path.resolve(dependency);
    if (!stamps.has(resolved)) stamps.set(resolved, stampOf(resolved));
  }
  loaded.set(file, { stamps, document });
  return structuredClone(document);
}

async function checkSpec(
  specPath: string,
  displayName: string,
  source: string,
): Promise<{ document: unknown; dependencies: Set<string> }> {
  if (!fs.existsSync(specPath)) {
    throw new ApiSpecError(displayName, [
      {
        pointer: '#',
        reason: `the file does not exist (resolved to ${path.resolve(specPath)}); check ${source}`,
      },
    ]);
  }
  // The library ships as ES modules only; the plugin is loaded as CommonJS.
  const core: OpenApiCore = await import('@redocly/openapi-core');
  const config = await core.createConfig({ rules });

  let problems: NormalizedProblem[];
  try {
    problems = await core.lint({ ref: specPath, config });
  } catch (error) {
    if (error instanceof core.YamlParseError) {
      throw new ApiSpecError(displayName, [
        {
          pointer: '#',
          line: error.line,
          column: error.col,
          reason: `the file is not valid YAML or JSON: ${yamlReason(error.originalError)}`,
        },
      ]);
    }
    throw error;
  }
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new ApiSpecError(
      displayName,
      errors.map((problem) => problemFrom(problem, core)),
    );
  }

  const { bundle, fileDependencies } = await core.bundle({
    ref: specPath,
    config,
    dereference: false,
  });
  const document = bundle.parsed as { openapi?: unknown };
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1.')) {
    throw new ApiSpecError(displayName, [
      {
        pointer: '#/openapi',
        reason: `the file declares OpenAPI ${String(document.openapi)}; this page renders OpenAPI 3.1 files, so set "openapi: 3.1.0" and use 3.1 schemas (type arrays instead of "nullable")`,
      },
    ]);
  }
  return { document, dependencies: fileDependencies };
}
