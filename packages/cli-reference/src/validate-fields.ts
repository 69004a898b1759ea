import { flagTypes, type CommandSpec, type FlagSpec, type GuideLink } from './types';

/**
 * Field-by-field checks of one command, before the tree is built. Each problem
 * names the command (its path when it can be worked out) and the field, and
 * says how to fix it.
 */

const commandName = /^[a-z][a-z0-9-]*$/;
const flagName = /^[a-z0-9][a-z0-9-]*$/;
const guidePath = /^\/[a-z0-9/-]+$/;

const defaultPatterns: Record<(typeof flagTypes)[number], { pattern: RegExp; example: string }> = {
  bool: { pattern: /^(true|false)$/, example: '"false"' },
  string: { pattern: /^[^\n]*$/, example: '"" or "127.0.0.1"' },
  int: { pattern: /^-?\d+$/, example: '"0"' },
  float64: { pattern: /^-?\d+(\.\d+)?$/, example: '"0.1"' },
  duration: { pattern: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/, example: '"30s" or "5m0s"' },
  stringArray: { pattern: /^\[.*\]$/, example: '"[]"' },
  stringSlice: { pattern: /^\[.*\]$/, example: '"[a,b]"' },
};

/** The label problems use for a command: its path if parent and name are usable. */
function commandLabel(spec: Partial<CommandSpec>, index: number): string {
  if (typeof spec.name === 'string' && spec.name !== '') {
    if (spec.parent === null) return spec.name;
    if (typeof spec.parent === 'string' && spec.parent !== '') return `${spec.parent} ${spec.name}`;
  }
  return `commands[${index}]`;
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function checkText(
  problems: string[],
  label: string,
  field: string,
  value: unknown,
  { singleLine = false, maxLength = Infinity } = {},
): void {
  if (!isNonEmptyText(value)) {
    problems.push(`${label}: ${field} is missing. Write it in your own words.`);
    return;
  }
  if (singleLine && value.includes('\n')) {
    problems.push(`${label}: ${field} must be one line.`);
  }
  if (value.length > maxLength) {
    problems.push(`${label}: ${field} is ${value.length} characters; keep it to ${maxLength}.`);
  }
  if (value.includes('```')) {
    problems.push(`${label}: ${field} contains a code fence. Put commands in examples instead.`);
  }
}

function checkFlag(problems: string[], where: string, flag: Partial<FlagSpec>): void {
  if (typeof flag.name !== 'string' || !flagName.test(flag.name)) {
    problems.push(
      `${where}: name ${JSON.stringify(flag.name)} is not a flag name. Use the long name without dashes, such as "target-port".`,
    );
  } else if (flag.name === 'help') {
    problems.push(`${where}: "--help" is added to every page automatically; remove it.`);
  }
  if (flag.shorthand !== undefined && !/^[a-zA-Z]$/.test(flag.shorthand)) {
    problems.push(
      `${where}: shorthand ${JSON.stringify(flag.shorthand)} must be one letter without the dash.`,
    );
  } else if (flag.shorthand === 'h') {
    problems.push(`${where}: shorthand "h" belongs to --help.`);
  }
  if (!flagTypes.includes(flag.type as FlagSpec['type'])) {
    problems.push(
      `${where}: type ${JSON.stringify(flag.type)} is unknown. Use one of ${flagTypes.join(', ')}.`,
    );
  } else if (typeof flag.default !== 'string') {
    problems.push(`${where}: default is missing. Give it as a string, such as "false" or "".`);
  } else {
    const { pattern, example } = defaultPatterns[flag.type as FlagSpec['type']];
    if (!pattern.test(flag.default)) {
      problems.push(
        `${where}: default ${JSON.stringify(flag.default)} does not fit type ${flag.type}; write it like ${example}.`,
      );
    }
  }
  if (!isNonEmptyText(flag.description)) {
    problems.push(`${where}: description is missing.`);
  } else if (flag.description.includes('\n')) {
    problems.push(`${where}: description must be one paragraph on one line.`);
  }
}

/** Flags declared on the command itself (local and persistent) must not repeat a name or shorthand. */
function checkFlagList(problems: string[], label: string, spec: Partial<CommandSpec>): void {
  const seenNames = new Map<string, string>();
  const seenShorthands = new Map<string, string>();
  for (const field of ['flags', 'persistentFlags'] as const) {
    const list = spec[field];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push(`${label}: ${field} must be a list of flags.`);
      continue;
    }
    list.forEach((flag: Partial<FlagSpec>, i) => {
      const where = `${label}: ${field}[${i}]${typeof flag?.name === 'string' ? ` (--${flag.name})` : ''}`;
      if (typeof flag !== 'object' || flag === null) {
        problems.push(`${where}: must be an object with name, type, default and description.`);
        return;
      }
      checkFlag(problems, where, flag);
      if (typeof flag.name === 'string') {
        const first = seenNames.get(flag.name);
        if (first) problems.push(`${where}: duplicate flag --${flag.name} (first in ${first}).`);
        else seenNames.set(flag.name, `${field}[${i}]`);
      }
      if (typeof flag.shorthand === 'string') {
        const first = seenShorthands.get(flag.shorthand);
        if (first)
          problems.push(`${where}: duplicate shorthand -${flag.shorthand} (first in ${first}).`);
        else seenShorthands.set(flag.shorthand, `${field}[${i}]`);
      }
    });
  }
}

