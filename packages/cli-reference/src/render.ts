import { codeBlock, escapeMarkdown, inlineCode, tableCell, yamlString } from './markdown';
import { flagAnchor } from './model';
import { generatedMarker } from './sync-files';
import type { FlagSpec, GuideLink, ResolvedCommand } from './types';

/** Cobra adds `-h, --help` to every command; the source leaves it out. */
function helpFlag(command: ResolvedCommand): FlagSpec {
  return {
    name: 'help',
    shorthand: 'h',
    type: 'bool',
    default: 'false',
    description: `Show the help text for \`${command.path}\` and exit.`,
  };
}

function pageLink(command: ResolvedCommand, anchor = ''): string {
  return `[${inlineCode(command.path)}](./${command.id}.md${anchor})`;
}

/** The class of a flag's names in a flags table, for the site's styles (a name never breaks). */
const flagNameClass = 'cli-flag-name';

function flagsTable(flags: FlagSpec[]): string {
  const rows = [...flags]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((flag) => {
      const spelled = flag.shorthand
        ? `${inlineCode(`-${flag.shorthand}`)}, ${inlineCode(`--${flag.name}`)}`
        : inlineCode(`--${flag.name}`);
      // The names link to their own row, so a reader can copy a link to one flag.
      const anchor = flagAnchor(flag);
      const names = `<a id="${anchor}" class="${flagNameClass}" href="#${anchor}">${spelled}</a>`;
      // An empty string shows as "" so it is not mistaken for a value such as `none`.
      const defaultValue = inlineCode(flag.default === '' ? '""' : flag.default);
      const description = (flag.required ? '**Required.** ' : '') + flag.description;
      return `| ${names} | ${inlineCode(flag.type)} | ${tableCell(defaultValue)} | ${tableCell(description)} |`;
    });
  return ['| Flag | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

function usageSection(command: ResolvedCommand): string {
  const parts = ['## Usage', codeBlock('bash', command.spec.usage)];
  const aliases = command.spec.aliases ?? [];
  if (aliases.length > 0) {
    const parentPath = command.parent ? `${command.parent.path} ` : '';
    const forms = aliases.map((alias) => inlineCode(`${parentPath}${alias}`)).join(', ');
    parts.push(`${aliases.length === 1 ? 'Alias' : 'Aliases'}: ${forms}.`);
  }
  return parts.join('\n\n');
}

function globalFlagsSection(command: ResolvedCommand): string | null {
  const flags = command.spec.persistentFlags ?? [];
  if (flags.length === 0) return null;
  const names = flags.map((f) => inlineCode(`--${f.name}`)).join(', ');
  const sample = flags.find((f) => f.type === 'bool');
  const placement = sample
    ? `Put them before or after the subcommand: ${inlineCode(`${command.path} --${sample.name} <command>`)} ` +
      `and ${inlineCode(`${command.path} <command> --${sample.name}`)} do the same.`
    : 'Put them before or after the subcommand.';
  return [
    '## Global flags',
    `Global flags (${names}) belong to ${inlineCode(command.path)} and to every command below it. ${placement}`,
    flagsTable(flags),
  ].join('\n\n');
}

function localFlagsSection(command: ResolvedCommand): string {
  return ['## Flags', flagsTable([...(command.spec.flags ?? []), helpFlag(command)])].join('\n\n');
}

function inheritedFlagsSection(command: ResolvedCommand): string | null {
  if (command.inheritedFlags.length === 0) return null;
  const bySource = new Map<string, FlagSpec[]>();
  for (const { flag, from } of command.inheritedFlags) {
    bySource.set(from, [...(bySource.get(from) ?? []), flag]);
  }
  const parts = ['## Inherited flags'];
  for (const [from, flags] of bySource) {
    let ancestor = command.parent;
    while (ancestor && ancestor.path !== from) ancestor = ancestor.parent;
    const origin = ancestor ? pageLink(ancestor, '#global-flags') : inlineCode(from);
    parts.push(
      `${flags.length === 1 ? 'This flag is defined on' : 'These flags are defined on'} ${origin} and ${flags.length === 1 ? 'works' : 'work'} here too.`,
      flagsTable(flags),
    );
  }
  return parts.join('\n\n');
}

function subcommandsSection(command: ResolvedCommand): string | null {
  if (command.children.length === 0) return null;
  const rows = command.children.map(
    (child) => `| ${pageLink(child)} | ${tableCell(child.spec.summary)} |`,
  );
  return ['## Subcommands', '| Command | What it does |\n| --- | --- |\n' + rows.join('\n')].join(
    '\n\n',
  );
}

/** The root page lists every command, nested as the tree is. */
function commandTreeSection(command: ResolvedCommand): string {
  const lines: string[] = [];
  const walk = (node: ResolvedCommand, indent: number): void => {
    for (const child of node.children) {
      lines.push(
        `${'  '.repeat(indent)}- ${pageLink(child)}: ${escapeMarkdown(child.spec.summary)}`,
      );
      walk(child, indent + 1);
    }
  };
  walk(command, 0);
  return ['## Command tree', lines.join('\n')].join('\n\n');
}

function examplesSection(command: ResolvedCommand): string | null {
  const examples = command.spec.examples ?? [];
  if (examples.length === 0) return null;
  return [
    '## Examples',
    ...examples.flatMap((example) => [
      escapeMarkdown(example.description),
      codeBlock('bash', example.command),
    ]),
  ].join('\n\n');
}

function seeAlsoSection(command: ResolvedCommand, guides: GuideLink[]): string {
  const items: string[] = [];
  if (command.parent) {
    items.push(`- ${pageLink(command.parent)}: ${escapeMarkdown(command.parent.spec.summary)}`);
  }
  for (const child of command.children) {
    items.push(`- ${pageLink(child)}: ${escapeMarkdown(child.spec.summary)}`);
  }
  for (const path of command.spec.guides ?? []) {
    const guide = guides.find((g) => g.path === path)!;
    items.push(`- [${escapeMarkdown(guide.title)}](${guide.path})`);
  }
  return ['## See also', items.join('\n')].join('\n\n');
}

/** One command's page: front matter and Markdown body. */
export function renderCommandPage(
  command: ResolvedCommand,
  guides: GuideLink[],
  sourceName: string,
): string {
  const frontMatter = [
    '---',
    `# Generated from ${sourceName} ${generatedMarker}. Edit the source, not this file.`,
    `title: ${yamlString(command.path)}`,
    `sidebar_label: ${yamlString(command.path)}`,
    `sidebar_position: ${command.order}`,
    `description: ${yamlString(command.spec.summary)}`,
    'format: md',
    '---',
  ].join('\n');
  const isRoot = command.parent === null;
  const sections = [
    escapeMarkdown(command.spec.summary),
    usageSection(command),
    ['## Description', escapeMarkdown(command.spec.description.trim())].join('\n\n'),
    globalFlagsSection(command),
    localFlagsSection(command),
    inheritedFlagsSection(command),
    isRoot ? commandTreeSection(command) : subcommandsSection(command),
    examplesSection(command),
    seeAlsoSection(command, guides),
  ].filter((section): section is string => section !== null);
  return `${frontMatter}\n\n${sections.join('\n\n')}\n`;
}

export function renderCategory(label: string, position: number): string {
  return `${JSON.stringify({ label, position }, null, 2)}\n`;
}
