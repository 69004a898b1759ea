import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, loadStyle, renderCard } from './render';

const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

const wordmark = path.join(__dirname, '../../test/wordmark.svg');

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderCard', () => {
  it('draws a 1200x630 PNG, the same bytes for the same content', async () => {
    const style = await loadStyle({
      colors: { background: '#101010', foreground: '#fafafa', accent: '#ffaa00', muted: '#999999' },
      wordmark,
      wordmarkAspectRatio: 4,
      fontFamily: 'Inter',
      fonts: [
        { file: fontFile(400), weight: 400 },
        { file: fontFile(700), weight: 700 },
      ],
    });
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

  it('outlines the wordmark text once, so cards need no fonts', async () => {
    const style = await loadStyle({
      colors: { background: '#101010', foreground: '#fafafa', accent: '#ffaa00', muted: '#999999' },
      wordmark,
      wordmarkAspectRatio: 4,
      fontFamily: 'Inter',
      fonts: [{ file: fontFile(700), weight: 700 }],
    });
    expect(style.wordmarkSvg).not.toMatch(/<text/);
    expect(style.wordmarkSvg).toMatch(/<path/);
  });
});
