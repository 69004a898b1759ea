import { resolveSource, type FlagSpec, type ResolvedCommand } from '@docs-kit/cli-reference';
import { thvCliPageIds } from '../../../site/src/data/thv-cli-pages';
import source from '../../../site/src/data/thv-commands';
import thvValues from '../../../site/src/data/thv-values-v0.0.48.json';
import type { ShellCommand, ShellWord } from './shell';
import { where, type FenceCommand } from './commands';
import { placeholderProblem, placeholdersIn } from './placeholders';

export interface ArgumentRule {
  min: number;
  max: number | null;
  values?: string[];
  exactlyOneOf?: string[];
}

export interface FlagValueRule {
  values: string[];
  orPath?: boolean;
}

/** What the checker knows about thv: the CLI reference data and the value facts. */
export interface ThvModel {
  commands: ResolvedCommand[];
  arguments: Record<string, ArgumentRule>;
  flagValues: Record<string, FlagValueRule>;
}

export function siteThvModel(): ThvModel {
  return {
    commands: resolveSource(source, thvCliPageIds),
    arguments: thvValues.arguments as Record<string, ArgumentRule>,
    flagValues: thvValues.flagValues as Record<string, FlagValueRule>,
  };
}

export interface ThvProblem {
  /** Line within the script (1-based). */
  line: number;
  message: string;
}

export interface ThvCheck {
  /** The resolved command path, such as `thv secret set`, when it exists. */
  path?: string;
  flags: number;
  problems: ThvProblem[];
}

/** Programs that run the command after them: `sudo thv ...`, `env FOO=1 thv ...`. */
const wrappers = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'exec']);

/** The words of a thv invocation, from `thv` on, or undefined when the command is not thv. */
export function thvWords(command: ShellCommand): ShellWord[] | undefined {
  let words = command.words;
  while (words.length > 0 && wrappers.has(words[0]!.text)) {
    words = words.slice(1);
    while (words.length > 0 && /^(-|[A-Za-z_][A-Za-z0-9_]*=)/.test(words[0]!.text)) {
      words = words.slice(1);
    }
  }
  const first = words[0]?.text;
  return first === 'thv' || first === 'thv.exe' ? words : undefined;
}

function visibleFlags(command: ResolvedCommand): FlagSpec[] {
  return [
    ...(command.spec.flags ?? []),
    ...(command.spec.persistentFlags ?? []),
    ...command.inheritedFlags.map((inherited) => inherited.flag),
  ];
}

/** Levenshtein distance, for suggesting the flag a misspelled one meant. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

const boolValues = new Set([
  'true',
  'false',
  '1',
  '0',
  't',
  'f',
  'TRUE',
  'FALSE',
  'True',
  'False',
  'T',
  'F',
]);

function typeProblem(flag: FlagSpec, value: string): string | undefined {
  switch (flag.type) {
    case 'bool':
      return boolValues.has(value)
        ? undefined
        : `is a boolean, so \`=${value}\` must be true or false`;
    case 'int':
      return /^-?\d+$/.test(value) ? undefined : `takes an integer, not \`${value}\``;
    case 'float64':
      return /^-?\d+(\.\d+)?$/.test(value) ? undefined : `takes a number, not \`${value}\``;
    case 'duration':
      return /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)
        ? undefined
        : `takes a duration such as \`30s\`, not \`${value}\``;
    default:
      return undefined;
  }
}

/**
 * Checks one thv invocation the way cobra and pflag would read it: the
 * command path (subcommand names, before or between flags), each flag on that
 * command or inherited from an ancestor, a value for each flag that takes one,
 * its type and its allowed values, the number of arguments and their allowed
 * values, and the placeholder convention in every word.
 */
