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