export function checkCommandFields(
  spec: Partial<CommandSpec>,
  index: number,
  guides: GuideLink[],
): string[] {
  const problems: string[] = [];
  const label = commandLabel(spec, index);
  if (typeof spec.name !== 'string' || !commandName.test(spec.name)) {
    problems.push(
      `${label}: name ${JSON.stringify(spec.name)} must be lowercase letters, digits and hyphens, such as "register-client".`,
    );
  }
  if (spec.parent !== null && !isNonEmptyText(spec.parent)) {
    problems.push(
      `${label}: parent is missing. Give the full path of the parent command ("git remote"), or null for the root.`,
    );
  }
  checkText(problems, label, 'summary', spec.summary, { singleLine: true, maxLength: 160 });
  checkText(problems, label, 'description', spec.description);
  if (!isNonEmptyText(spec.usage)) {
    problems.push(`${label}: usage is missing. Add the usage line, starting with "${label}".`);
  } else if (spec.usage.includes('\n')) {
    problems.push(`${label}: usage must be one line.`);
  }
  if (spec.aliases !== undefined) {
    if (!Array.isArray(spec.aliases) || spec.aliases.some((a) => !commandName.test(a))) {
      problems.push(`${label}: aliases must be a list of command names, such as ["ls"].`);
    }
  }
  checkFlagList(problems, label, spec);
  (spec.examples ?? []).forEach((example, i) => {
    checkText(problems, label, `examples[${i}].description`, example?.description);
    if (!isNonEmptyText(example?.command)) {
      problems.push(`${label}: examples[${i}].command is missing.`);
    }
  });
  const known = new Set(guides.map((g) => g.path));
  (spec.guides ?? []).forEach((guide, i) => {
    if (!known.has(guide)) {
      problems.push(
        `${label}: guides[${i}] ${JSON.stringify(guide)} is not in the guides list. Add it to "guides" with its title, or fix the path.`,
      );
    }
  });
  return problems;
}

export function checkGuides(guides: unknown): string[] {
  if (!Array.isArray(guides)) return ['guides must be a list of { path, title }.'];
  const problems: string[] = [];
  const seen = new Set<string>();
  guides.forEach((guide: Partial<GuideLink>, i) => {
    if (typeof guide?.path !== 'string' || !guidePath.test(guide.path)) {
      problems.push(
        `guides[${i}]: path ${JSON.stringify(guide?.path)} must be a site URL path such as "/guides/install".`,
      );
    } else if (seen.has(guide.path)) {
      problems.push(`guides[${i}]: path ${guide.path} is listed twice.`);
    } else {
      seen.add(guide.path);
    }
    if (!isNonEmptyText(guide?.title)) problems.push(`guides[${i}]: title is missing.`);
  });
  return problems;
}
