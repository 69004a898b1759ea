import path from 'node:path';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import type { ListedPage } from '../markdown/types';
import { routeHasTwin, twinPath } from './paths';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

/** One docs page that gets a twin. */
export interface TwinPage {
  permalink: string;
  /** Where the twin is served, such as `/docs/intro.md`. */
  twinPath: string;
  title: string;
  description?: string;
  /** Absolute path of the page's source file. */
  filePath: string;
  format: 'md' | 'mdx';
  /** Label of the page's top-level sidebar entry, or null outside every sidebar. */
  section: string | null;
}

export interface SiteDocs {
  /** Every page with a twin, in sidebar order; pages outside the sidebars last, by path. */
  pages: TwinPage[];
  permalinkOfFile(absoluteFile: string): string | undefined;
  twinOf(pathname: string): string | undefined;
  docCardItems(permalink: string): ListedPage[];
}

export interface CollectOptions {
  siteDir: string;
  /** Route prefixes whose pages get twins. */
  include: string[];
  /** Route prefixes left out, even inside `include`. */
  exclude: string[];
  /** The label for top-level docs that sit outside any sidebar category. */
  looseDocsSection: string;
}

/**
 * The docs of every docs plugin that get twins, in the order of their
 * sidebars, with what links and `<DocCardList />` need to resolve.
 */
export function collectDocs(
  docsPlugins: Record<string, LoadedContent>,
  options: CollectOptions,
): SiteDocs {
  const byId = new Map<string, { doc: DocMetadata; version: LoadedVersion }>();
  const fileToPermalink = new Map<string, string>();
  const ordered: { doc: DocMetadata; section: string | null }[] = [];
  const seen = new Set<DocMetadata>();
  const categories: { category: SidebarCategory; version: LoadedVersion }[] = [];

  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        byId.set(`${version.versionName}:${doc.id}`, { doc, version });
        fileToPermalink.set(sourceFile(doc, options.siteDir), doc.permalink);
      }
      for (const sidebar of Object.values(version.sidebars)) {
        let looseSection = false;
        let section: string | null = null;
        const visit = (item: SidebarItem) => {
          if (item.type === 'category') {
            categories.push({ category: item, version });
            if (item.link?.type === 'doc') add(item.link.id);
            item.items.forEach(visit);
          } else if (item.type === 'doc' || item.type === 'ref') {
            add(item.id);
          }
        };
        const add = (id: string) => {
          const entry = byId.get(`${version.versionName}:${id}`);
          if (!entry || seen.has(entry.doc)) return;
          seen.add(entry.doc);
          ordered.push({ doc: entry.doc, section });
        };
        for (const top of sidebar) {
          if (top.type === 'category') {
            section = top.label;
            looseSection = false;
          } else if (!looseSection) {
            section = options.looseDocsSection;
            looseSection = true;
          }
          visit(top);
        }
      }
    }
  }
  const outside = [...byId.values()]
    .map(({ doc }) => doc)
    .filter((doc) => !seen.has(doc))
    .sort((a, b) => a.permalink.localeCompare(b.permalink))
    .map((doc) => ({ doc, section: null }));

  const pages: TwinPage[] = [...ordered, ...outside]
    .filter(({ doc }) => routeHasTwin(doc.permalink, options.include, options.exclude))
    .map(({ doc, section }) => {
      const filePath = sourceFile(doc, options.siteDir);
      return {
        permalink: doc.permalink,
        twinPath: twinPath(doc.permalink),
        title: doc.title,
        description: doc.description || undefined,
        filePath,
        format: filePath.endsWith('.mdx') ? 'mdx' : 'md',
        section,
      };
    });

  const twins = new Map<string, string>();
  for (const page of pages) {
    twins.set(page.permalink, page.twinPath);
    twins.set(page.permalink.replace(/\/$/, '') || '/', page.twinPath);
  }
  const docOf = (id: string, version: LoadedVersion) =>
    byId.get(`${version.versionName}:${id}`)?.doc;

  const listed = (item: SidebarItem, version: LoadedVersion): ListedPage | undefined => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docOf(item.id, version);
      return (
        doc && { title: item.label ?? doc.title, href: doc.permalink, description: doc.description }
      );
    }
    if (item.type === 'link')
      return { title: item.label, href: item.href, description: item.description };
    if (item.type === 'category') {
      const linked = item.link?.type === 'doc' ? docOf(item.link.id, version) : undefined;
      const first = linked ?? firstDoc(item, version, docOf);
      if (!first) return undefined;
      return {
        title: item.label,
        href:
          linked?.permalink ??
          (item.link?.type === 'generated-index' ? item.link.permalink : first.permalink),
        description: item.description ?? linked?.description ?? `${item.items.length} items`,
      };
    }
    return undefined;
  };

  return {
    pages,
    permalinkOfFile: (file) => fileToPermalink.get(path.resolve(file)),
    twinOf: (pathname) => twins.get(pathname),
    docCardItems(permalink) {
      const match = categories.find(
        ({ category, version }) =>
          category.link?.type === 'doc' &&
          docOf(category.link.id, version)?.permalink === permalink,
      );
      if (!match) return [];
      return match.category.items
        .map((item) => listed(item, match.version))
        .filter((item): item is ListedPage => item !== undefined);
    },
  };
}

function sourceFile(doc: DocMetadata, siteDir: string): string {
  return path.resolve(siteDir, aliasedSitePathToRelativePath(doc.source));
}

function firstDoc(
  category: SidebarCategory,
  version: LoadedVersion,
  docOf: (id: string, version: LoadedVersion) => DocMetadata | undefined,
): DocMetadata | undefined {
  for (const item of category.items) {
    if (item.type === 'doc' || item.type === 'ref') return docOf(item.id, version);
    if (item.type === 'category') {
      const found = firstDoc(item, version, docOf);
      if (found) return found;
    }
  }
  return undefined;
}
