import type { CommandSpec, InheritedFlag, ResolvedCommand } from './types';

export interface TreeResult {
  /** Commands in depth-first order, root first; empty if there were problems. */
  ordered: ResolvedCommand[];
  problems: string[];
}

function pathOf(spec: CommandSpec): string {
  return spec.parent === null ? spec.name : `${spec.parent} ${spec.name}`;
}

/** `git remote add` -> `git_remote_add`, as cobra names its doc pages. */
function pageIdOf(path: string): string {
  return path.replaceAll(' ', '_');
}

/** Byte order, as cobra sorts subcommands, so `set` comes before `setup`. */
function byName(a: ResolvedCommand, b: ResolvedCommand): number {
  return a.spec.name < b.spec.name ? -1 : a.spec.name > b.spec.name ? 1 : 0;
}

/**
 * Links commands through their `parent` paths and walks the tree depth first.
 * Expects commands whose fields already passed `checkCommandFields`.
 */
export function buildTree(specs: CommandSpec[]): TreeResult {
  const problems: string[] = [];
  const byPath = new Map<string, ResolvedCommand>();
  for (const spec of specs) {
    const path = pathOf(spec);
    if (byPath.has(path)) {
      problems.push(`${path}: the command is defined twice; merge the two entries.`);
      continue;
    }
    byPath.set(path, {
      spec,
      path,
      id: pageIdOf(path),
      parent: null,
      children: [],
      inheritedFlags: [],
      order: 0,
      depth: 0,
    });
  }

  const roots: ResolvedCommand[] = [];
  for (const command of byPath.values()) {
    const { parent } = command.spec;
    if (parent === null) {
      roots.push(command);
      continue;
    }
    const parentCommand = byPath.get(parent);
    if (!parentCommand) {
      problems.push(
        `${command.path}: parent ${JSON.stringify(parent)} is not a command in the source. Set parent to the full path of an existing command.`,
      );
      continue;
    }
    command.parent = parentCommand;
    parentCommand.children.push(command);
  }
  if (roots.length !== 1) {
    problems.push(
      roots.length === 0
        ? 'The source has no root command. Give exactly one command parent: null.'
        : `The source has ${roots.length} root commands (${roots.map((r) => r.path).join(', ')}); only one command may have parent: null.`,
    );
  }
  for (const command of byPath.values()) {
    command.children.sort(byName);
    for (const alias of command.spec.aliases ?? []) {
      const sibling = command.parent?.children.find(
        (other) => other !== command && other.spec.name === alias,
      );
      if (sibling) {
        problems.push(`${command.path}: alias "${alias}" is also the name of ${sibling.path}.`);
      }
    }
  }
  if (problems.length > 0) return { ordered: [], problems };

  const ordered: ResolvedCommand[] = [];
  const visit = (command: ResolvedCommand, inherited: InheritedFlag[], depth: number): void => {
    command.inheritedFlags = inherited;
    command.depth = depth;
    ordered.push(command);
    command.order = ordered.length;
    const passedDown = [
      ...inherited,
      ...(command.spec.persistentFlags ?? []).map((flag) => ({ flag, from: command.path })),
    ];
    for (const child of command.children) visit(child, passedDown, depth + 1);
  };
  // A parent is named by its full path, so parent links cannot form a loop and
  // every command is reached from the single root.
  visit(roots[0]!, [], 0);
  return { ordered, problems };
}
