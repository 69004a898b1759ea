import { levels, type Level, type SearchRecord } from '../src/wire';

let counter = 0;

/** A DocSearch record of page `/<page>` for unit tests, with an anchor of its own. */
export function record(
  page: string,
  type: Level | 'content',
  headings: Partial<Record<Level, string>>,
  content: string | null = null,
  tag = 'docs-default-current',
): SearchRecord {
  counter += 1;
  const hierarchy = Object.fromEntries(
    levels.map((l) => [l, headings[l] ?? null]),
  ) as SearchRecord['hierarchy'];
  return {
    objectID: `r${counter}`,
    hierarchy: { ...hierarchy, lvl0: headings.lvl0 ?? 'Guides' },
    content,
    type,
    url: `/${page}#r${counter}`,
    language: 'en',
    docusaurus_tag: tag,
  };
}
