import { describe, expect, it } from 'vitest';
import { normalizeCommand, parsePageReference } from './tools';

const site = new URL('https://docs.example.com/');

describe('parsePageReference', () => {
  it.each([
    ['/docs/intro', '/docs/intro', null],
    ['docs/intro/', '/docs/intro', null],
    ['/docs/intro.md', '/docs/intro', null],
    ['/docs/intro#setup', '/docs/intro', 'setup'],
    ['https://docs.example.com/docs/intro.md#setup', '/docs/intro', 'setup'],
    ['/docs/', '/docs', null],
    ['/', '/', null],
    ['/docs/../../etc/passwd', '/etc/passwd', null],
  ])('%s', (reference, path, anchor) => {
    expect(parsePageReference(reference, site)).toEqual({ path, anchor });
  });
});

describe('normalizeCommand', () => {
  it('accepts the path, the page id, or the name without the root', () => {
    for (const spelling of ['cli run', 'cli_run', 'run', '  CLI   Run ']) {
      expect(normalizeCommand(spelling, 'cli')).toBe('cli run');
    }
    expect(normalizeCommand('config_set-ca-cert', 'cli')).toBe('cli config set-ca-cert');
    expect(normalizeCommand('cli', 'cli')).toBe('cli');
  });
});
