import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/plugin-options';
import { CardCache, hashOf, writeAtomically } from './cache';
import { CARD_HEIGHT, CARD_WIDTH, loadStyle, renderCard, type CardContent } from './card/render';
import { type SocialCardsInput, type SocialCardsOptions, validateOptions } from './options';
import { readPage, withImageTags } from './page/head';

export type { SocialCardsInput, SocialCardsOptions, CardColors, CardFont } from './options';
export { validateOptions } from './options';
export { CARD_HEIGHT, CARD_WIDTH } from './card/render';

// Part of every cache key: a change to the layout code must not reuse old cards.
const RENDERER_VERSION = '1';

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
  return {
    name: 'social-cards',
    async postBuild({ outDir, routesPaths }) {
      const started = performance.now();
      const style = await loadStyle({
        ...options,
        wordmark: path.resolve(siteDir, options.wordmark),
      });
      const cache = new CardCache(
        path.resolve(siteDir, options.cacheDir),
        hashOf(
          RENDERER_VERSION,
          JSON.stringify(options.colors),
          style.fontFamily,
          style.wordmarkSvg,
          String(style.wordmarkAspectRatio),
          ...style.fonts.map((font) => font.data),
        ),
      );
      const site = new URL(siteConfig.url).host;
      const pages = [...new Set([...routesPaths, '/404.html'])];
      let drawn = 0;
      let reused = 0;

      const addCard = async (routePath: string) => {
        const htmlFile = htmlFileFor(outDir, routePath);
        const html = await readFile(htmlFile, 'utf8').catch(() => undefined);
        if (html === undefined) return;
        const page = readPage(html, siteConfig.title, siteConfig.titleDelimiter);
        if (page.hasImage) return;
        const content: CardContent = {
          title: page.title,
          section: page.section ?? options.defaultSection,
          site,
        };
        const key = cache.key(content);
        let png = await cache.get(key);
        if (png) {
          reused += 1;
        } else {
          png = await renderCard(content, style);
          await cache.set(key, png);
          drawn += 1;
        }
        const cardPath = `${options.outputDir}/${cardFileFor(routePath)}`;
        const cardFile = path.join(outDir, cardPath);
        await mkdir(path.dirname(cardFile), { recursive: true });
        await writeAtomically(cardFile, png);
        await writeAtomically(
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

      const queue = [...pages];
      await Promise.all(
        Array.from({ length: options.concurrency }, async () => {
          for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
            await addCard(page);
          }
        }),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        `social-cards: drew ${drawn} cards and reused ${reused} from the cache in ${seconds} s.`,
      );
    },
  };
}

socialCardsPlugin.validateOptions = validateOptions;

function htmlFileFor(outDir: string, routePath: string): string {
  return routePath.endsWith('.html')
    ? path.join(outDir, routePath)
    : path.join(outDir, routePath, 'index.html');
}

/** "/" → "index.png", "/a/b" → "a/b.png", "/404.html" → "404.png". */
export function cardFileFor(routePath: string): string {
  const trimmed = routePath.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.png`;
}
