import { describe, expect, it } from 'vitest';
import { generateReference } from '@docs-kit/cli-reference';
import type { CliData } from '../data';
import { cliCommandTool, normalizeCommand } from './cli';

describe('normalizeCommand', () => {
  it('accepts the path, the page id, or the name without the root', () => {
    for (const spelling of ['cli run', 'cli_run', 'run', '  CLI   Run ']) {
      expect(normalizeCommand(spelling, 'cli')).toBe('cli run');
    }
    expect(normalizeCommand('config_set-ca-cert', 'cli')).toBe('cli config set-ca-cert');
    expect(normalizeCommand('cli', 'cli')).toBe('cli');
  });
});

const { model } = generateReference(
  {
    guides: [],
    commands: [
      {
        name: 'cli',
        parent: null,
        summary: 'The CLI.',
        description: 'Runs things.',
        usage: 'cli [command]',
        persistentFlags: [
          { name: 'debug', type: 'bool', default: 'false', description: 'Log more.' },
        ],
      },
      {
        name: 'run',
        parent: 'cli',
        summary: 'Run a server.',
        description: 'Starts a server.',
        usage: 'cli run <image> [flags]',
        aliases: ['start'],
        flags: [
          { name: 'name', shorthand: 'n', type: 'string', default: '', description: 'Its name.' },
          { name: 'port', type: 'int', default: '0', required: true, description: 'Its port.' },
        ],
        examples: [{ description: 'Run fetch.', command: 'cli run fetch --port 8080' }],
      },
      {
        name: 'rm',
        parent: 'cli',
        summary: 'Remove a server.',
        description: 'Removes it.',
        usage: 'cli rm <name>',
      },
    ],
  },
  {
    pageIds: ['cli', 'cli_run', 'cli_rm'],
    categoryLabel: 'CLI',
    categoryPosition: 1,
    sourceName: 'commands.ts',
    outputDir: 'docs/cli',
  },
);
const site = new URL('https://docs.example.com/');
const cli: CliData = {
  rootCommand: model.rootCommand,
  commands: model.commands.map((command) => ({
    ...command,
    pagePath: command.id === 'cli_rm' ? null : `/docs/cli/${command.id}`,
  })),
};
const tool = cliCommandTool(cli, site);
const call = (input: unknown) => tool.run(tool.input.parse(input));

describe('get_cli_command', () => {
  it('answers the path, the page id, the name alone and an alias alike, from the model', () => {
    const answers = ['cli run', 'cli_run', 'run', '  CLI   Run ', 'start'].map((command) =>
      call({ command }),
    );
    for (const answer of answers) expect(answer.structured).toEqual(answers[0]!.structured);
    expect(answers[0]!.structured).toEqual({
      command: 'cli run',
      summary: 'Run a server.',
      description: 'Starts a server.',
      usage: 'cli run <image> [flags]',
      aliases: ['start'],
      flags: [
        {
          name: 'name',
          shorthand: 'n',
          type: 'string',
          default: '',
          required: false,
          description: 'Its name.',
        },
        {
          name: 'port',
          shorthand: null,
          type: 'int',
          default: '0',
          required: true,
          description: 'Its port.',
        },
      ],
      inheritedFlags: [
        {
          name: 'debug',
          shorthand: null,
          type: 'bool',
          default: 'false',
          required: false,
          description: 'Log more.',
          from: 'cli',
        },
      ],
      subcommands: [],
      examples: [{ description: 'Run fetch.', command: 'cli run fetch --port 8080' }],
      url: 'https://docs.example.com/docs/cli/cli_run',
    });
  });

  it('writes the reference as Markdown, flags with their defaults and where inherited ones come from', () => {
    const { text } = call({ command: 'run' });
    expect(text).toContain(
      '# cli run\n\nRun a server.\n\nStarts a server.\n\n## Usage\n\n```bash\ncli run <image> [flags]\n```',
    );
    expect(text).toContain('- `-n, --name` string: Its name.');
    expect(text).toContain('- `--port` int, required (default 0): Its port.');
    expect(text).toContain('- `--debug` bool (default false): Log more. (from cli)');
    expect(text).toContain('Reference page: https://docs.example.com/docs/cli/cli_run');
  });

  it('lists the root command with its persistent flags and subcommands; a command without a page has no URL', () => {
    const root = call({ command: 'cli' }).structured!;
    expect(root.subcommands).toEqual([
      { command: 'cli rm', summary: 'Remove a server.' },
      { command: 'cli run', summary: 'Run a server.' },
    ]);
    expect(root.flags).toEqual([expect.objectContaining({ name: 'debug' })]);
    expect(call({ command: 'rm' }).structured!.url).toBeNull();
  });

  it('names the closest commands when one is unknown, and refuses an empty name', () => {
    const answer = call({ command: 'cli rn' });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(/^No command "cli rn"\. Closest matches: cli rm, cli run/);
    expect(tool.input.safeParse({ command: ' ' }).success).toBe(false);
  });
});
