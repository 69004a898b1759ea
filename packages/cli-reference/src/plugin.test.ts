import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import cliReferencePlugin, {
  validateOptions,
  type CliReferenceInput,
  type CliReferenceOptions,
} from './plugin';
import { fixturePageIds, fixtureSource } from '../test/fixture';

let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-reference-site-'));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const context = () => ({ siteDir }) as LoadContext;
const outDir = () => path.join(siteDir, 'docs/cli');

/** Validates as Docusaurus does, with the normaliser it passes to validateOptions. */
function validate(options: Partial<CliReferenceOptions>): CliReferenceOptions {
  return validateOptions({
    options: options as CliReferenceInput,
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as CliReferenceOptions,
  });
}

function options(overrides: Partial<CliReferenceOptions> = {}): CliReferenceOptions {
  return validate({
    source: 'commands.ts',
    outputDir: 'docs/cli',
    pageIds: fixturePageIds,
    ...overrides,
  });
}

/** Writes a source module the way an author would, as TypeScript with a default export. */
function writeSource(source: unknown, name = 'commands.ts'): string {
  const file = path.join(siteDir, name);
  fs.writeFileSync(file, `export default ${JSON.stringify(source, null, 2)};\n`);
  return file;
}

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    const validated = validate({
      source: 'data/commands.ts',
      outputDir: 'docs/cli',
      pageIds: fixturePageIds,
    });
    expect(validated).toMatchObject({
      outputDir: 'docs/cli',
      categoryLabel: 'CLI reference',
      categoryPosition: 3,
    });
    expect(validated.source).toBe('data/commands.ts');
  });

  it('requires pageIds and explains how to give them', () => {
    expect(() => validate({ source: 'data/commands.ts', outputDir: 'docs/cli' })).toThrow(
      /option "pageIds" is required/,
    );
    expect(() => validate({ source: 'data/commands.ts', pageIds: fixturePageIds })).toThrow(
      /option "outputDir" is required/,
    );
    expect(() => validate({ outputDir: 'docs/cli', pageIds: fixturePageIds })).toThrow(
      /option "source" is required/,
    );
  });

  it('refuses page ids that are not command paths, and duplicates', () => {
    expect(() => options({ pageIds: ['thv run'] })).toThrow(
      /holds thv run, which is not a page id/,
    );
    expect(() => options({ pageIds: ['thv', 'thv'] })).toThrow(/lists thv twice/);
  });

  it('keeps the output inside the site directory', () => {
    expect(() => options({ outputDir: '../elsewhere' })).toThrow(
      /option "outputDir" must be a folder inside the site directory/,
    );
    expect(() => options({ outputDir: '/tmp/cli' })).toThrow(/outputDir/);
  });
});

describe('cliReferencePlugin', () => {
  it('writes every page and the category before any content is loaded', async () => {
    const source = writeSource(fixtureSource());
    const plugin = await cliReferencePlugin(context(), options({ source }));

    expect(fs.readdirSync(outDir()).sort()).toEqual([
      '_category_.json',
      'thv.md',
      'thv_secret.md',
      'thv_secret_set.md',
    ]);
    expect(fs.readFileSync(path.join(outDir(), 'thv_secret_set.md'), 'utf8')).toContain(
      '# Generated from commands.ts by @docs-kit/cli-reference.',
    );
    expect(plugin.getPathsToWatch!()).toEqual([source]);
  });

  it('publishes the commands its pages were made from as its content', async () => {
    const source = writeSource(fixtureSource());
    const plugin = await cliReferencePlugin(context(), options({ source }));
    const model = await plugin.loadContent!();
    expect(model.rootCommand).toBe('thv');
    expect(model.commands.map((command) => command.pageFile)).toEqual(
      fixturePageIds.map((id) => `docs/cli/${id}.md`),
    );
    const set = model.commands.find((command) => command.path === 'thv secret set')!;
    expect(set).toMatchObject({
      id: 'thv_secret_set',
      parent: 'thv secret',
      aliases: ['put'],
      flags: [expect.objectContaining({ name: 'from-file', shorthand: 'f' }), expect.anything()],
      inheritedFlags: [{ flag: expect.objectContaining({ name: 'debug' }), from: 'thv' }],
      examples: [{ description: 'Store a token.', command: 'thv secret set token -f token.txt' }],
    });
    expect(model.commands[1]!.subcommands).toEqual([
      { path: 'thv secret set', summary: 'Summary of set.' },
    ]);
    // Plain JSON, as Docusaurus hands it to other plugins.
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it('rewrites a page when the source changes and loadContent runs again', async () => {
    const source = writeSource(fixtureSource());
    const plugin = await cliReferencePlugin(context(), options({ source }));
    const rootBefore = fs.readFileSync(path.join(outDir(), 'thv.md'), 'utf8');

    const edited = fixtureSource();
    edited.commands[2]!.description = 'Changed while the dev server runs.';
    writeSource(edited);
    await plugin.loadContent!();

    expect(fs.readFileSync(path.join(outDir(), 'thv_secret_set.md'), 'utf8')).toContain(
      '## Description\n\nChanged while the dev server runs.\n',
    );
    expect(fs.readFileSync(path.join(outDir(), 'thv.md'), 'utf8')).toBe(rootBefore);
  });

  it('deletes the page of a command that left the source and the page list', async () => {
    await cliReferencePlugin(context(), options({ source: writeSource(fixtureSource()) }));
    const trimmed = fixtureSource();
    trimmed.commands.pop();

    await cliReferencePlugin(
      context(),
      options({ source: writeSource(trimmed), pageIds: ['thv', 'thv_secret'] }),
    );

    expect(fs.readdirSync(outDir()).sort()).toEqual(['_category_.json', 'thv.md', 'thv_secret.md']);
  });

  it('fails with a message naming the command and the field for a malformed source', async () => {
    const broken = fixtureSource();
    broken.commands[2]!.parent = 'thv secrets';
    const source = writeSource(broken);

    await expect(cliReferencePlugin(context(), options({ source }))).rejects.toThrow(
      'thv secrets set: parent "thv secrets" is not a command in the source.',
    );
    expect(fs.existsSync(outDir())).toBe(false);
  });

  it('leaves the pages as they were when an edit breaks the source', async () => {
    const source = writeSource(fixtureSource());
    const plugin = await cliReferencePlugin(context(), options({ source }));
    const before = fs.readFileSync(path.join(outDir(), 'thv_secret_set.md'), 'utf8');

    const broken = fixtureSource();
    delete (broken.commands[2] as { usage?: string }).usage;
    writeSource(broken);

    await expect(plugin.loadContent!()).rejects.toThrow(
      'thv secret set: usage is missing. Add the usage line, starting with "thv secret set".',
    );
    expect(fs.readFileSync(path.join(outDir(), 'thv_secret_set.md'), 'utf8')).toBe(before);
  });
});
