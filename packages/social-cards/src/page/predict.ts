import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** What a docs page's card will most likely show, known before the page is built. */
export interface ForeseenCard {
  title: string;
  /** The label of the category above the page in its sidebar, as its breadcrumbs show it. */
  section: string | undefined;
}

/**
 * The title and section of every docs page without an image of its own, from
 * the docs plugins' loaded content: the title the page's `<title>` carries and
 * the nearest parent category of the breadcrumb trail the theme draws from the
 * page's sidebar. A guess that lets cards be drawn while the site bundles;
 * postBuild still reads each built page and draws again whatever differs.
 */
export function foreseeDocCards(docsPlugins: Record<string, LoadedContent>): ForeseenCard[] {
  const cards: ForeseenCard[] = [];
  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      const parents = new Map<string, Map<string, string | undefined>>();
      for (const [name, items] of Object.entries(version.sidebars)) {
        parents.set(name, parentCategories(items));
      }
      for (const doc of version.docs) {
        if (doc.frontMatter.image) continue;
        const section = doc.sidebar ? parents.get(doc.sidebar)?.get(doc.id) : undefined;
        cards.push({ title: doc.title, section });
      }
    }
  }
  return cards;
}

/**
 * Each doc's nearest parent category label, at its first place in the sidebar
 * (the one the theme's breadcrumbs find). A category's own page has the
 * category above it as parent.
 */
function parentCategories(items: SidebarItem[]): Map<string, string | undefined> {
  const parents = new Map<string, string | undefined>();
  const place = (id: string, parent: string | undefined) => {
    if (!parents.has(id)) parents.set(id, parent);
  };
  const visit = (item: SidebarItem, parent: string | undefined) => {
    if (item.type === 'category') {
      if (item.link?.type === 'doc') place(item.link.id, parent);
      for (const child of item.items) visit(child, item.label);
    } else if (item.type === 'doc' || item.type === 'ref') {
      place(item.id, parent);
    }
  };
  for (const item of items) visit(item, undefined);
  return parents;
}
