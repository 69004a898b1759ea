import { Parser } from 'htmlparser2';
import { addKeywords, DEFAULT_SECTION_LABEL, keywordList, RecordBuilder } from './records';
import type { SearchRecord } from '../wire';

const HEADING = /^h([1-6])$/;
const CONTENT_TAGS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote']);
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'nav', 'pre']);
/**
 * Marks an element whose text is left out of the index, with everything in
 * it: page furniture that a search would only ever match as noise.
 */
export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';
/**
 * Tags that end a table cell. The minified HTML of the build leaves out
 * `</th>` and `</td>`, and htmlparser2 does not close a header cell when the
 * table body starts.
 */
const CELL_ENDS = new Set(['tr', 'td', 'th', 'thead', 'tbody', 'tfoot']);

interface PageInput {
  html: string;
  /** The page's path, for example `/guides/install`. */
  url: string;
  /** lvl0 when the page sits in no sidebar section. */
  sectionLabel?: string;
  /** Told of each of the page's keywords whose `#anchor` names no heading of the page. */
  onUnplacedKeyword?: (keyword: string) => void;
}

/**
 * Turns one built page into DocSearch records: lvl0 is the sidebar section
 * (the first breadcrumb after home), lvl1 the page title, deeper levels the
 * headings, and content the paragraphs, list items and table cells under them.
 * Pages marked noindex give no records, and elements carrying
 * `data-search-exclude` none of their text. The page's `<meta name="keywords">`
 * phrases go to the records they point at (see `addKeywords`).
 */
export function recordsFromPage({
  html,
  url,
  sectionLabel = DEFAULT_SECTION_LABEL,
  onUnplacedKeyword,
}: PageInput): SearchRecord[] {
  const page = new RecordBuilder(url, sectionLabel);
  let noindex = false;
  let keywords: string[] = [];
  let inArticle = 0;
  let breadcrumbDepth = 0;
  let breadcrumbIndex = -1;
  const skipStack: string[] = [];
  let capture: {
    tag: string;
    text: string;
    kind: 'heading' | 'content' | 'crumb' | 'tab';
    level?: number;
  } | null = null;
  // Tabs: the labels of the last tab list, and the depth (in divs) of each
  // open panel, which takes the next label.
  let tabLabels: string[] = [];
  let nextPanel = 0;
  let divDepth = 0;
  const openPanels: number[] = [];
  let captureDepth = 0;
  let headingId: string | undefined;

  const finishCapture = () => {
    if (!capture) return;
    if (capture.kind === 'crumb') {
      const text = capture.text.replace(/\s+/g, ' ').trim();
      if (text) page.section = text;
    } else if (capture.kind === 'heading') {
      page.heading(capture.level!, capture.text, headingId);
    } else if (capture.kind === 'tab') {
      tabLabels.push(capture.text);
    } else {
      page.content(capture.text);
    }
    capture = null;
    captureDepth = 0;
  };

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if ((capture?.tag === 'td' || capture?.tag === 'th') && CELL_ENDS.has(tag)) finishCapture();
        if (tag === 'meta' && attrs.name === 'robots' && /noindex/.test(attrs.content ?? '')) {
          noindex = true;
        }
        if (tag === 'meta' && attrs.name === 'docusaurus_tag' && attrs.content) {
          page.docusaurusTag = attrs.content;
        }
        if (tag === 'meta' && attrs.name === 'keywords' && attrs.content) {
          keywords = keywordList(attrs.content);
        }
        if (tag === 'nav' && /breadcrumbs/.test(attrs.class ?? '')) breadcrumbDepth = 1;
        else if (breadcrumbDepth > 0) breadcrumbDepth += 1;
        if (breadcrumbDepth > 0 && tag === 'li') breadcrumbIndex += 1;
        if (tag === 'article') inArticle += 1;
        // The breadcrumb's first entry after home names the sidebar section.
        if (
          !capture &&
          breadcrumbDepth > 0 &&
          breadcrumbIndex === 1 &&
          (tag === 'a' || tag === 'span')
        ) {
          capture = { tag, text: '', kind: 'crumb' };
          captureDepth = 0;
          return;
        }
        if (capture?.kind === 'crumb') {
          captureDepth += 1;
          return;
        }
        if (
          skipStack.length > 0 ||
          SKIPPED_TAGS.has(tag) ||
          /hash-link/.test(attrs.class ?? '') ||
          EXCLUDE_ATTRIBUTE in attrs
        ) {
          skipStack.push(tag);
          return;
        }
        if (capture) {
          captureDepth += 1;
          return;
        }
        if (inArticle === 0) return;
        if (tag === 'div') divDepth += 1;
        if (attrs.role === 'tablist') {
          tabLabels = [];
          nextPanel = 0;
        }
        if (tag === 'div' && attrs.role === 'tabpanel') {
          openPanels.push(divDepth);
          page.startTab(tabLabels[nextPanel] ?? '');
          nextPanel += 1;
          return;
        }
        const heading = HEADING.exec(tag);
        if (tag === 'li' && attrs.role === 'tab') {
          capture = { tag, text: '', kind: 'tab' };
          captureDepth = 0;
        } else if (heading) {
          capture = { tag, text: '', kind: 'heading', level: Number(heading[1]) };
          captureDepth = 0;
          headingId = attrs.id;
        } else if (CONTENT_TAGS.has(tag)) {
          capture = { tag, text: '', kind: 'content' };
          captureDepth = 0;
        }
      },
      ontext(text) {
        if (capture && (skipStack.length === 0 || capture.kind === 'crumb')) capture.text += text;
      },
      onclosetag(tag) {
        if (breadcrumbDepth > 0) breadcrumbDepth -= 1;
        if (tag === 'article') inArticle -= 1;
        if (capture?.kind !== 'crumb' && skipStack.length > 0) {
          skipStack.pop();
          return;
        }
        if (!capture) {
          if (tag === 'div' && inArticle > 0) {
            if (openPanels[openPanels.length - 1] === divDepth) {
              openPanels.pop();
              page.endTab();
            }
            divDepth -= 1;
          }
          return;
        }
        if (captureDepth > 0) {
          captureDepth -= 1;
          return;
        }
        finishCapture();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (noindex) return [];
  for (const keyword of addKeywords(page.records, keywords)) onUnplacedKeyword?.(keyword);
  return page.records;
}
