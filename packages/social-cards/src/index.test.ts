import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import socialCardsPlugin from './index';
import { validateOptions } from './options';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const page = (title: string) =>
  `<!doctype html><html><head><title>${title} | Site</title></head><body><main>${title}</main></body></html>`;

/** One build of two pages into a fresh output folder, with the cards' cache the builds share. */
async function build(titles: string[]): Promise<string> {
  const outDir = path.join(dir, 'build');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const routes = titles.map((title) => `/${title.toLowerCase()}`);
  titles.forEach((title, i) => writeFileSync(path.join(outDir, `${routes[i]}.html`), page(title)));
  writeFileSync(path.join(outDir, '404.html'), page('Not found'));
  const options = validateOptions({
    validate: (schema: { validate(input: unknown): { value: unknown } }, input: unknown) =>
      schema.validate(input).value,
    options: {
      wordmark: path.join(__dirname, '../test/wordmark.svg'),
      wordmarkAspectRatio: 4,
      colors: { background: '#101010', foreground: '#fafafa', accent: '#ffaa00', muted: '#999999' },
      cacheDir: path.join(dir, 'cache'),
    },
  } as never);
  const context = {
    siteDir: dir,
    siteConfig: { url: 'https://example.test', baseUrl: '/', title: 'Site', trailingSlash: false },
  } as unknown as LoadContext;
  const plugin = socialCardsPlugin(context, options) as Plugin;
  const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  await plugin.postBuild!({ outDir, routesPaths: routes } as never);
  const line = info.mock.calls.map(([message]) => String(message)).find((m) => m.includes('cards'));
  info.mockRestore();
  return line ?? '';
}

// Each build starts the card worker (satori, resvg, fonts): seconds on a busy 2-core machine.
describe('the cards of unchanged pages', { timeout: 60_000 }, () => {
  it('are drawn once: the next build with the same cache draws none and tags every page', async () => {
    expect(await build(['Install', 'Run'])).toMatch(
      /0 cards drawn during bundling, 3 after it, 0 reused/,
    );
    expect(await build(['Install', 'Run'])).toMatch(
      /0 cards drawn during bundling, 0 after it, 3 reused/,
    );
    const html = readFileSync(path.join(dir, 'build/install.html'), 'utf8');
    expect(html).toContain('https://example.test/img/social-cards/install.png');
  });

  it('are drawn again only for the page whose title changed', async () => {
    await build(['Install', 'Run']);
    expect(await build(['Install', 'Run servers'])).toMatch(/, 1 after it, 2 reused/);
  });
});
