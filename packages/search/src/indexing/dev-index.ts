import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import { recordsFromMarkdown } from './markdown-indexer';
import type { SearchRecord } from '../wire';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Records of each doc file, kept while the file and its metadata stay the same. */
export type DocsRecordCache = Map<string, { stamp: string; records: SearchRecord[] }>;

interface DocsSourceInput {
  allContent: AllContent;
  siteDir: string;
  /** Route prefixes that never enter the index. */
  excludeRoutes: string[];
  /** lvl0 of docs that sit in no sidebar section. */
  sectionLabel: string;
  /** Told about a doc that could not be indexed; the rest of the index is still built. */
  onError: (file: string, error: unknown) => void;
  /** Told about a doc's keyword whose `#anchor` names no heading of the doc. */
  onUnplacedKeyword: (file: string, keyword: string) => void;
  /** Lets a rebuild after an edit parse only the docs that changed. */
  cache: DocsRecordCache;
}

/**
 * The index for the dev server, which has no built HTML to read: every doc
 * of every docs plugin, read from its Markdown source, with the sidebar
 * section the production breadcrumb would show as lvl0.
 */
export async function recordsFromDocsSource({
  allContent,
  siteDir,
  excludeRoutes,
  sectionLabel,
  onError,
  onUnplacedKeyword,
  cache,
}: DocsSourceInput): Promise<SearchRecord[]> {
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
    string,
    LoadedContent
  >;
  const pages = Object.entries(docsPlugins).flatMap(([pluginId, content]) =>
    content.loadedVersions.flatMap((version) =>
      version.docs
        .filter((doc) => !excludeRoutes.some((excluded) => doc.permalink.startsWith(excluded)))
        .map((doc) => ({ doc, version, docusaurusTag: `docs-${pluginId}-${version.versionName}` })),
    ),
  );
  const records = await Promise.all(
    pages.map(async ({ doc, version, docusaurusTag }) => {
      const file = path.join(siteDir, aliasedSitePathToRelativePath(doc.source));
      const section = sidebarSection(doc, version);
      try {
        const { mtimeMs, size } = await stat(file);
        const stamp = JSON.stringify([
          mtimeMs,
          size,
          doc.permalink,
          doc.title,
          section,
          docusaurusTag,
        ]);
        const cached = cache.get(file);
        if (cached?.stamp === stamp) return cached.records;
        const records = recordsFromMarkdown({
          source: await readFile(file, 'utf8'),
          format: file.endsWith('.mdx') ? 'mdx' : 'md',
          url: doc.permalink,
          title: doc.title,
          section,
          sectionLabel,
          docusaurusTag,
          keywords: frontMatterKeywords(doc.frontMatter.keywords),
          onUnplacedKeyword: (keyword) => onUnplacedKeyword(file, keyword),
        });
        cache.set(file, { stamp, records });
        return records;
      } catch (error) {
        onError(file, error);
        return [];
      }
    }),
  );
  return records.flat();
}

/** The label of the top-level sidebar entry that holds the doc: its first breadcrumb. */
export function sidebarSection(doc: DocMetadata, version: LoadedVersion): string | null {
  const sidebar = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
  const top = sidebar?.find((item) => holds(item, doc.id));
  if (!top) return null;
  if (top.type === 'category') return top.label;
  if (top.type === 'doc' || top.type === 'ref') {
    return top.label ?? doc.frontMatter.sidebar_label ?? doc.title;
  }
  return null;
}

function holds(item: SidebarItem, docId: string): boolean {
  if (item.type === 'doc' || item.type === 'ref') return item.id === docId;
  if (item.type !== 'category') return false;
  if (item.link?.type === 'doc' && item.link.id === docId) return true;
  return item.items.some((child) => holds(child, docId));
}

/** The `keywords` of a doc's front matter, as Docusaurus takes them: a list of strings. */
function frontMatterKeywords(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
