import type { CliReferenceSource, CommandSpec } from '../src/types';

/** A small valid source (root, one group, one leaf) that tests break one field at a time. */
export function fixtureSource(): CliReferenceSource {
  const command = (spec: Partial<CommandSpec> & Pick<CommandSpec, 'name' | 'parent'>) => ({
    summary: `Summary of ${spec.name}.`,
    description: `Description of ${spec.name}.`,
    usage: `${spec.parent ? `${spec.parent} ` : ''}${spec.name} [flags]`,
    ...spec,
  });
  return {
    guides: [{ path: '/toolhive/guides-cli/secrets-management', title: 'Manage secrets' }],
    commands: [
      command({
        name: 'thv',
        parent: null,
        persistentFlags: [
          { name: 'debug', type: 'bool', default: 'false', description: 'Log more.' },
        ],
      }),
      command({ name: 'secret', parent: 'thv', usage: 'thv secret [command]' }),
      command({
        name: 'set',
        parent: 'thv secret',
        usage: 'thv secret set <name> [flags]',
        aliases: ['put'],
        flags: [
          {
            name: 'from-file',
            shorthand: 'f',
            type: 'string',
            default: '',
            description: 'Read it.',
          },
          { name: 'retries', type: 'int', default: '3', description: 'Try again.' },
        ],
        examples: [{ description: 'Store a token.', command: 'thv secret set token -f token.txt' }],
        guides: ['/toolhive/guides-cli/secrets-management'],
      }),
    ],
  };
}

export const fixturePageIds = ['thv', 'thv_secret', 'thv_secret_set'];
