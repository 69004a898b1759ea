import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocSource } from '@docs-kit/build-utils/mdx-source';
import type { SiteDocs, TwinPage } from './collect';
import { renderTwins } from './render';
import { rendererFingerprint, TwinStore } from './twin-store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agent-docs-render-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Two pages, the first linking to the second by its file; `moved` gives the second another route. */
function site({ moved = false } = {}): SiteDocs {
  const runRoute = moved ? '/docs/guides/run-servers' : '/docs/guides/run';
  const page = (name: string, permalink: string, title: string): TwinPage => ({
    permalink,
    twinPath: `${permalink}.md`,
    title,
    filePath: path.join(dir, `${name}.mdx`),
    format: 'mdx',
    section: 'Guides',
  });
  const pages = [page('install', '/docs/guides/install', 'Install'), page('run', runRoute, 'Run')];
  return {
    pages,
    permalinkOfFile: (file) => pages.find((p) => p.filePath === path.resolve(file))?.permalink,
    twinOf: (pathname) => pages.find((p) => p.permalink === pathname)?.twinPath,
    docCardItems: () => [],
  };
}

function writePages(installBody = 'Install it, then [run a server](./run.mdx).') {
  writeFileSync(path.join(dir, 'install.mdx'), `---\ntitle: Install\n---\n\n${installBody}\n`);
  writeFileSync(path.join(dir, 'run.mdx'), '---\ntitle: Run\n---\n\nRun a server.\n');
}

/** One build's render: a fresh process has no twins in memory, only the store on disk. */
function build(
  docs: SiteDocs,
  fingerprint = rendererFingerprint(),
  warnings: string[] = [],
  siteUrl = 'https://docs.example.com',
  sourceTree?: (filePath: string) => Promise<Root | undefined>,
) {
  return renderTwins({
    sourceTree,
    docs,
    components: {},
    allContent: {},
    cache: new Map(),
    siteUrl,
    store: new TwinStore(path.join(dir, 'store'), fingerprint),
    warn: (_file, message) => warnings.push(message),
  });
}

describe('twins kept between builds', () => {
  it('renders no twin of an unchanged page on the next build, and gives the same Markdown', async () => {
    writePages();
    const first = await build(site());
    expect([first.rendered, first.stored]).toEqual([2, 0]);
    const second = await build(site());
    expect([second.rendered, second.stored]).toEqual([0, 2]);
    expect(second.twins).toEqual(first.twins);
    expect(second.twins.get('/docs/guides/install')!.markdown).toContain(
      '(https://docs.example.com/docs/guides/run.md)',
    );
  });

  it('renders again only the page whose source changed', async () => {
    writePages();
    await build(site());
    writePages('Install it first, then [run a server](./run.mdx).');
    const next = await build(site());
    expect([next.rendered, next.stored]).toEqual([1, 1]);
    expect(next.twins.get('/docs/guides/install')!.markdown).toContain('Install it first');
  });

  it('renders every page again for another site URL, since twins link with it', async () => {
    writePages();
    await build(site());
    const moved = await build(site(), undefined, [], 'https://docs.example.org');
    expect([moved.rendered, moved.stored]).toEqual([2, 0]);
    expect(moved.twins.get('/docs/guides/install')!.markdown).toContain(
      '(https://docs.example.org/docs/guides/run.md)',
    );
  });

  it('renders again a page whose link target moved, though its own source did not change', async () => {
    writePages();
    await build(site());
    const next = await build(site({ moved: true }));
    // Both: the linked page has a new route, and the linking page's link answer changed.
    expect(next.rendered).toBe(2);
    expect(next.twins.get('/docs/guides/install')!.markdown).toContain(
      '(https://docs.example.com/docs/guides/run-servers.md)',
    );
  });

  it('takes from the store a page whose link points at no docs page, as its answer is unchanged', async () => {
    writePages('Install it, then read [the notes](./notes.mdx).');
    const first = await build(site());
    expect(first.rendered).toBe(2);
    const next = await build(site());
    expect([next.rendered, next.stored]).toEqual([0, 2]);
    expect(next.twins).toEqual(first.twins);
  });

  it('renders every page again when the renderer changes', async () => {
    writePages();
    await build(site(), 'renderer 1');
    const next = await build(site(), 'renderer 2');
    expect([next.rendered, next.stored]).toEqual([2, 0]);
  });

  it("repeats a stored twin's warnings, so a cached build still reports them", async () => {
    writePages('<Unknown>some text</Unknown>');
    const firstWarnings: string[] = [];
    await build(site(), undefined, firstWarnings);
    expect(firstWarnings.length).toBeGreaterThan(0);
    const laterWarnings: string[] = [];
    const next = await build(site(), undefined, laterWarnings);
    expect(next.stored).toBe(2);
    expect(laterWarnings).toEqual(firstWarnings);
  });
});

describe('trees the bundler parsed', () => {
  it("renders an MDX page from the bundler's tree, and parses the source of a page it got none of", async () => {
    writePages();
    const asked: string[] = [];
    // A tree unlike the file's text shows which of the two the twin came from.
    const bundlerTree = parseDocSource('---\ntitle: Install\n---\n\nFrom the tree.\n', 'mdx');
    const twins = await build(site(), undefined, [], undefined, async (filePath) => {
      asked.push(path.basename(filePath));
      return filePath.endsWith('install.mdx') ? bundlerTree : undefined;
    });
    expect(asked.sort()).toEqual(['install.mdx', 'run.mdx']);
    expect([twins.rendered, twins.fromBundler]).toEqual([2, 1]);
    expect(twins.twins.get('/docs/guides/install')!.markdown).toContain('From the tree.');
    expect(twins.twins.get('/docs/guides/run')!.markdown).toContain('Run a server.');
  });

  it('asks for no tree of a Markdown page, nor of a page the store has', async () => {
    writePages();
    writeFileSync(path.join(dir, 'run.md'), '---\ntitle: Run\n---\n\nRun a server.\n');
    const docs = site();
    docs.pages[1] = { ...docs.pages[1]!, filePath: path.join(dir, 'run.md'), format: 'md' };
    await build(docs);
    writeFileSync(path.join(dir, 'run.md'), '---\ntitle: Run\n---\n\nRun two servers.\n');
    const asked: string[] = [];
    const next = await build(docs, undefined, [], undefined, async (filePath) => {
      asked.push(filePath);
      return undefined;
    });
    expect([next.rendered, next.stored]).toEqual([1, 1]);
    expect(asked).toEqual([]);
  });
});
