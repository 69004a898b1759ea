import * as z from 'zod/v4';
import type { FlagModel } from '@docs-kit/cli-reference/model';
import type { CliData, CommandEntry } from '../data';
import { closestMatches } from './closest';
import { define, notFound, withCost, type ToolDefinition } from './define';

const flag = z.object({
  name: z.string().describe('Long name without dashes'),
  shorthand: z.string().nullable().describe('One-letter form without the dash, or null'),
  type: z.string(),
  default: z.string().describe("The default in the CLI's own notation; '' for an empty string"),
  required: z.boolean(),
  description: z.string(),
  url: z
    .string()
    .nullable()
    .describe("The flag's row on the command reference page (its anchor is the long name)"),
});

const commandOutput = z.object({
  command: z.string(),
  summary: z.string(),
  description: z.string(),
  usage: z.string(),
  aliases: z.array(z.string()),
  flags: z.array(flag),
  inheritedFlags: z.array(flag.extend({ from: z.string() })),
  subcommands: z.array(z.object({ command: z.string(), summary: z.string() })),
  examples: z.array(z.object({ description: z.string(), command: z.string() })),
  url: z.string().nullable().describe('The command reference page'),
});

type CommandOutput = z.output<typeof commandOutput>;
type FlagOutput = z.output<typeof flag>;

function flagOutput(spec: FlagModel, pageUrl: string | null): FlagOutput {
  return {
    name: spec.name,
    shorthand: spec.shorthand ?? null,
    type: spec.type,
    default: spec.default,
    required: spec.required ?? false,
    description: spec.description,
    url: pageUrl && `${pageUrl}#${spec.anchor}`,
  };
}

/** A command of the model as the tool answers it: its flags and its persistent ones together. */
function commandOf(command: CommandEntry, url: string | null): CommandOutput {
  return {
    command: command.path,
    summary: command.summary,
    description: command.description,
    usage: command.usage,
    aliases: command.aliases,
    flags: [...command.flags, ...command.persistentFlags].map((spec) => flagOutput(spec, url)),
    inheritedFlags: command.inheritedFlags.map(({ flag: spec, from }) => ({
      ...flagOutput(spec, url),
      from,
    })),
    subcommands: command.subcommands.map((sub) => ({ command: sub.path, summary: sub.summary })),
    examples: command.examples.map(({ description, command: line }) => ({
      description,
      command: line,
    })),
    url,
  };
}

function flagLine(entry: FlagOutput): string {
  const names = `${entry.shorthand ? `-${entry.shorthand}, ` : ''}--${entry.name}`;
  const fallback = entry.default === '' ? '' : ` (default ${entry.default})`;
  return `- \`${names}\` ${entry.type}${entry.required ? ', required' : ''}${fallback}: ${entry.description}`;
}

function commandText(command: CommandOutput): string {
  const parts = [`# ${command.command}`, command.summary, command.description];
  parts.push(`## Usage\n\n\`\`\`bash\n${command.usage}\n\`\`\``);
  if (command.aliases.length > 0) parts.push(`Aliases: ${command.aliases.join(', ')}`);
  if (command.flags.length > 0) parts.push(`## Flags\n\n${command.flags.map(flagLine).join('\n')}`);
  if (command.inheritedFlags.length > 0) {
    const lines = command.inheritedFlags.map((entry) => `${flagLine(entry)} (from ${entry.from})`);
    parts.push(`## Inherited flags\n\n${lines.join('\n')}`);
  }
  if (command.subcommands.length > 0) {
    const lines = command.subcommands.map((sub) => `- \`${sub.command}\`: ${sub.summary}`);
    parts.push(`## Subcommands\n\n${lines.join('\n')}`);
  }
  if (command.examples.length > 0) {
    const blocks = command.examples.map(
      (example) => `${example.description}\n\n\`\`\`bash\n${example.command}\n\`\`\``,
    );
    parts.push(`## Examples\n\n${blocks.join('\n\n')}`);
  }
  if (command.url) parts.push(`Reference page: ${command.url}`);
  return parts.filter(Boolean).join('\n\n');
}

/** Spellings of a command a model may send: `tool run`, `tool_run`, `run`, `TOOL  run`. */
export function normalizeCommand(wanted: string, rootCommand: string): string {
  const words = wanted.trim().toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (rootCommand && words[0] !== rootCommand) words.unshift(rootCommand);
  return words.join(' ');
}

/** get_cli_command: one command of the CLI reference's model, by path, page id, name or alias. */
export function cliCommandTool(cli: CliData, siteUrl: URL): ToolDefinition {
  const root = cli.rootCommand;
  const byName = new Map<string, CommandEntry>();
  for (const command of cli.commands) {
    byName.set(command.path, command);
    for (const alias of command.aliases)
      byName.set(`${command.parent ?? ''} ${alias}`.trim(), command);
  }
  const answer = (command: CommandEntry) => {
    const url = command.pagePath ? new URL(command.pagePath.slice(1), siteUrl).href : null;
    const structured = commandOf(command, url);
    return { text: commandText(structured), structured };
  };
  const tool = define({
    name: 'get_cli_command',
    title: `Look up a ${root} command`,
    description: `Returns the reference of one ${root} CLI command from the CLI's source data: usage line, aliases, its flags (name, shorthand, type, default, description), flags inherited from parent commands, subcommands and examples. Accepts "${root} run", "${root}_run" or just "run"; an alias works too. Use "${root}" for the root command and its subcommands.`,
    input: z.strictObject({
      command: z
        .string()
        .trim()
        .min(1, 'command must not be empty')
        .max(256)
        .describe(`The command, such as "${root} run", "${root}_run" or "run"`),
    }),
    output: commandOutput,
    run({ command: wanted }) {
      const name = normalizeCommand(wanted, root);
      const command = byName.get(name);
      if (!command) {
        return notFound(
          'command',
          wanted,
          closestMatches(
            name,
            cli.commands.map((c) => c.path),
          ),
        );
      }
      return answer(command);
    },
  });
  return withCost(tool, () => cli.commands.map(answer));
}
