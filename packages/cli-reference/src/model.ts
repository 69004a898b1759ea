import type { CliModel, ResolvedCommand } from './types';

export type { CliCommandModel, CliModel, FlagSpec } from './types';

/** The plugin's name, under which Docusaurus keeps its loaded content for other plugins. */
export const CLI_REFERENCE_PLUGIN_NAME = 'cli-reference';

/** The resolved commands as the plugin publishes them; `pageDir` is the pages' folder, relative to the site. */
export function cliModelOf(commands: readonly ResolvedCommand[], pageDir: string): CliModel {
  const root = commands.find((command) => command.parent === null);
  return {
    rootCommand: root?.path ?? '',
    commands: commands.map((command) => ({
      path: command.path,
      id: command.id,
      parent: command.parent?.path ?? null,
      summary: command.spec.summary,
      description: command.spec.description,
      usage: command.spec.usage,
      aliases: command.spec.aliases ?? [],
      flags: command.spec.flags ?? [],
      persistentFlags: command.spec.persistentFlags ?? [],
      inheritedFlags: command.inheritedFlags,
      subcommands: command.children.map((child) => ({
        path: child.path,
        summary: child.spec.summary,
      })),
      examples: command.spec.examples ?? [],
      pageFile: `${pageDir.replace(/\/+$/, '')}/${command.id}.md`,
    })),
  };
}

/** The model the plugin loaded, from Docusaurus' `allContent`; undefined when the site has no CLI reference. */
export function cliModelFromContent(
  allContent: Record<string, Record<string, unknown>>,
): CliModel | undefined {
  return allContent[CLI_REFERENCE_PLUGIN_NAME]?.default as CliModel | undefined;
}
