import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Production builds of a two-page docs site (tests/fixtures/cached-site) with the plugins that
// keep content caches: after `docusaurus clear`, the next build takes every twin and card from
// them. What proves it is the plugins' own counts in the build log, not the build's time.

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = path.join(root, 'tests/fixtures/cached-site');
const work = mkdtempSync(path.join(tmpdir(), 'build-caches-'));
const cacheDir = path.join(work, 'cache');
/** The site's own build folder, which `docusaurus clear` removes. */
const outDir = path.join(site, 'build');

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  for (const generated of ['.docusaurus', 'build']) {
    rmSync(path.join(site, generated), { recursive: true, force: true });
  }
});

/** Runs the site's Docusaurus with `args`, resolving to its output; a failure rejects with it. */
function docusaurus(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/docusaurus'), [...args, site], {
      cwd: root,
      env: { ...process.env, CONTENT_CACHE_DIR: cacheDir, NO_COLOR: '1', NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`docusaurus ${args[0]} failed:\n${output}`)),
    );
  });
}

const build = () => docusaurus('build');
const twinsLine = (log: string) => /agent-docs: .*/.exec(log)?.[0];
const cardsLine = (log: string) => /social-cards: .*/.exec(log)?.[0];

describe('content caches across `docusaurus clear`', { timeout: 240_000 }, () => {
  it('a build after clear renders no twin and draws no card, and its pages still have both', async () => {
    const first = await build();
    // The MDX page's twin from the tree the bundler parsed, the Markdown page's from its file.
    expect(twinsLine(first)).toMatch(
      /2 Markdown twins \(2 rendered, 1 of them from the bundler's parse; 0 from the cache\)/,
    );
    // The docs pages' cards are drawn while the site bundles, the 404 page's after it.
    expect(cardsLine(first)).toMatch(/2 cards drawn during bundling, 1 after it, 0 reused/);

    await docusaurus('clear');
    expect(existsSync(path.join(site, '.docusaurus'))).toBe(false);
    expect(existsSync(outDir)).toBe(false);

    const second = await build();
    expect(twinsLine(second)).toMatch(
      /2 Markdown twins \(0 rendered, 0 of them from the bundler's parse; 2 from the cache\)/,
    );
    expect(cardsLine(second)).toMatch(/0 cards drawn during bundling, 0 after it, 3 reused/);
    expect(readdirSync(path.join(outDir, 'img/social-cards')).sort()).toEqual([
      '404.png',
      'index.png',
      'install.png',
    ]);
    expect(existsSync(path.join(outDir, 'install.md'))).toBe(true);
  });
});
