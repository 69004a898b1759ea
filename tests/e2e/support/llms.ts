import type { APIRequestContext } from '@playwright/test';

/** The per-section full-text files llms.txt lists when one file would be too long. */
export const FULL_TEXT_FILE = /^\/llms-full-[\w-]+\.txt$/;

/** The full text's files as llms.txt lists them: one per section, in order, or the one file. */
export function fullTextFiles(llmsTxt: string): string[] {
  const paths = [...llmsTxt.matchAll(/^- \[.+\]\(https:\/\/[^/)]+(\/[^)]+)\)/gm)].map(
    (match) => match[1]!,
  );
  const sectionFiles = paths.filter((path) => FULL_TEXT_FILE.test(path));
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
