import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { twinFile } from '@docs-kit/agent-docs/paths';
import type { PageEntry } from '../data';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** `/docs/` → `/docs`; the root stays `/`. */
export function pagePathOf(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

function entryOf(doc: DocMetadata, section: string): PageEntry {
  const path = pagePathOf(doc.permalink);
  return {
    path,
    title: doc.title,
    description: doc.description,
    section,
    // The agent-docs plugin writes the twin there.
    markdownFile: twinFile(doc.permalink),
  };
}

/**
 * Every doc of the latest version in sidebar order, each with the top-level
 * category it sits in (the same section the search index gives it). Docs in
 * no sidebar follow, under their own title.
 */
export function pagesFromDocs(content: LoadedContent): PageEntry[] {
  const version = content.loadedVersions.find((v) => v.isLast) ?? content.loadedVersions[0];
  if (!version) return [];
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages: PageEntry[] = [];
  const seen = new Set<string>();

  const add = (docId: string, section: string | null) => {
    const doc = docsById.get(docId);
    if (!doc || seen.has(docId) || doc.unlisted || doc.frontMatter.draft === true) return;
    seen.add(docId);
    pages.push(entryOf(doc, section ?? doc.title));
  };
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, section);
      else if (item.type === 'category') {
        const inner = section ?? item.label;
        if (item.link?.type === 'doc') add(item.link.id, inner);
        walk(item.items, inner);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar, null);
  for (const doc of version.docs) add(doc.id, null);
  return pages;
}

/** The search tags of the latest docs version, as the site's contextual search sends them. */
export function docsSearchTag(pluginId: string, content: LoadedContent): string | null {
  const version = content.loadedVersions.find((v) => v.isLast) ?? content.loadedVersions[0];
  return version ? `docs-${pluginId}-${version.versionName}` : null;
}
