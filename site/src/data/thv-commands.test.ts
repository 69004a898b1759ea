import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import cliReferencePlugin, {
  resolveSource,
  validateOptions,
  type CliReferenceOptions,
  type FlagSpec,
  type ResolvedCommand,
} from '@docs-kit/cli-reference';
import { thvCliPageIds } from './thv-cli-pages';
import source from './thv-commands';
import facts from './thv-v0.0.48-facts.json';

/**
 * Holds the source to the facts of thv v0.0.48: names, usage lines, aliases
 * and every flag's shorthand, type, default and required mark, as the cobra
 * definitions in cmd/thv/app/*.go declare them (see the README for how the
 * fact table was made). Descriptions are ours and are not compared.
 */

interface FactFlag {
  name: string;
  shorthand: string;
  type: string;
  default: string;
  required?: boolean;
  hidden?: boolean;
}

interface FactCommand {
  path: string;
  parent: string | null;
  useLine: string | null;
  runnable: boolean;
  aliases: string[];
  flags: FactFlag[];
  persistentFlags: FactFlag[];
  inheritedFlags: string[];
}

const factCommands = facts.commands as FactCommand[];
const commands = resolveSource(source, thvCliPageIds);
const byPath = new Map<string, ResolvedCommand>(commands.map((c) => [c.path, c]));

function comparable(flag: FlagSpec | FactFlag) {
  return {
    name: flag.name,
    shorthand: flag.shorthand ?? '',
    type: flag.type,
    default: flag.default,
    required: flag.required ?? false,
  };
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);

describe('the source against thv v0.0.48', () => {
  it('has exactly the commands thv v0.0.48 has, and they are the spec pages', () => {
    expect(commands.map((c) => c.path).sort()).toEqual(factCommands.map((f) => f.path).sort());
    expect(factCommands.map((f) => f.path.replaceAll(' ', '_')).sort()).toEqual(
      [...thvCliPageIds].sort(),
    );
  });

  it('orders the real source depth first, children by name, as the spec lists the pages', () => {
    expect(commands.map((c) => c.id)).toEqual([...thvCliPageIds]);
    expect(commands.map((c) => c.order)).toEqual(thvCliPageIds.map((_, i) => i + 1));
  });

  describe.each(factCommands)('$path', (fact) => {
    const command = byPath.get(fact.path)!;

    it('has the same parent, usage line and aliases', () => {
      expect(command.parent?.path ?? null).toBe(fact.parent);
      // Commands that only group subcommands have no usage line in cobra's docs;
      // their help shows "<path> [command]".
      expect(command.spec.usage).toBe(fact.useLine ?? `${fact.path} [command]`);
      expect(command.spec.aliases ?? []).toEqual(fact.aliases);
    });

    it('has the same flags with the same shorthands, types, defaults and required marks', () => {
      const visible = fact.flags.filter((f) => !f.hidden);
      expect((command.spec.flags ?? []).map(comparable).sort(byName)).toEqual(
        visible.map(comparable).sort(byName),
      );
      expect((command.spec.persistentFlags ?? []).map(comparable).sort(byName)).toEqual(
        fact.persistentFlags.map(comparable).sort(byName),
      );
    });

    it('leaves out the flags thv hides from its help', () => {
      const hidden = fact.flags.filter((f) => f.hidden).map((f) => f.name);
      const documented = (command.spec.flags ?? []).map((f) => f.name);
      expect(documented.filter((name) => hidden.includes(name))).toEqual([]);
    });

    it('inherits the global flags of its ancestors', () => {
      expect(command.inheritedFlags.map((i) => i.flag.name)).toEqual(fact.inheritedFlags);
    });
  });
});

describe('the CLI reference plugin on the site source', () => {
  it('builds the real source into the 35 pages of the spec', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thv-commands-site-'));
    try {
      const options = validateOptions({
        options: {
          source: path.join(__dirname, 'thv-commands.ts'),
          outputDir: 'docs/cli',
          pageIds: [...thvCliPageIds],
        },
        validate: (schema, value) =>
          normalizePluginOptions(schema as never, value as never) as CliReferenceOptions,
      });
      await cliReferencePlugin({ siteDir } as LoadContext, options);
      const pages = fs.readdirSync(path.join(siteDir, 'docs/cli')).filter((f) => f.endsWith('.md'));
      expect(pages.map((f) => f.replace(/\.md$/, '')).sort()).toEqual([...thvCliPageIds].sort());
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
