import { describe, expect, it } from 'vitest';
import { renderCategory, renderCommandPage } from './render';
import { resolveSource } from './resolve';
import { fixturePageIds, fixtureSource } from '../test/fixture';

function pages(edit: (source: ReturnType<typeof fixtureSource>) => void = () => {}) {
  const source = fixtureSource();
  edit(source);
  const [root, group, leaf] = resolveSource(source, fixturePageIds);
  const render = (command: typeof root) =>
    renderCommandPage(command!, source.guides, 'data/commands.ts');
  return { root: render(root), group: render(group), leaf: render(leaf) };
}

/** The body of a `## heading` section, up to the next one. */
function section(page: string, heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const rest = page.slice(start + `\n## ${heading}\n\n`.length);
  const end = rest.indexOf('\n## ');
  return end < 0 ? rest : rest.slice(0, end);
}

describe('renderCommandPage', () => {
  it('writes front matter with the title, order, summary and the md format', () => {
    const { leaf } = pages();
    expect(leaf.split('\n---\n')[0]).toBe(
      [
        '---',
        '# Generated from data/commands.ts by @docs-kit/cli-reference. Edit the source, not this file.',
        'title: "thv secret set"',
        'sidebar_label: "thv secret set"',
        'sidebar_position: 3',
        'description: "Summary of set."',
        'format: md',
      ].join('\n'),
    );
  });

  it('shows the summary, the usage in a bash block with aliases, and the description', () => {
    const { leaf } = pages();
    expect(leaf).toContain('---\n\nSummary of set.\n\n## Usage');
    expect(section(leaf, 'Usage')).toBe(
      '```bash\nthv secret set <name> [flags]\n```\n\nAlias: `thv secret put`.\n',
    );
    expect(section(leaf, 'Description')).toBe('Description of set.\n');
  });

  it('lists the flags sorted by name, with shorthand, type, default and --help, each linking to its own row', () => {
    const table = section(pages().leaf, 'Flags').trim().split('\n');
    expect(table).toEqual([
      '| Flag | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| <a id="--from-file" class="cli-flag-name" href="#--from-file">`-f`, `--from-file`</a> | `string` | `""` | Read it. |',
      '| <a id="--help" class="cli-flag-name" href="#--help">`-h`, `--help`</a> | `bool` | `false` | Show the help text for `thv secret set` and exit. |',
      '| <a id="--retries" class="cli-flag-name" href="#--retries">`--retries`</a> | `int` | `3` | Try again. |',
    ]);
  });

  it('marks required flags', () => {
    const { leaf } = pages((s) => (s.commands[2]!.flags![1]!.required = true));
    expect(section(leaf, 'Flags')).toContain(
      '| <a id="--retries" class="cli-flag-name" href="#--retries">`--retries`</a> | `int` | `3` | **Required.** Try again. |',
    );
  });

  it('shows inherited flags with a link to where they are defined', () => {
    const inherited = section(pages().leaf, 'Inherited flags');
    expect(inherited).toContain(
      'This flag is defined on [`thv`](./thv.md#global-flags) and works here too.',
    );
    expect(inherited).toContain(
      '| <a id="--debug" class="cli-flag-name" href="#--debug">`--debug`</a> | `bool` | `false` | Log more. |',
    );
  });

  it('explains the global flags on the root and lists the whole command tree', () => {
    const { root } = pages();
    expect(section(root, 'Global flags')).toContain(
      'Global flags (`--debug`) belong to `thv` and to every command below it.',
    );
    expect(section(root, 'Global flags')).toContain('`thv --debug <command>`');
    expect(section(root, 'Command tree')).toBe(
      '- [`thv secret`](./thv_secret.md): Summary of secret.\n' +
        '  - [`thv secret set`](./thv_secret_set.md): Summary of set.\n',
    );
    expect(root).not.toContain('## Inherited flags');
    expect(root).not.toContain('## Subcommands');
  });

  it('links subcommands in a table', () => {
    expect(section(pages().group, 'Subcommands')).toBe(
      '| Command | What it does |\n| --- | --- |\n| [`thv secret set`](./thv_secret_set.md) | Summary of set. |\n',
    );
  });

  it('shows each example as a sentence and a bash block', () => {
    expect(section(pages().leaf, 'Examples')).toBe(
      'Store a token.\n\n```bash\nthv secret set token -f token.txt\n```\n',
    );
  });

  it('links the parent, the children and the related guides under See also', () => {
    expect(section(pages().leaf, 'See also')).toBe(
      '- [`thv secret`](./thv_secret.md): Summary of secret.\n' +
        '- [Manage secrets](/toolhive/guides-cli/secrets-management)\n',
    );
    expect(section(pages().group, 'See also')).toBe(
      '- [`thv`](./thv.md): Summary of thv.\n' +
        '- [`thv secret set`](./thv_secret_set.md): Summary of set.\n',
    );
  });

  it('escapes source text that would be HTML or MDX, and pipes in tables', () => {
    const { leaf, group } = pages((s) => {
      s.commands[2]!.summary = 'Set a <secret> {value} | fast';
      s.commands[2]!.description = 'Reads <stdin>; try `thv secret set <name>`.';
    });
    expect(leaf).toContain('description: "Set a <secret> {value} | fast"');
    expect(leaf).toContain('\n\nSet a &lt;secret&gt; \\{value\\} | fast\n\n');
    expect(section(leaf, 'Description')).toBe(
      'Reads &lt;stdin&gt;; try `thv secret set <name>`.\n',
    );
    expect(section(group, 'Subcommands')).toContain(
      '| Set a &lt;secret&gt; \\{value\\} \\| fast |',
    );
  });

  it('leaves out sections a command has nothing for', () => {
    const { group } = pages();
    expect(group).not.toContain('## Examples');
    expect(group).not.toContain('## Global flags');
  });
});

describe('renderCategory', () => {
  it('writes the sidebar category label and position', () => {
    expect(JSON.parse(renderCategory('CLI reference', 3))).toEqual({
      label: 'CLI reference',
      position: 3,
    });
  });
});
