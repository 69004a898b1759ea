/**
 * The shape of the CLI reference source (`data/commands.ts`). Everything a
 * command page shows comes from here; the tree (paths, children, inherited
 * flags, page order) is derived from the `parent` links.
 */

/** Flag value types, named as pflag reports them (`Value.Type()`). */
export const flagTypes = [
  'bool',
  'string',
  'int',
  'float64',
  'duration',
  'stringArray',
  'stringSlice',
] as const;
export type FlagType = (typeof flagTypes)[number];

export interface FlagSpec {
  /** Long name without the leading dashes: `permission-profile`. */
  name: string;
  /** One-letter short form without the dash, if the flag has one. */
  shorthand?: string;
  type: FlagType;
  /**
   * The default as the command holds it, in pflag's notation: `false`, `0`, `30s`,
   * `[]`, `[openid,profile,email]`; `''` for an empty string.
   */
  default: string;
  /** The command refuses to run without this flag. */
  required?: boolean;
  /** What the flag does, in our words (Markdown, one paragraph). */
  description: string;
}

export interface ExampleSpec {
  /** What the example does (Markdown, one sentence or two). */
  description: string;
  /** The shell command, as the reader would type it. */
  command: string;
}

export interface CommandSpec {
  /** The command's own name: `add`; `git` for the root. */
  name: string;
  /** The full path of the parent command (`git remote`), or null for the root. */
  parent: string | null;
  /** One line, shown in lists and as the page description (max 160 characters). */
  summary: string;
  /** What the command does and when to use it (Markdown paragraphs and lists, no code fences). */
  description: string;
  /** The usage line, starting with the full command path. */
  usage: string;
  aliases?: string[];
  /** Flags that apply to this command only. */
  flags?: FlagSpec[];
  /** Flags this command defines for itself and every command below it. */
  persistentFlags?: FlagSpec[];
  examples?: ExampleSpec[];
  /** URL paths of related guides; each must be listed in `guides`. */
  guides?: string[];
}

export interface GuideLink {
  /** URL path of the guide: `/guides/remotes`. */
  path: string;
  title: string;
}

export interface CliReferenceSource {
  /** Guides a command may link to in "See also". */
  guides: GuideLink[];
  commands: CommandSpec[];
}

/** A flag as a page shows it in "Inherited flags": where it comes from. */
export interface InheritedFlag {
  flag: FlagSpec;
  /** Path of the command that defines the persistent flag. */
  from: string;
}

/** A command placed in the tree, ready to render. */
export interface ResolvedCommand {
  spec: CommandSpec;
  /** Full path: `git remote add`. */
  path: string;
  /** Page id and file name: `git_remote_add`. */
  id: string;
  parent: ResolvedCommand | null;
  /** Sorted by name, as `<root> help` lists them. */
  children: ResolvedCommand[];
  inheritedFlags: InheritedFlag[];
  /** 1-based position in a depth-first walk of the tree. */
  order: number;
  depth: number;
}

/**
 * One command as the plugin publishes it, its loaded content: plain JSON
 * with every fact a renderer needs, so other plugins (the docs MCP data)
 * read the commands the pages were made from rather than the source again.
 */
export interface CliCommandModel {
  /** Full path: `git remote add`. */
  path: string;
  /** Page id and file name: `git_remote_add`. */
  id: string;
  /** Path of the parent command, or null for the root. */
  parent: string | null;
  summary: string;
  description: string;
  usage: string;
  aliases: string[];
  /** Flags of this command only. */
  flags: FlagSpec[];
  /** Flags this command defines for itself and every command below it. */
  persistentFlags: FlagSpec[];
  inheritedFlags: InheritedFlag[];
  /** Direct subcommands, sorted by name. */
  subcommands: { path: string; summary: string }[];
  examples: ExampleSpec[];
  /** The generated page, relative to the site directory: `docs/reference/cli/git_remote_add.md`. */
  pageFile: string;
}

/** The CLI reference's loaded content: the commands in page order, root first. */
export interface CliModel {
  rootCommand: string;
  commands: CliCommandModel[];
}