export function checkThv(words: ShellWord[], model: ThvModel): ThvCheck {
  const byPath = new Map(model.commands.map((c) => [c.path, c]));
  let command = byPath.get('thv')!;
  const problems: ThvProblem[] = [];
  const seen: Array<{ flag: string; value?: string; word: ShellWord; explicit: boolean }> = [];
  const args: ShellWord[] = [];
  let flags = 0;
  let rest = false;

  for (const word of words) {
    const problem = placeholderProblem(word.text);
    if (problem) problems.push({ line: word.line, message: problem });
  }

  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.text;
    if (rest) continue; // after `--`: arguments for the MCP server, not for thv
    if (text === '--') {
      rest = true;
      continue;
    }
    if (text.startsWith('-') && text !== '-' && word.literal !== false) {
      const long = text.startsWith('--');
      const body = text.slice(long ? 2 : 1);
      const eq = body.indexOf('=');
      const names = long
        ? [eq < 0 ? body : body.slice(0, eq)]
        : [...(eq < 0 ? body : body.slice(0, eq))];
      const inlineValue = eq < 0 ? undefined : body.slice(eq + 1);
      const visible = visibleFlags(command);
      for (let n = 0; n < names.length; n++) {
        const name = names[n]!;
        flags++;
        if (name === 'help' || name === 'h') continue;
        const flag = long
          ? visible.find((f) => f.name === name)
          : visible.find((f) => f.shorthand === name);
        if (!flag) {
          const dashes = long ? '--' : '-';
          const near = visible.find((f) => editDistance(f.name, name) <= 2);
          const hint = near
            ? ` (did you mean --${near.name}?)`
            : visible.length
              ? ` (it has ${visible.map((f) => `--${f.name}`).join(', ')})`
              : '';
          problems.push({
            line: word.line,
            message: `\`${command.path}\` has no flag ${dashes}${name}${long ? hint : ''}`,
          });
          break;
        }
        if (flag.type === 'bool') {
          if (inlineValue !== undefined && n === names.length - 1) {
            seen.push({ flag: flag.name, value: inlineValue, word, explicit: true });
          } else {
            seen.push({ flag: flag.name, word, explicit: false });
          }
          continue;
        }
        // A flag that takes a value: the rest of a short group, `=value`, or the next word.
        let value: string | undefined;
        let valueWord = word;
        if (!long && n < names.length - 1 && inlineValue === undefined) {
          value = names.slice(n + 1).join('');
          n = names.length;
        } else if (inlineValue !== undefined) {
          value = inlineValue;
        } else if (i + 1 < words.length) {
          valueWord = words[++i]!;
          value = valueWord.text;
          if (value.startsWith('-') && valueWord.literal) {
            problems.push({
              line: word.line,
              message: `--${flag.name} takes a value, but the next word is \`${value}\`, which reads as another flag`,
            });
          }
        }
        if (value === undefined) {
          problems.push({
            line: word.line,
            message: `--${flag.name} takes a value, and none follows it`,
          });
        } else {
          seen.push({
            flag: flag.name,
            value: valueWord.literal ? value : undefined,
            word: valueWord,
            explicit: true,
          });
        }
      }
      continue;
    }
    // A positional word: a subcommand while no argument has been taken yet, else an argument.
    const child =
      args.length === 0
        ? command.children.find(
            (c) => c.spec.name === text || (c.spec.aliases ?? []).includes(text),
          )
        : undefined;
    if (child) {
      command = child;
      continue;
    }
    args.push(word);
  }

  const line = words[0]!.line;
  // Commands that only group subcommands have the usage line `<path> [command]`.
  const runnable = !command.spec.usage.endsWith(' [command]');
  const facts = model.arguments[command.path];
  // Cobra refuses an unknown word after a command that only groups others, and after the root.
  const groupsOnly = !runnable || (!command.parent && args.length > 0);
  if (command.children.length > 0 && !facts && groupsOnly) {
    const names = command.children.map((c) => c.spec.name).join(', ');
    if (args.length > 0) {
      problems.push({
        line: args[0]!.line,
        message: `\`${command.path}\` has no subcommand \`${args[0]!.text}\` (it has ${names})`,
      });
    } else {
      problems.push({ line, message: `\`${command.path}\` needs a subcommand (${names})` });
    }
    return { path: command.path, flags, problems };
  }

  // Flag values: types and allowed values, checked once the command is known.
  for (const { flag: name, value, word, explicit } of seen) {
    const flag = visibleFlags(command).find((f) => f.name === name);
    if (!flag || !explicit || value === undefined || placeholdersIn(value).length > 0) continue;
    const wrongType = typeProblem(flag, value);
    if (wrongType) {
      problems.push({ line: word.line, message: `--${flag.name} ${wrongType}` });
      continue;
    }
    const rule = model.flagValues[`${command.path} --${flag.name}`];
    if (rule && !rule.values.includes(value)) {
      const looksLikePath = /[/\\.]/.test(value);
      if (!(rule.orPath && looksLikePath)) {
        problems.push({
          line: word.line,
          message: `--${flag.name} does not accept \`${value}\` (allowed: ${rule.values.join(', ')}${
            rule.orPath ? ', or a file path' : ''
          })`,
        });
      }
    }
  }

  // Arguments: how many, and which values.
  const rule: ArgumentRule = facts ?? { min: 0, max: 0 };
  const hasAll = seen.some((s) => s.flag === 'all');
  if (rule.exactlyOneOf) {
    if (hasAll === args.length > 0 || (!hasAll && args.length !== 1)) {
      problems.push({
        line,
        message: `\`${command.path}\` takes either --all or one server name`,
      });
    }
  } else if (args.length < rule.min || (rule.max !== null && args.length > rule.max)) {
    const expected =
      rule.max === null
        ? `at least ${rule.min}`
        : rule.min === rule.max
          ? `${rule.min}`
          : `${rule.min} to ${rule.max}`;
    const extra = facts ? '' : ' (thv ignores them)';
    problems.push({
      line: args[rule.max ?? 0]?.line ?? line,
      message: `\`${command.path}\` takes ${expected} argument${expected === '1' || expected === 'at least 1' ? '' : 's'}, got ${args.length}${
        args.length > (rule.max ?? Infinity) ? extra : ''
      }: ${args.map((a) => `\`${a.text}\``).join(' ') || 'none'}`,
    });
  }
  if (rule.values) {
    for (const arg of args) {
      if (!arg.literal || placeholdersIn(arg.text).length > 0) continue;
      if (!rule.values.includes(arg.text)) {
        problems.push({
          line: arg.line,
          message: `\`${command.path}\` does not accept \`${arg.text}\` (allowed: ${rule.values.join(', ')})`,
        });
      }
    }
  }
  return { path: command.path, flags, problems };
}

/** Checks every thv invocation among the commands; problems read `file:line: problem` and the command. */
export function checkThvCommands(
  commands: FenceCommand[],
  model: ThvModel,
): { invocations: number; flags: number; problems: string[] } {
  const problems: string[] = [];
  let invocations = 0;
  let flags = 0;
  for (const { fence, command } of commands) {
    const words = thvWords(command);
    if (!words) continue;
    invocations++;
    const check = checkThv(words, model);
    flags += check.flags;
    for (const problem of check.problems) {
      problems.push(`${where(fence, problem.line)}: ${problem.message}`);
    }
  }
  return { invocations, flags, problems };
}
