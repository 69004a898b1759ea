import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const diagramDir = path.join(root, 'site/static/img/diagrams');
const diagrams = readdirSync(diagramDir).filter((file) => file.endsWith('.svg'));

/** Pages that show each diagram, as components imported from static/img/diagrams. */
const pagesWithDiagrams = [
  'site/docs/toolhive/guides-cli/configure-mcp-servers.mdx',
  'site/docs/toolhive/guides-k8s/intro.mdx',
  'site/docs/toolhive/guides-cli/secrets-management.mdx',
  'site/docs/toolhive/concepts/security-model.mdx',
  'site/docs/toolhive/guides-cli/authorization.mdx',
  'site/docs/toolhive/guides-cli/remote-servers.mdx',
];

describe('docs diagrams', () => {
  it('there are at least three', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(3);
  });

  for (const file of diagrams) {
    const svg = readFileSync(path.join(diagramDir, file), 'utf8');

    it(`${file} is at most 12 KB`, () => {
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(12 * 1024);
    });

    it(`${file} takes its colours from the text colour, so it follows the colour mode`, () => {
      expect(svg).toMatch(/<svg[^>]*fill="currentColor"/);
      expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|hsl\(/i);
      expect(svg).not.toMatch(/(fill|stroke)="(?!currentColor|none|url\()[^"]+"/);
    });

    it(`${file} keeps its words as text and describes itself`, () => {
      expect(svg.match(/<text\b/g)?.length ?? 0).toBeGreaterThan(5);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).toMatch(/<desc>[^<]{80,}<\/desc>/);
      expect(svg).not.toMatch(/<image\b|<foreignObject\b/);
    });

    it(`${file} keeps its smallest text at 10.5 px or more on a 390 px phone`, () => {
      // A 390 px viewport leaves the article 358 px; the diagram scales to that width.
      const width = Number(svg.match(/viewBox="0 0 (\d+(?:\.\d+)?) /)![1]);
      const sizes = [...svg.matchAll(/font-size="(\d+(?:\.\d+)?)"/g)].map(([, size]) =>
        Number(size),
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect((Math.min(...sizes) * 358) / width).toBeGreaterThanOrEqual(10.5);
    });

    it(`${file} uses marker ids no other diagram uses, so two can share a page`, () => {
      const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
      for (const other of diagrams.filter((name) => name !== file)) {
        const otherSvg = readFileSync(path.join(diagramDir, other), 'utf8');
        for (const id of ids) expect(otherSvg).not.toContain(`id="${id}"`);
      }
    });

    it(`${file} is shown inline with a text alternative on a docs page`, () => {
      const page = pagesWithDiagrams
        .map((pagePath) => readFileSync(path.join(root, pagePath), 'utf8'))
        .find((text) => text.includes(`/img/diagrams/${file}'`));
      expect(page, `no page imports ${file}`).toBeDefined();
      const component = page!.match(
        new RegExp(`import (\\w+) from '@site/static/img/diagrams/${file}'`),
      )![1];
      const usage = page!.match(new RegExp(`<${component}\\b[\\s\\S]*?/>`))?.[0] ?? '';
      expect(usage).toContain('role="img"');
      expect(usage).toMatch(/aria-label="[^"]{120,}"/);
    });
  }
});
