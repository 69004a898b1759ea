import { slug } from '@docs-kit/build-utils/slug';
import type { TwinPage } from '../pages/collect';
import type { PlacedPart } from '../pages/parts';

export interface LlmsTxtInput {
  siteName: string;
  /** One paragraph, shown as the blockquote under the title. */
  summary: string;
  /** Markdown paragraphs after the summary, such as which product version the docs describe. */
  details?: string;
  /** Absolute URL of the site, without a trailing slash, e.g. `https://docs.example.com`. */
  siteUrl: string;
  pages: TwinPage[];
  /** Route prefixes whose pages are listed under `## Optional`, which tools may skip. */
  optional: string[];
  /** The parts of the twins that have them, by permalink: listed under their page, in its place. */
  parts?: ReadonlyMap<string, readonly PlacedPart[]>;
}

const OPTIONAL_SECTION = 'Optional';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** Markdown link text can't hold an unescaped bracket. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function header({ siteName, summary, details }: LlmsTxtInput): string {
  const parts = [`# ${oneLine(siteName)}`, `> ${oneLine(summary)}`];
  if (details?.trim()) parts.push(details.trim());
  return `${parts.join('\n\n')}\n`;
}

const isOptional = (page: TwinPage, optional: string[]) =>
  optional.some((prefix) => page.permalink.startsWith(prefix));

/** The sections of `/llms.txt` in order, each with its pages: sidebar sections, then Optional. */
function sectionsOf(input: LlmsTxtInput): { name: string; pages: TwinPage[] }[] {
  const sections = new Map<string, TwinPage[]>();
  const optionalPages: TwinPage[] = [];
  for (const page of input.pages) {
    const name = isOptional(page, input.optional)
      ? OPTIONAL_SECTION
      : (page.section ?? OPTIONAL_SECTION);
    if (name === OPTIONAL_SECTION) optionalPages.push(page);
    else sections.set(name, [...(sections.get(name) ?? []), page]);
  }
  const list = [...sections].map(([name, pages]) => ({ name, pages }));
  if (optionalPages.length > 0) list.push({ name: OPTIONAL_SECTION, pages: optionalPages });
  return list;
}

/** A section's full-text file when the full text is split: `llms-full-<section>.txt`. */
function sectionFiles(sections: { name: string }[]): string[] {
  const taken = new Set<string>();
  return sections.map(({ name }) => {
    const base = slug(name) || 'section';
    let file = `llms-full-${base}.txt`;
    for (let n = 2; taken.has(file); n += 1) file = `llms-full-${base}-${n}.txt`;
    taken.add(file);
    return file;
  });
}

/**
 * `/llms.txt` as llmstxt.org describes it: the site name as H1, the summary
 * as a blockquote, free paragraphs, then one H2 section per top-level sidebar
 * entry, in sidebar order, listing each page once as
 * `- [Title](absolute twin URL): description`, a split twin's parts
 * nested under their page. Pages under the `optional`
 * prefixes go under `## Optional`, last. With `fullTextFiles`, each section
 * lists its full-text file first.
 */
export function llmsTxt(input: LlmsTxtInput, fullTextFiles?: string[]): string {
  const line = (indent: string, title: string, twinPath: string, description?: string) =>
    `${indent}- [${linkText(title)}](${input.siteUrl}${twinPath})${description ? `: ${oneLine(description)}` : ''}`;
  const entry = (page: TwinPage) =>
    [
      line('', page.title, page.twinPath, page.description),
      ...(input.parts?.get(page.permalink) ?? []).map((part) =>
        line('  ', part.title, part.twinPath, part.description),
      ),
    ].join('\n');
  const blocks = [header(input)];
  sectionsOf(input).forEach(({ name, pages }, i) => {
    const entries = pages.map(entry);
    const file = fullTextFiles?.[i];
    if (file) {
      entries.unshift(
        `- [${linkText(name)}: every page in one file](${input.siteUrl}/${file}): the ${pages.length === 1 ? 'page' : `${pages.length} pages`} below as Markdown`,
      );
    }
    blocks.push(`## ${name}\n\n${entries.join('\n')}\n`);
  });
  return blocks.join('\n');
}

/** One twin in the full text, under the title and the URLs an assistant cites. */
const fullTextBlock = (title: string, url: string, twinUrl: string, markdown: string) =>
  `---\n\nPage: ${oneLine(title)}\nURL: ${url}\nMarkdown: ${twinUrl}\n\n${markdown.trim()}\n`;

function fullText(input: LlmsTxtInput, pages: TwinPage[], markdownOf: (page: TwinPage) => string) {
  const blocks = [header(input)];
  for (const page of pages) {
    const url = `${input.siteUrl}${page.permalink}`;
    blocks.push(
      fullTextBlock(page.title, url, `${input.siteUrl}${page.twinPath}`, markdownOf(page)),
    );
    for (const part of input.parts?.get(page.permalink) ?? []) {
      const partUrl = `${url}${part.anchor ? `#${part.anchor}` : ''}`;
      blocks.push(
        fullTextBlock(part.title, partUrl, `${input.siteUrl}${part.twinPath}`, part.markdown),
      );
    }
  }
  return blocks.join('\n');
}

/**
 * `/llms-full.txt`: the same header, then every page's twin in the order of
 * `/llms.txt` (optional pages last), each preceded by its title and its
 * canonical URL (a split twin's parts after their page), so one file gives
 * an assistant the whole documentation.
 */
export function llmsFullTxt(input: LlmsTxtInput, markdownOf: (page: TwinPage) => string): string {
  return fullText(
    input,
    sectionsOf(input).flatMap(({ pages }) => pages),
    markdownOf,
  );
}

/**
 * The llms files by name: `llms.txt`, and `llms-full.txt` while it holds at
 * most `maxFullChars` characters. A longer full text, which an assistant
 * could not read in one go, becomes one `llms-full-<section>.txt` per
 * section of `llms.txt` instead, each listed first in its section.
 */
export function llmsFiles(
  input: LlmsTxtInput,
  markdownOf: (page: TwinPage) => string,
  maxFullChars: number,
): Map<string, string> {
  const full = llmsFullTxt(input, markdownOf);
  if (full.length <= maxFullChars) {
    return new Map([
      [LLMS_TXT, llmsTxt(input)],
      [LLMS_FULL_TXT, full],
    ]);
  }
  const sections = sectionsOf(input);
  const files = sectionFiles(sections);
  return new Map([
    [LLMS_TXT, llmsTxt(input, files)],
    ...sections.map(({ pages }, i): [string, string] => [
      files[i]!,
      fullText(input, pages, markdownOf),
    ]),
  ]);
}

/**
 * The line a twin carries under its title, telling an assistant that reads
 * one page where the index of every page is (the Agent-Friendly
 * Documentation Spec's llms.txt directive).
 */
export function llmsTxtDirective(siteUrl: string): string {
  return `> The index of these docs, with every page as Markdown, is at ${siteUrl}/llms.txt.`;
}

/** A twin with the llms.txt directive after its `# Title` line. */
export function twinWithDirective(twin: string, siteUrl: string): string {
  const titleEnd = twin.indexOf('\n');
  if (!twin.startsWith('# ') || titleEnd < 0) return `${llmsTxtDirective(siteUrl)}\n\n${twin}`;
  return `${twin.slice(0, titleEnd)}\n\n${llmsTxtDirective(siteUrl)}${twin.slice(titleEnd)}`;
}
