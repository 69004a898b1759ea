import { levels, type Hierarchy, type Level, type SearchRecord } from '../wire';

/**
 * Collects the records of one page as its headings and text blocks arrive in
 * document order. Both indexers feed it (the built HTML in production, the
 * Markdown source under `npm start`), so records have one shape and one set of
 * rules: deeper levels reset under a new heading, text before the title is
 * dropped, and content keeps the anchor of the heading above it.
 */
/** lvl0 of a page outside the sidebar when the site names no section label. */
export const DEFAULT_SECTION_LABEL = 'Documentation';

export class RecordBuilder {
  /** lvl0: the sidebar section of the page. */
  section: string | null = null;
  /** The Docusaurus search tag the theme filters on, such as `docs-default-current`. */
  docusaurusTag = 'default';
  readonly records: SearchRecord[] = [];
  private readonly hierarchy: Hierarchy = Object.fromEntries(
    levels.map((level) => [level, null]),
  ) as Hierarchy;
  private anchor = '';
  /** The tabs open around the current text: the level each label took, and the anchor before it. */
  private readonly tabs: ({ level: Level; anchor: string } | null)[] = [];

  /** `sectionLabel` is lvl0 of pages that sit in no sidebar section, such as the home page. */
  constructor(
    private readonly url: string,
    private readonly sectionLabel: string,
  ) {}

  /**
   * A heading of depth 1 to 6. `id` is its anchor; the title (depth 1) has
   * none, so its records link to the top of the page.
   */
  heading(depth: number, text: string, id: string | undefined): void {
    this.anchor = id ?? (depth === 1 ? '' : this.anchor);
    const value = normalize(text);
    const level = levels[depth];
    if (!value || !level) return;
    this.hierarchy[level] = value;
    for (const deeper of levels.slice(depth + 1)) this.hierarchy[deeper] = null;
    this.push(level, null);
  }

  /**
   * A tab's panel starts. Its label ("Linux", "VS Code") reads as a heading
   * one level below the section it sits in, for the panel's text only: that
   * text is found by the label too, and its hit shows the section and the
   * label above it. The label gives no record of its own, which would be a
   * bare "Linux" hit in every section with tabs. The anchor stays the
   * section's: a tab has none of its own.
   */
  startTab(label: string): void {
    const value = normalize(label);
    let deepest = levels.length - 1;
    while (deepest > 0 && this.hierarchy[levels[deepest]!] === null) deepest -= 1;
    const level = levels[deepest + 1];
    if (!value || !this.hierarchy.lvl1 || !level) {
      this.tabs.push(null);
      return;
    }
    this.tabs.push({ level, anchor: this.anchor });
    this.hierarchy[level] = value;
    for (const deeper of levels.slice(deepest + 2)) this.hierarchy[deeper] = null;
  }

  /** The innermost open tab's panel ends: its label, and any heading inside it, end too. */
  endTab(): void {
    const tab = this.tabs.pop();
    if (!tab) return;
    for (const level of levels.slice(levels.indexOf(tab.level))) this.hierarchy[level] = null;
    this.anchor = tab.anchor;
  }

  /** A paragraph, list item, table cell or quote under the current heading. */
  content(text: string): void {
    const value = normalize(text);
    if (value && this.hierarchy.lvl1) this.push('content', value);
  }

  private push(type: Level | 'content', content: string | null): void {
    this.records.push({
      objectID: `${this.url}#${this.anchor}-${this.records.length}`,
      hierarchy: { ...this.hierarchy, lvl0: this.section ?? this.sectionLabel },
      content,
      type,
      url: this.anchor ? `${this.url}#${this.anchor}` : this.url,
      language: 'en',
      docusaurus_tag: this.docusaurusTag,
    });
  }
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A page's `keywords` (as its front matter lists them, or its
 * `<meta name="keywords">` has them): reader phrases for the page, or, ending
 * in `#anchor`, for the section of that heading. Each is added to the record
 * it points at: the section's heading record, or the page's title record.
 * Phrases pointing at no heading of the page are returned, for the caller to
 * report.
 */
export function addKeywords(records: SearchRecord[], keywords: string[]): string[] {
  const byTarget = new Map<SearchRecord, string[]>();
  const unplaced: string[] = [];
  for (const entry of keywords) {
    const [phrase, anchor] = entry.split('#').map((part) => normalize(part ?? ''));
    if (!phrase) continue;
    const target = records.find((record) =>
      anchor
        ? record.type !== 'content' && record.type !== 'lvl1' && record.url.endsWith(`#${anchor}`)
        : record.type === 'lvl1',
    );
    if (!target) {
      unplaced.push(entry);
      continue;
    }
    byTarget.set(target, [...(byTarget.get(target) ?? []), phrase]);
  }
  for (const [record, phrases] of byTarget) record.keywords = phrases.join(', ');
  return unplaced;
}

/** The phrases of a `<meta name="keywords">` content: comma-separated, as Docusaurus writes them. */
export function keywordList(content: string): string[] {
  return content
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}
