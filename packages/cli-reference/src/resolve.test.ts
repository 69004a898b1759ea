import { describe, expect, it } from 'vitest';
import { CliSourceError, resolveSource } from './resolve';
import { fixturePageIds, fixtureSource } from '../test/fixture';
import type { CliReferenceSource, CommandSpec } from './types';

/** The problems resolveSource reports for a source, or [] if it accepts it. */
function problemsOf(source: unknown, pageIds: readonly string[] = fixturePageIds): string[] {
  try {
    resolveSource(source, pageIds);
    return [];
  } catch (error) {
    if (error instanceof CliSourceError) return error.problems;
    throw error;
  }
}

function edited(edit: (source: CliReferenceSource) => void): CliReferenceSource {
  const source = fixtureSource();
  edit(source);
  return source;
}

const leaf = (source: CliReferenceSource) => source.commands[2]!;

describe('resolveSource', () => {
  it('accepts the fixture and places it in a tree with inherited flags', () => {
    const [root, group, set] = resolveSource(fixtureSource(), fixturePageIds);
    expect(root!.path).toBe('thv');
    expect(group!.children).toEqual([set]);
    expect(set!.id).toBe('thv_secret_set');
    expect(set!.inheritedFlags).toEqual([
      { flag: expect.objectContaining({ name: 'debug' }), from: 'thv' },
    ]);
  });

  it('names the command and the parent when the parent is unknown', () => {
    const problems = problemsOf(edited((s) => (leaf(s).parent = 'thv secrets')));
    expect(problems).toEqual([
      expect.stringMatching(/^thv secrets set: parent "thv secrets" is not a command/),
    ]);
  });

  it('names the command and the flag when a flag is defined twice', () => {
    const problems = problemsOf(
      edited((s) =>
        leaf(s).flags!.push({ name: 'retries', type: 'int', default: '1', description: 'Again.' }),
      ),
    );
    expect(problems).toEqual([
      'thv secret set: flags[2] (--retries): duplicate flag --retries (first in flags[1]).',
    ]);
  });

  it('names the command and the flag when a shorthand is used twice', () => {
    const problems = problemsOf(
      edited((s) =>
        leaf(s).flags!.push({
          name: 'force',
          shorthand: 'f',
          type: 'bool',
          default: 'false',
          description: 'Overwrite.',
        }),
      ),
    );
    expect(problems).toEqual([
      'thv secret set: flags[2] (--force): duplicate shorthand -f (first in flags[0]).',
    ]);
  });

  it('refuses a local flag that repeats an inherited one', () => {
    const problems = problemsOf(
      edited((s) =>
        leaf(s).flags!.push({ name: 'debug', type: 'bool', default: 'false', description: 'x' }),
      ),
    );
    expect(problems).toEqual([
      'thv secret set: flags[2] (--debug) duplicates the flag --debug inherited from thv.',
    ]);
  });

  it('names the command and the field when the usage line is missing', () => {
    const problems = problemsOf(edited((s) => delete (leaf(s) as Partial<CommandSpec>).usage));
    expect(problems).toEqual([
      'thv secret set: usage is missing. Add the usage line, starting with "thv secret set".',
    ]);
  });

  it('refuses a usage line for another command', () => {
    const problems = problemsOf(edited((s) => (leaf(s).usage = 'thv set <name>')));
    expect(problems).toEqual([
      'thv secret set: usage "thv set <name>" must start with the command path "thv secret set".',
    ]);
  });

  it('reports a command that has no page in pageIds', () => {
    const problems = problemsOf(fixtureSource(), ['thv', 'thv_secret']);
    expect(problems).toEqual([
      'thv secret set: has no page. Its page id "thv_secret_set" is not in the plugin option pageIds; add it there or remove the command.',
    ]);
  });

  it('reports a page in pageIds that has no command', () => {
    const problems = problemsOf(fixtureSource(), [...fixturePageIds, 'thv_secret_get']);
    expect(problems).toEqual([
      'page "thv_secret_get" (plugin option pageIds) has no command. Add a command with path "thv secret get" to the source, or drop the page id.',
    ]);
  });

  it('reports a command defined twice', () => {
    const problems = problemsOf(edited((s) => s.commands.push({ ...leaf(s) })));
    expect(problems).toEqual([
      'thv secret set: the command is defined twice; merge the two entries.',
    ]);
  });

  it('needs exactly one root', () => {
    const twoRoots = edited((s) => {
      s.commands.push({ ...s.commands[0]!, name: 'other', usage: 'other [flags]' });
    });
    expect(problemsOf(twoRoots)).toContain(
      'The source has 2 root commands (thv, other); only one command may have parent: null.',
    );
  });

  it('checks a default against the flag type', () => {
    const problems = problemsOf(edited((s) => (leaf(s).flags![1]!.default = 'three')));
    expect(problems).toEqual([
      'thv secret set: flags[1] (--retries): default "three" does not fit type int; write it like "0".',
    ]);
  });

  it('refuses an unknown flag type and a missing description', () => {
    const problems = problemsOf(
      edited((s) => {
        const flag = leaf(s).flags![1]! as unknown as Record<string, unknown>;
        flag.type = 'integer';
        flag.description = '';
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^thv secret set: flags\[1\] \(--retries\): type "integer" is unknown/),
      'thv secret set: flags[1] (--retries): description is missing.',
    ]);
  });

  it('refuses a missing summary, a multi-line summary and a code fence in a description', () => {
    expect(problemsOf(edited((s) => (leaf(s).summary = '')))).toEqual([
      'thv secret set: summary is missing. Write it in your own words.',
    ]);
    expect(problemsOf(edited((s) => (leaf(s).summary = 'One.\nTwo.')))).toEqual([
      'thv secret set: summary must be one line.',
    ]);
    expect(
      problemsOf(edited((s) => (leaf(s).description = 'Run:\n\n```bash\nthv secret set x\n```'))),
    ).toEqual([
      'thv secret set: description contains a code fence. Put commands in examples instead.',
    ]);
  });

  it('refuses a guide that is not in the guides list', () => {
    const problems = problemsOf(edited((s) => leaf(s).guides!.push('/toolhive/guides-cli/nope')));
    expect(problems).toEqual([
      'thv secret set: guides[1] "/toolhive/guides-cli/nope" is not in the guides list. Add it to "guides" with its title, or fix the path.',
    ]);
  });

  it('refuses an example that uses a flag the command lacks, or runs another command', () => {
    expect(
      problemsOf(
        edited((s) =>
          leaf(s).examples!.push({ description: 'x', command: 'thv secret set a --retry 2' }),
        ),
      ),
    ).toEqual([
      'thv secret set: examples[1].command uses --retry, which thv secret set does not have.',
    ]);
    expect(
      problemsOf(
        edited((s) => leaf(s).examples!.push({ description: 'x', command: 'thv secret get a' })),
      ),
    ).toEqual(['thv secret set: examples[1].command does not run "thv secret set".']);
  });

  it('reads example flags up to "--", through pipes, aliases and inherited flags', () => {
    const examples = [
      'echo hi | thv secret set a --retries=2 -- --not-ours',
      'thv secret put a --debug -h',
      'thv secret set a \\\n  --from-file x.txt',
    ];
    expect(
      problemsOf(
        edited((s) => {
          leaf(s).examples = examples.map((command) => ({ description: 'x', command }));
        }),
      ),
    ).toEqual([]);
  });

  it('reports every problem at once', () => {
    const problems = problemsOf(
      edited((s) => {
        leaf(s).summary = '';
        s.commands[1]!.description = '';
      }),
    );
    expect(problems).toHaveLength(2);
  });

  it('explains a source that is not an object', () => {
    expect(problemsOf(undefined)).toEqual([
      'The source must export { guides, commands } as its default export.',
    ]);
  });

  it('puts every problem in the error message', () => {
    expect(() => resolveSource(fixtureSource(), ['thv'], 'data/commands.ts')).toThrow(
      /^The CLI reference source data\/commands\.ts has 2 problem\(s\):\n {2}- thv secret: has no page/,
    );
  });
});
