import path from 'node:path';
import { Globby } from '@docusaurus/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The test-only pages (/e2e/*, /theme-preview) reach a production build only with TEST_PAGES=1.
 * The site's config gives the docs and pages plugins their exclusions; this applies them with
 * Docusaurus' own glob over the site's sources, the way the two plugins find their files.
 */
const siteDir = path.join(__dirname, '..', '..', 'site');

type PresetOptions = Record<'docs' | 'pages', { exclude?: string[] }>;

async function sourcesFound(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('../../site/docusaurus.config');
  const preset = (config.presets?.[0] as [string, PresetOptions])[1];
  return {
    docs: await Globby(['**/*.{md,mdx}'], {
      cwd: path.join(siteDir, 'docs'),
      ignore: preset.docs.exclude,
    }),
    pages: await Globby(['**/*.{js,jsx,ts,tsx,md,mdx}'], {
      cwd: path.join(siteDir, 'src', 'pages'),
      ignore: preset.pages.exclude,
    }),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the test-only pages', { timeout: 60_000 }, () => {
  it('stay out of a production build', async () => {
    const { docs, pages } = await sourcesFound({ NODE_ENV: 'production', TEST_PAGES: undefined });
    expect(docs).toContain('toolhive/quickstart.mdx');
    expect(docs).not.toContain('theme-preview.mdx');
    expect(pages).toContain('index.tsx');
    expect(pages.filter((file) => file.startsWith('e2e/'))).toEqual([]);
  });

  for (const [name, env] of [
    ['a production build with TEST_PAGES=1', { NODE_ENV: 'production', TEST_PAGES: '1' }],
    ['the dev server', { NODE_ENV: 'development', TEST_PAGES: undefined }],
  ] as const) {
    it(`are in ${name}`, async () => {
      const { docs, pages } = await sourcesFound(env);
      expect(docs).toContain('theme-preview.mdx');
      expect(pages).toEqual(
        expect.arrayContaining(['e2e/crash.tsx', 'e2e/route-loading.tsx', 'e2e/code-blocks.tsx']),
      );
    });
  }
});
