import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import type { CardFont } from '../options';
import { decodedPixels } from '../../test/decoded-pixels';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, loadStyle, renderCard } from './render';

const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

const wordmark = path.join(__dirname, '../../test/wordmark.svg');

/** The test style, in Inter of the given weights. */
const testStyle = (weights: CardFont['weight'][]) =>
  loadStyle({
    colors: { background: '#101010', foreground: '#fafafa', accent: '#ffaa00', muted: '#999999' },
    wordmark,
    wordmarkAspectRatio: 4,
    fontFamily: 'Inter',
    fonts: weights.map((weight) => ({ file: fontFile(weight), weight })),
  });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderCard', () => {
  it('draws a 1200x630 PNG, the same bytes for the same content', async () => {
    const style = await testStyle([400, 700]);
    const content = {
      title: 'A long page title that needs more than one line',
      section: 'Guides',
      site: 'example.test',
    };
    const png = await renderCard(content, style);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(await renderCard(content, style)).toEqual(png);
    expect(await renderCard({ ...content, title: 'Another' }, style)).not.toEqual(png);
  });

  it('writes into the PNG exactly the pixels resvg draws for the card', async () => {
    const style = await testStyle([400, 700]);
    const content = { title: 'Pixels kept', section: 'Guides', site: 'example.test' };
    const drawn = new Resvg(await cardSvg(content, style)).render().pixels;
    const png = await renderCard(content, style);
    expect(decodedPixels(png, CARD_WIDTH, CARD_HEIGHT).equals(drawn)).toBe(true);
  });

  it('draws the background and, over it at the right, the hexagon in the accent colour', async () => {
    const style = await testStyle([700]);
    const image = new Resvg(
      await cardSvg({ title: 'Title', section: 'Guides', site: 'example.test' }, style),
    ).render();
    const pixel = (x: number, y: number) => [
      ...image.pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3),
    ];
    expect(pixel(40, 300)).toEqual([0x10, 0x10, 0x10]);
    // The outer hexagon's left edge, x = 890: the accent at 35% over the background.
    const [red, green, blue] = pixel(890, 300);
    expect(red).toBeCloseTo(0x10 + 0.35 * (0xff - 0x10), -1);
    expect(green).toBeCloseTo(0x10 + 0.35 * (0xaa - 0x10), -1);
    expect(blue).toBeCloseTo(0x10 * 0.65, -1);
  });

  it('outlines the wordmark text once, so cards need no fonts', async () => {
    const style = await testStyle([700]);
    expect(style.wordmarkSvg).not.toMatch(/<text/);
    expect(style.wordmarkSvg).toMatch(/<path/);
  });
});
