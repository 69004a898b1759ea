import type { TwinPage } from '../pages/collect';

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
}

const OPTIONAL_SECTION = 'Optional';

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

/**
 * `/llms.txt` as llmstxt.org describes it: the site name as H1, the summary
 * as a blockquote, free paragraphs, then one H2 section per top-level sidebar
 * entry, in sidebar order, listing each page once as
 * `- [Title](absolute twin URL): description`. Pages under the `optional`
 * prefixes go under `## Optional`, last.
 */
export function llmsTxt(input: LlmsTxtInput): string {
  const sections = new Map<string, TwinPage[]>();
  const optionalPages: TwinPage[] = [];
  for (const page of input.pages) {
    if (isOptional(page, input.optional)) {
      optionalPages.push(page);
      continue;
    }
    const name = page.section ?? OPTIONAL_SECTION;
    if (name === OPTIONAL_SECTION) optionalPages.push(page);
    else sections.set(name, [...(sections.get(name) ?? []), page]);
  }
  const entry = (page: TwinPage) => {
    const description = page.description ? `: ${oneLine(page.description)}` : '';
    return `- [${linkText(page.title)}](${input.siteUrl}${page.twinPath})${description}`;
  };
  const blocks = [header(input)];
  for (const [name, pages] of sections) {
    blocks.push(`## ${name}\n\n${pages.map(entry).join('\n')}\n`);
  }
  if (optionalPages.length > 0) {
    blocks.push(`## ${OPTIONAL_SECTION}\n\n${optionalPages.map(entry).join('\n')}\n`);
  }
  return blocks.join('\n');
}

/**
 * `/llms-full.txt`: the same header, then every page's twin in the order of
 * `/llms.txt` (optional pages last), each preceded by its title and its
 * canonical URL, so one file gives an assistant the whole documentation.
 */
export function llmsFullTxt(input: LlmsTxtInput, markdownOf: (page: TwinPage) => string): string {
  const main = input.pages.filter((page) => !isOptional(page, input.optional) && page.section);
  const rest = input.pages.filter((page) => !main.includes(page));
  const blocks = [header(input)];
  for (const page of [...main, ...rest]) {
    const url = `${input.siteUrl}${page.permalink}`;
    blocks.push(
      `---\n\nPage: ${oneLine(page.title)}\nURL: ${url}\nMarkdown: ${input.siteUrl}${page.twinPath}\n\n${markdownOf(page).trim()}\n`,
    );
  }
  return blocks.join('\n');
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
