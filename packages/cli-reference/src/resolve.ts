import { checkCommandFields, checkGuides } from './validate-fields';
import { buildTree } from './tree';
import type { CliReferenceSource, CommandSpec, ResolvedCommand } from './types';

/** A source that cannot become pages. The message lists every problem found. */
export class CliSourceError extends Error {
  constructor(
    readonly problems: string[],
    sourceName: string,
  ) {
    super(
      `The CLI reference source ${sourceName} has ${problems.length} problem(s):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'CliSourceError';
  }
}

/** Checked once the parent is known to exist, so a mistyped parent is reported as such. */
function checkUsagePath(command: ResolvedCommand): string[] {
  const { usage } = command.spec;
  return usage === command.path || usage.startsWith(`${command.path} `)
    ? []
    : [
        `${command.path}: usage ${JSON.stringify(usage)} must start with the command path "${command.path}".`,
      ];
}

/** A local flag must not reuse the name or shorthand of a flag the command inherits. */
function checkInheritedClashes(command: ResolvedCommand): string[] {
  const problems: string[] = [];
  (command.spec.flags ?? []).forEach((flag, i) => {
    for (const { flag: inherited, from } of command.inheritedFlags) {
      if (inherited.name === flag.name) {
        problems.push(
          `${command.path}: flags[${i}] (--${flag.name}) duplicates the flag --${flag.name} inherited from ${from}.`,
        );
      } else if (flag.shorthand && inherited.shorthand === flag.shorthand) {
        problems.push(
          `${command.path}: flags[${i}] (--${flag.name}) reuses shorthand -${flag.shorthand} of --${inherited.name} inherited from ${from}.`,
        );
      }
    }
  });
  return problems;
}

/**
 * The flags an example passes to the command, up to `--` (what follows goes to
 * the MCP server); null if the example never runs the command.
 */
function flagsUsedIn(command: ResolvedCommand, example: string): string[] | null {
  const invocations = [
    command.path,
    ...(command.spec.aliases ?? []).map((alias) => `${command.parent?.path ?? ''} ${alias}`.trim()),
  ];
  const line = example.replace(/\\\n/g, ' ');
  const start = invocations
    .map((invocation) => line.search(new RegExp(`(^|\\s)${invocation}(\\s|$)`)))
    .find((index) => index >= 0);
  if (start === undefined) return null;
  // The command's own arguments end at a pipe, a command separator or the line's end.
  const tokens = line
    .slice(start)
    .split(/\s*(?:\||&&|;|\n)\s*/)[0]!
    .trim()
    .split(/\s+/);
  const used: string[] = [];
  for (const token of tokens) {
    if (token === '--') break;
    if (/^--[a-z0-9]/.test(token)) used.push(`--${token.slice(2).split('=')[0]!}`);
    else if (/^-[a-zA-Z]$/.test(token)) used.push(token);
  }
  return used;
}

function checkExamples(command: ResolvedCommand): string[] {
  const problems: string[] = [];
  const known = new Set<string>(['--help', '-h']);
  for (const flag of [
    ...(command.spec.flags ?? []),
    ...(command.spec.persistentFlags ?? []),
    ...command.inheritedFlags.map((i) => i.flag),
  ]) {
    known.add(`--${flag.name}`);
    if (flag.shorthand) known.add(`-${flag.shorthand}`);
  }
  (command.spec.examples ?? []).forEach((example, i) => {
    const used = flagsUsedIn(command, example.command);
    if (used === null) {
      problems.push(`${command.path}: examples[${i}].command does not run "${command.path}".`);
      return;
    }
    for (const flag of used.filter((f) => !known.has(f))) {
      problems.push(
        `${command.path}: examples[${i}].command uses ${flag}, which ${command.path} does not have.`,
      );
    }
  });
  return problems;
}

function checkPages(ordered: ResolvedCommand[], pageIds: readonly string[]): string[] {
  const problems: string[] = [];
  const expected = new Set(pageIds);
  const present = new Set(ordered.map((c) => c.id));
  for (const command of ordered) {
    if (!expected.has(command.id)) {
      problems.push(
        `${command.path}: has no page. Its page id "${command.id}" is not in the plugin option pageIds; add it there or remove the command.`,
      );
    }
  }
  for (const id of pageIds) {
    if (!present.has(id)) {
      problems.push(
        `page "${id}" (plugin option pageIds) has no command. Add a command with path "${id.replaceAll('_', ' ')}" to the source, or drop the page id.`,
      );
    }
  }
  return problems;
}

/**
 * Checks the whole source and places every command in the tree. Returns the
 * commands in page order (depth first); throws a CliSourceError naming each
 * problem's command and field.
 */
export function resolveSource(
  source: unknown,
  pageIds: readonly string[],
  sourceName = 'source',
): ResolvedCommand[] {
  const fail = (problems: string[]): never => {
    throw new CliSourceError(problems, sourceName);
  };
  if (typeof source !== 'object' || source === null) {
    return fail(['The source must export { guides, commands } as its default export.']);
  }
  const { guides, commands } = source as Partial<CliReferenceSource>;
  if (!Array.isArray(commands)) return fail(['commands must be a list of commands.']);

  const fieldProblems = checkGuides(guides);
  commands.forEach((spec: Partial<CommandSpec>, index) => {
    if (typeof spec !== 'object' || spec === null) {
      fieldProblems.push(`commands[${index}]: must be an object describing a command.`);
      return;
    }
    fieldProblems.push(...checkCommandFields(spec, index, Array.isArray(guides) ? guides : []));
  });
  if (fieldProblems.length > 0) return fail(fieldProblems);

  const { ordered, problems: treeProblems } = buildTree(commands);
  if (treeProblems.length > 0) return fail(treeProblems);

  const problems = [
    ...ordered.flatMap(checkUsagePath),
    ...ordered.flatMap(checkInheritedClashes),
    ...ordered.flatMap(checkExamples),
    ...checkPages(ordered, pageIds),
  ];
  if (problems.length > 0) return fail(problems);
  return ordered;
}
