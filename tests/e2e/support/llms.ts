import type { APIRequestContext } from '@playwright/test';

/** The per-section full-text files llms.txt lists when one file would be too long. */
export const FULL_TEXT_FILE = /^\/llms-full-[\w-]+\.txt$/;

/** One entry of llms.txt: `- [Title](https://site/path): description`. */
export interface LlmsLink {
  title: string;
  /** The absolute URL. */
  url: string;
  /** The URL's path on the site. */
  path: string;
  description?: string;
  /** Listed under another entry: a part of a split twin, under its page. */
  nested: boolean;
}

/** Every entry of llms.txt in order, the parts of split twins (nested under their page) too. */
export function llmsLinks(llmsTxt: string): LlmsLink[] {
  return [...llmsTxt.matchAll(/^( *)- \[(.+)\]\((https:\/\/[^/)]+(\/[^)]+))\)(?:: (.+))?$/gm)].map(
    (match) => ({
      title: match[2]!,
      url: match[3]!,
      path: match[4]!,
      ...(match[5] ? { description: match[5] } : {}),
      nested: match[1]!.length > 0,
    }),
  );
}

/** The full text's files as llms.txt lists them: one per section, in order, or the one file. */
export function fullTextFiles(llmsTxt: string): string[] {
  const sectionFiles = llmsLinks(llmsTxt)
    .map((link) => link.path)
    .filter((path) => FULL_TEXT_FILE.test(path));
  return sectionFiles.length > 0 ? sectionFiles : ['/llms-full.txt'];
}

/** The full text in whichever form llms.txt lists it, or the first file that does not answer 200. */
export async function readFullText(
  request: APIRequestContext,
): Promise<{ text: string; missing?: string }> {
  const files = fullTextFiles(await (await request.get('/llms.txt')).text());
  let text = '';
  for (const file of files) {
    const response = await request.get(file);
    if (response.status() !== 200) return { text, missing: file };
    text += await response.text();
  }
  return { text };
}
