import { resolveSource, type FlagSpec, type ResolvedCommand } from '@docs-kit/cli-reference';
import type { CommandEntry, FlagEntry } from '../data';

function flagEntry(flag: FlagSpec): FlagEntry {
  return {
    name: flag.name,
    shorthand: flag.shorthand ?? null,
    type: flag.type,
    default: flag.default,
    required: flag.required ?? false,
    description: flag.description,
  };
}

/**
 * The commands of a CLI reference source, resolved by the cli-reference
 * package (tree, inherited flags, checks), flattened for the server.
 */
export function commandsFromSource(
  source: unknown,
  options: { pageIds: readonly string[]; sourceName: string; pagePath: string | null },
): { rootCommand: string; commands: CommandEntry[] } {
  const resolved: ResolvedCommand[] = resolveSource(source, options.pageIds, options.sourceName);
  const root = resolved.find((command) => command.parent === null);
  return {
    rootCommand: root?.path ?? '',
    commands: resolved.map((command) => ({
      command: command.path,
      summary: command.spec.summary,
      description: command.spec.description,
      usage: command.spec.usage,
      aliases: command.spec.aliases ?? [],
      flags: [...(command.spec.flags ?? []), ...(command.spec.persistentFlags ?? [])].map(
        flagEntry,
      ),
      inheritedFlags: command.inheritedFlags.map(({ flag, from }) => ({
        ...flagEntry(flag),
        from,
      })),
      subcommands: command.children.map((child) => ({
        command: child.path,
        summary: child.spec.summary,
      })),
      examples: (command.spec.examples ?? []).map(({ description, command: line }) => ({
        description,
        command: line,
      })),
      pagePath: options.pagePath ? `${options.pagePath.replace(/\/$/, '')}/${command.id}` : null,
    })),
  };
}
