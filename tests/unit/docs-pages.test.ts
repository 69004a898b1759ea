import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';

// Holds the hand-written pages to the rules of STYLE.md that a machine can
// check: frontmatter, length of prose, code blocks with a language, and
// "Next steps" on every guide. Generated CLI pages have their own tests.
const docsRoot = path.resolve(import.meta.dirname, '../../site/docs/toolhive');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

type Page = { file: string; frontMatter: Record<string, unknown>; body: string };

function readPage(file: string): Page {
  const source = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file} has no frontmatter`);
  return {
    file: path.relative(docsRoot, file),
    frontMatter: yaml.load(match[1]) as Record<string, unknown>,
    body: match[2],
  };
}

/** Words of running text: code, tables, imports and JSX tags left out. */
function proseWords(body: string): number {
  return body
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^\|.*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
}

const pages = mdxFiles(docsRoot).map(readPage);
const isIndex = (page: Page) => path.basename(page.file) === 'index.mdx';
const guides = pages.filter(
  (page) => /^(guides-cli|guides-k8s|tutorials)\//.test(page.file) && !isIndex(page),
);
const concepts = pages.filter((page) => page.file.startsWith('concepts/'));

describe('the documentation pages', () => {
  it('are all found', () => {
    expect(guides.length).toBeGreaterThanOrEqual(11);
    expect(concepts.length).toBe(3);
  });

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s has a title, a description of at most 160 characters and a sidebar position',
    (_, page) => {
      expect(page.frontMatter.title).toEqual(expect.any(String));
      expect(page.frontMatter.description).toEqual(expect.any(String));
      expect((page.frontMatter.description as string).length).toBeLessThanOrEqual(160);
      expect(page.frontMatter.sidebar_position).toEqual(expect.any(Number));
    },
  );

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s sets a language on every code block',
    (_, page) => {
      const fences = [...page.body.matchAll(/^( *)```(.*)$/gm)];
      const openings = fences.filter((_, index) => index % 2 === 0);
      for (const fence of openings) expect(fence[2].trim(), fence[0]).toMatch(/^\w/);
    },
  );

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s keeps inline elements inside their sentence',
    (_, page) => {
      // In MDX a line that starts with <kbd> (or another inline tag) is a
      // block of its own, and Prettier then cuts it from the sentence with a
      // blank line, so the rendered text breaks into two paragraphs.
      const torn = page.body
        .split('\n')
        .filter((line) => /^<(kbd|code|em|strong|a)\b/.test(line.trim()));
      expect(torn).toEqual([]);
    },
  );

  it.each(guides.map((page) => [page.file, page] as const))(
    '%s has at least 600 words of prose and ends with next steps',
    (_, page) => {
      expect(proseWords(page.body)).toBeGreaterThanOrEqual(600);
      expect(page.body).toMatch(/^## Next steps$/m);
    },
  );

  it.each(concepts.map((page) => [page.file, page] as const))(
    '%s has at least 500 words of prose',
    (_, page) => {
      expect(proseWords(page.body)).toBeGreaterThanOrEqual(500);
    },
  );
});
