import GithubSlugger from 'github-slugger';

export interface Heading {
  id: string;
  text: string;
  depth: number;
  /** Index of the heading's line. */
  line: number;
}

const fence = /^\s{0,3}(`{3,}|~{3,})/;
const atxHeading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const explicitId = /\s*\{#([\w-]+)\}\s*$/;

/** Heading text as the page renders it: links, code and emphasis marks dropped. */
function renderedText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/**
 * The headings of a Markdown page with the ids the site gives them: an
 * explicit `{#id}`, or the GitHub slug of the text, numbered when repeated,
 * as Docusaurus does. Headings inside code fences don't count.
 */
export function headingsOf(markdown: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  let openFence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const fenceMatch = fence.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (openFence === null) openFence = marker;
      else if (marker[0] === openFence[0] && marker.length >= openFence.length) openFence = null;
      return;
    }
    if (openFence !== null) return;
    const match = atxHeading.exec(line);
    if (!match) return;
    const raw = match[2]!;
    const explicit = explicitId.exec(raw);
    const text = renderedText(explicit ? raw.slice(0, explicit.index) : raw);
    const id = explicit ? explicit[1]! : slugger.slug(text);
    headings.push({ id, text, depth: match[1]!.length, line: index });
  });
  return headings;
}

/** The heading with this id and everything under it, up to the next heading of its level or above. */
export function sectionOf(markdown: string, id: string): string | null {
  const headings = headingsOf(markdown);
  const start = headings.findIndex((heading) => heading.id === id);
  if (start < 0) return null;
  const { depth, line } = headings[start]!;
  const end = headings.slice(start + 1).find((heading) => heading.depth <= depth);
  const lines = markdown.split('\n');
  return (
    lines
      .slice(line, end ? end.line : lines.length)
      .join('\n')
      .trimEnd() + '\n'
  );
}
