/** The heading levels of a DocSearch record: lvl0 is the section, lvl1 the page title. */
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type Hierarchy = Record<Level, string | null>;

/** One searchable record, in the shape DocSearch renders (spec section 3, "Search hit"). */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: Level | 'content';
  url: string;
  language: string;
  docusaurus_tag: string;
}

/** The file the indexer writes and the browser fetches on first use. */
export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
}
