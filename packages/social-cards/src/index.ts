import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions, docusaurusCommand } from '@docs-kit/build-utils/plugin-options';
import { writeFileAtomic } from '@docs-kit/build-utils/files';
import { fileForRoute, htmlFileForRoute } from '@docs-kit/build-utils/routes';
import { CardCache, hashOf } from './cache';
import { CardPainter } from './card/painter';
import type { StyleFiles } from './card/render';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from './card/size';
import { type SocialCardsInput, type SocialCardsOptions, validateOptions } from './options';
import { readPage, withImageTags } from './page/head';
import { foreseeDocCards, type ForeseenCard } from './page/predict';

export type { SocialCardsInput, SocialCardsOptions, CardColors, CardFont } from './options';
export { validateOptions } from './options';
export { CARD_HEIGHT, CARD_WIDTH } from './card/size';

// Part of every cache key: a change to the layout code must not reuse old cards.
const RENDERER_VERSION = '4';

/** The cards of one production build: their cache, their worker, and the cards drawn ahead. */
interface BuildCards {
  cache: CardCache;
  /** Draws a card in the worker, started on the first card the cache does not hold. */
  draw(content: CardContent): Promise<Buffer>;
  close(): Promise<void>;
  /** The foreseen cards, by cache key: drawn while the site bundled, or found in the cache. */
  foreseen: Map<string, Promise<{ png: Buffer; drawn: boolean }>>;
}

/**
 * The plugin with its options checked now and bound: the way to list it in a
 * site's config. Bound options stay in the build; a `[module, options]` entry
 * would copy them into every page's JavaScript.
 */
export function socialCardsPluginConfig(options: SocialCardsInput): PluginModule {
  return bindPluginOptions(socialCardsPlugin, validateOptions, options);
}

/**
 * After the build, draws a card for every page from the title and breadcrumbs
 * in its HTML and adds `og:image` and `twitter:image` (with size and text
 * alternative) to the page. Pages that name an image of their own keep it.
 */
export default function socialCardsPlugin(
  context: LoadContext,
  options: SocialCardsOptions,
): Plugin {
  const { siteConfig, siteDir } = context;
  const site = new URL(siteConfig.url).host;
  const style: StyleFiles = { ...options, wordmark: path.resolve(siteDir, options.wordmark) };
  let foreseen: ForeseenCard[] = [];
  let build: Promise<BuildCards> | undefined;
  const cacheDir = path.resolve(siteDir, options.cacheDir);
  // A production build without cached cards starts the card worker now: satori, resvg and the
  // fonts load while the site's content loads, on a core that is idle until bundling starts.
  // With a cache, the worker starts only if a card is missing from it, so a build of
  // unchanged pages never loads it.
  const isBuild = docusaurusCommand() === 'build';
  let painter =
    isBuild && !existsSync(cacheDir) ? new CardPainter(style, options.concurrency) : undefined;

  const contentOf = (card: ForeseenCard): CardContent => ({
    title: card.title,
    section: card.section ?? options.defaultSection,
    site,
  });

  async function startBuild(): Promise<BuildCards> {
    const files = await Promise.all(
      [style.wordmark, ...style.fonts.map((font) => font.file)].map((file) => readFile(file)),
    );
    const cache = new CardCache(
      cacheDir,
      hashOf(
        RENDERER_VERSION,
        JSON.stringify(options.colors),
        style.fontFamily,
        String(style.wordmarkAspectRatio),
        JSON.stringify(style.fonts.map((font) => font.weight)),
        ...files,
      ),
    );
    const draw = (content: CardContent) =>
      (painter ??= new CardPainter(style, options.concurrency)).draw(content);
    const close = async () => {
      await painter?.close();
      painter = undefined;
    };
    const early = new Map<string, Promise<{ png: Buffer; drawn: boolean }>>();
    for (const card of foreseen) {
      const content = contentOf(card);
      const key = cache.key(content);
      if (early.has(key)) continue;
      const drawing = (async () => {
        const cached = await cache.get(key);
        if (cached) return { png: cached, drawn: false };
        const png = await draw(content);
        await cache.set(key, png);
        return { png, drawn: true };
      })();
      // Awaited in postBuild if a page needs it; a card no page needs must not fail the build.
      drawing.catch(() => undefined);
      early.set(key, drawing);
    }
    return { cache, draw, close, foreseen: early };
  }

  return {
    name: 'social-cards',
    allContentLoaded({ allContent }) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent
      >;
      foreseen = foreseeDocCards(docsPlugins);
      // The dev server needs no cards; a build draws the docs pages' cards while the site bundles.
      if (isBuild) build ??= startBuild();
    },
    async postBuild({ outDir, routesPaths }) {
      const started = performance.now();
      build ??= startBuild();
      const { cache, draw, close, foreseen: early } = await build;
      // The build waits on the cards from here on: those still queued get a second worker.
      painter?.hurry();
      const pages = [...new Set([...routesPaths, '/404.html'])];
      let ahead = 0;
      let drawn = 0;
      let reused = 0;

      const cardFor = async (content: CardContent): Promise<Buffer> => {
        const key = cache.key(content);
        const foreseenCard = early.get(key);
        if (foreseenCard) {
          const { png, drawn: drawnAhead } = await foreseenCard;
          if (drawnAhead) ahead += 1;
          else reused += 1;
          return png;
        }
        const cached = await cache.get(key);
        if (cached) {
          reused += 1;
          return cached;
        }
        const png = await draw(content);
        await cache.set(key, png);
        drawn += 1;
        return png;
      };

      const addCard = async (routePath: string) => {
        const htmlFile = htmlFileForRoute(outDir, routePath, siteConfig);
        const html = await readFile(htmlFile, 'utf8').catch(() => undefined);
        if (html === undefined) return;
        const page = readPage(html, siteConfig.title, siteConfig.titleDelimiter);
        if (page.hasImage) return;
        const content = contentOf(page);
        const png = await cardFor(content);
        const cardPath = `${options.outputDir}/${fileForRoute(routePath, '.png')}`;
        await writeFileAtomic(path.join(outDir, cardPath), png);
        await writeFileAtomic(
          htmlFile,
          withImageTags(html, {
            url: new URL(`${siteConfig.baseUrl}${cardPath}`, siteConfig.url).href,
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            alt: content.section
              ? `${content.section}: ${content.title} (${siteConfig.title})`
              : `${content.title} (${siteConfig.title})`,
          }),
        );
      };

      let workers = 0;
      try {
        // Pages wait on the worker, not on each other: one page's card being drawn
        // does not hold up reading and tagging the others.
        await Promise.all(pages.map(addCard));
      } finally {
        workers = painter?.workers ?? 0;
        await close();
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        `social-cards: ${ahead} cards drawn during bundling, ${drawn} after it, ${reused} reused from the cache; ${seconds} s after the build, ${workers} card workers.`,
      );
    },
  };
}

socialCardsPlugin.validateOptions = validateOptions;
