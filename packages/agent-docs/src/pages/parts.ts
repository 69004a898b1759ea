import type { PageTwin, TwinPart } from '../markdown/types';
import type { TwinPage } from './collect';
import { partTwinPath, twinFile, type TwinPartsFile } from './paths';

/** A part of a page's twin, placed: where it is served and its Markdown with links resolved. */
export interface PlacedPart extends Omit<TwinPart, 'markdown'> {
  /** `/docs/api/pets.md` */
  twinPath: string;
  markdown: string;
}

/** The twins of a render with their parts placed beside them and every link into a part resolved. */
export interface PlacedTwins {
  /** Each page's own twin, by permalink. */
  twins: Map<string, string>;
  /** The parts of the pages that have them, by permalink, in page order. */
  parts: Map<string, PlacedPart[]>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Gives each part its path beside its page's twin and points every link at
 * an anchor a part holds (`https://site/docs/api.md#op-getPet`, as the
 * converter writes the page's anchors) at that part and the id its heading
 * has there (`https://site/docs/api/pets.md#get-a-pet`); the part's own
 * anchor leads to the part itself. A part's links to an anchor it holds stay
 * in the part; other twins' lead to the first part that holds it.
 */
export function placeParts(
  pages: readonly TwinPage[],
  rendered: ReadonlyMap<string, PageTwin>,
  siteUrl: string,
): PlacedTwins {
  const twinPaths = new Set(pages.map((page) => page.twinPath));
  const parts = new Map<string, PlacedPart[]>();
  /** `<page twin path>#<id>` → where the link goes, for every twin. */
  const everywhere = new Map<string, string>();
  /** The same for links inside one part, which prefer their own copy of a section. */
  const within = new Map<PlacedPart, Map<string, string>>();
  for (const page of pages) {
    const twin = rendered.get(page.permalink)!;
    if (twin.parts.length === 0) continue;
    const placed = twin.parts.map((part): PlacedPart => {
      const twinPath = partTwinPath(page.permalink, part.slug);
      if (twinPaths.has(twinPath)) {
        throw new Error(
          `agent-docs: the part "${part.slug}" of ${page.permalink} would be served at ${twinPath}, which is another page's twin; give the part another slug.`,
        );
      }
      twinPaths.add(twinPath);
      const targets = new Map<string, string>();
      if (part.anchor) targets.set(`${page.twinPath}#${part.anchor}`, twinPath);
      for (const [id, slug] of Object.entries(part.headingIds)) {
        targets.set(`${page.twinPath}#${id}`, `${twinPath}#${slug}`);
      }
      for (const [from, to] of targets) if (!everywhere.has(from)) everywhere.set(from, to);
      const entry = { ...part, twinPath };
      within.set(entry, targets);
      return entry;
    });
    parts.set(page.permalink, placed);
  }
  if (everywhere.size === 0) {
    return {
      twins: new Map([...rendered].map(([permalink, twin]) => [permalink, twin.markdown])),
      parts,
    };
  }
  const link = new RegExp(`${escapeRegExp(siteUrl)}(/[^\\s()<>#"]*\\.md#[\\w.-]+)`, 'g');
  const resolve = (markdown: string, own?: Map<string, string>) =>
    markdown.replace(link, (url, target: string) => {
      const to = own?.get(target) ?? everywhere.get(target);
      return to ? `${siteUrl}${to}` : url;
    });
  for (const placed of parts.values()) {
    for (const part of placed) part.markdown = resolve(part.markdown, within.get(part));
  }
  return {
    twins: new Map([...rendered].map(([permalink, twin]) => [permalink, resolve(twin.markdown)])),
    parts,
  };
}

/** `twin-parts.json` for the placed parts. */
export function partsFile(pages: readonly TwinPage[], parts: PlacedTwins['parts']): TwinPartsFile {
  const twins: TwinPartsFile['twins'] = {};
  for (const page of pages) {
    const placed = parts.get(page.permalink);
    if (!placed) continue;
    twins[twinFile(page.permalink)] = placed.map((part) => ({
      title: part.title,
      ...(part.description ? { description: part.description } : {}),
      file: part.twinPath.slice(1),
      ...(part.anchor ? { anchor: part.anchor } : {}),
      headingIds: part.headingIds,
    }));
  }
  return { version: 1, twins };
}
