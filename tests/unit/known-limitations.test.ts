import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Link, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { createSlugger } from '@docusaurus/utils';
import { parseDocSource } from '@docs-kit/build-utils/mdx-source';
import { describe, expect, it } from 'vitest';

// Keeps the "Known issue in v0.0.48" notes of the guides and the Known
// limitations page in step: every note is listed there with a link to the
// section that holds it, and every link there leads to such a note.
const docsRoot = path.resolve(import.meta.dirname, '../../site/docs/toolhive');
const limitationsFile = 'reference/known-limitations.mdx';
const knownIssueLabel = 'Known issue in v0.0.48';

function docFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [path.relative(docsRoot, full)] : [];
  });
}

function parse(file: string): Root {
  const source = readFileSync(path.join(docsRoot, file), 'utf8');
  return parseDocSource(source, file.endsWith('.mdx') ? 'mdx' : 'md');
}

/** Depth-first, in document order. */
function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child as Nodes);
}

/** The label of a `:::name[label]` admonition, or undefined. */
function directiveLabel(node: Nodes): string | undefined {
  if (node.type !== 'containerDirective') return undefined;
  const first = node.children[0];
  return first?.type === 'paragraph' && first.data?.directiveLabel ? toString(first) : undefined;
}

/** Heading ids as Docusaurus gives them: an explicit `{#id}`, else a unique slug. */
function headingIds(root: Root): Map<Heading, string> {
  const slugger = createSlugger();
  const ids = new Map<Heading, string>();
  for (const node of walk(root)) {
    if (node.type !== 'heading') continue;
    const text = toString(node);
    const explicit = /\{#([^}]+)\}\s*$/.exec(text);
    ids.set(node, explicit ? explicit[1] : slugger.slug(text));
  }
  return ids;
}

type Note = { file: string; anchor: string; admonition: string };

/** Every admonition that mentions a known issue, with the section it sits in. */
function knownIssueNotes(file: string): Note[] {
  const root = parse(file);
  const ids = headingIds(root);
  const notes: Note[] = [];
  let anchor = '';
  for (const node of walk(root)) {
    if (node.type === 'heading' && node.depth >= 2) anchor = ids.get(node)!;
    const label = directiveLabel(node);
    if (node.type === 'containerDirective' && label?.includes('Known issue')) {
      notes.push({ file, anchor, admonition: `${node.name}[${label}]` });
    }
  }
  return notes;
}

const files = docFiles(docsRoot).filter((file) => file !== limitationsFile);
const notes = files.flatMap(knownIssueNotes);
const key = (file: string, anchor: string) => `${file}#${anchor}`;

const limitationLinks = [...walk(parse(limitationsFile))]
  .filter((node): node is Link => node.type === 'link' && /\.mdx?#/.test(node.url))
  .map((node) => {
    const [target, anchor] = node.url.split('#');
    const file = path.relative(
      docsRoot,
      path.resolve(docsRoot, path.dirname(limitationsFile), target),
    );
    return { file, anchor };
  });

describe('known issues and the Known limitations page', () => {
  it('finds the notes of the guides', () => {
    expect(notes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(notes.map((note) => [key(note.file, note.anchor), note] as const))(
    '%s uses the one admonition form',
    (_, note) => {
      expect(note.admonition).toBe(`note[${knownIssueLabel}]`);
      expect(note.anchor, 'a known issue sits under a level 2 or 3 heading').not.toBe('');
    },
  );

  it('lists every note with a link to its section', () => {
    const linked = new Set(limitationLinks.map((link) => key(link.file, link.anchor)));
    const missing = notes.map((note) => key(note.file, note.anchor)).filter((k) => !linked.has(k));
    expect(missing).toEqual([]);
  });

  // A link to a section with a note also proves that the heading exists.
  it('links only to sections that hold a known issue', () => {
    const noted = new Set(notes.map((note) => key(note.file, note.anchor)));
    const stray = limitationLinks
      .map((link) => key(link.file, link.anchor))
      .filter((k) => !noted.has(k));
    expect(stray).toEqual([]);
  });
});
