import { readFile } from 'node:fs/promises';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { CardColors, CardFont } from '../options';
import { encodePng } from './png';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from './size';

export { CARD_HEIGHT, CARD_WIDTH, type CardContent } from './size';

export interface CardStyle {
  colors: CardColors;
  /** The wordmark as SVG with its text turned into outlines. */
  wordmarkSvg: string;
  wordmarkAspectRatio: number;
  /** The family name inside the font files. */
  fontFamily: string;
  fonts: { data: Buffer; weight: CardFont['weight'] }[];
}

const WORDMARK_HEIGHT = 64;
const PADDING_TOP = 72;
const PADDING_LEFT = 80;
const PADDING_BOTTOM = 64;

const wordmarkWidth = (style: CardStyle) => Math.round(WORDMARK_HEIGHT * style.wordmarkAspectRatio);

/**
 * Nests the wordmark SVG into the card's SVG at its place. satori would embed
 * it as an image, which costs resvg a second SVG parse per card.
 */
function wordmarkInto(cardSvg: string, style: CardStyle): string {
  const nested = style.wordmarkSvg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b[^>]*>/, (openingTag) => {
      const kept = openingTag.replace(/\s(x|y|width|height)="[^"]*"/g, '');
      const place = `x="${PADDING_LEFT}" y="${PADDING_TOP}" width="${wordmarkWidth(style)}" height="${WORDMARK_HEIGHT}"`;
      return kept.replace(/^<svg\b/, `<svg ${place}`);
    });
  return cardSvg.replace(/<\/svg>\s*$/, `${nested}</svg>`);
}

/**
 * The background and its hexagon ornament, drawn into the card's SVG under
 * satori's layout. As an element of the layout, satori embedded the ornament
 * as an image: a second SVG for resvg to parse and rasterise, 13 ms of a
 * card's 58 ms.
 */
function backdropInto(cardSvg: string, { colors }: CardStyle): string {
  const hexagon = (d: string, width: number, opacity: number) =>
    `<path d="${d}" fill="none" stroke="${colors.accent}" stroke-width="${width}" stroke-opacity="${opacity}"/>`;
  const backdrop =
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.background}"/>` +
    // Ten times its 52×60 drawing, its right part past the card's right edge.
    `<g transform="translate(${CARD_WIDTH - 330} 15) scale(10)">` +
    hexagon('M26 2 50 16v28L26 58 2 44V16Z', 1.2, 0.35) +
    hexagon('M26 12 41.6 21v18L26 48 10.4 39V21Z', 0.6, 0.25) +
    '</g>';
  return cardSvg.replace(/^<svg\b[^>]*>/, (openingTag) => `${openingTag}${backdrop}`);
}

/** What a style is made of: colours, and the files of the wordmark and the fonts. */
export interface StyleFiles {
  colors: CardColors;
  wordmark: string;
  wordmarkAspectRatio: number;
  fontFamily: string;
  fonts: CardFont[];
}

/** Loads the files a style names once, so every card of a build shares them. */
export async function loadStyle(options: StyleFiles): Promise<CardStyle> {
  const fonts = await Promise.all(
    options.fonts.map(async (font) => ({ data: await readFile(font.file), weight: font.weight })),
  );
  // With its text outlined once here, no card's rasterisation needs to load a font.
  // resvg-js reads `fontBuffers` though its typings list only `fontFiles`.
  const font = {
    fontBuffers: fonts.map((font) => font.data),
    loadSystemFonts: false,
    defaultFontFamily: options.fontFamily,
    sansSerifFamily: options.fontFamily,
  };
  const wordmarkSvg = new Resvg(await readFile(options.wordmark, 'utf8'), { font }).toString();
  return {
    colors: options.colors,
    wordmarkSvg,
    wordmarkAspectRatio: options.wordmarkAspectRatio,
    fontFamily: options.fontFamily,
    fonts,
  };
}

interface Node {
  type: string;
  props: Record<string, unknown> & { children?: Node | string | (Node | string)[] };
}

const el = (
  type: string,
  props: Record<string, unknown>,
  ...children: (Node | string)[]
): Node => ({ type, props: { ...props, children } });

/** Long titles get a smaller type size so three lines hold them. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  return 52;
}

function layout(content: CardContent, style: CardStyle): Node {
  const { colors } = style;
  return el(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        // satori sizes boxes without their padding.
        width: CARD_WIDTH - 2 * PADDING_LEFT,
        height: CARD_HEIGHT - PADDING_TOP - PADDING_BOTTOM,
        paddingTop: PADDING_TOP,
        paddingBottom: PADDING_BOTTOM,
        paddingLeft: PADDING_LEFT,
        paddingRight: PADDING_LEFT,
        fontFamily: style.fontFamily,
        position: 'relative',
      },
    },
    el('div', {
      style: {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 12,
        backgroundColor: colors.accent,
      },
    }),
    // Room for the wordmark, which wordmarkInto() places after layout.
    el('div', {
      style: { width: wordmarkWidth(style), height: WORDMARK_HEIGHT },
    }),
    el(
      'div',
      { style: { display: 'flex', flexDirection: 'column', maxWidth: 800 } },
      el(
        'div',
        {
          style: {
            color: colors.accent,
            fontSize: 30,
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
            marginBottom: 20,
          },
        },
        content.section,
      ),
      el(
        'div',
        {
          style: {
            color: colors.foreground,
            fontSize: titleSize(content.title),
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: -1,
            lineClamp: 3,
          },
        },
        content.title,
      ),
    ),
    el('div', { style: { color: colors.muted, fontSize: 28 } }, content.site),
  );
}

/** One card as SVG: satori's layout over the backdrop, and the wordmark. */
export async function cardSvg(content: CardContent, style: CardStyle): Promise<string> {
  const svg = await satori(layout(content, style) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: style.fonts.map((font) => ({
      name: style.fontFamily,
      data: font.data,
      weight: font.weight,
      style: 'normal' as const,
    })),
  });
  return wordmarkInto(backdropInto(svg, style), style);
}

/** Draws one card as a 1200×630 PNG. */
export async function renderCard(content: CardContent, style: CardStyle): Promise<Buffer> {
  // satori outlines all text, so resvg needs no fonts. renderAsync draws on
  // libuv's thread pool: one card rasterises while the next is laid out.
  const image = await renderAsync(await cardSvg(content, style), {
    font: { loadSystemFonts: false },
  });
  // Not image.asPng(): its encoder was half of a card's CPU (see png.ts).
  return encodePng(image.pixels, image.width, image.height);
}
