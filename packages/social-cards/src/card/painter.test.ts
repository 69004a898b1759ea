import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CardPainter } from './painter';
import type { StyleFiles } from './render';

const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

const style: StyleFiles = {
  colors: { background: '#101010', foreground: '#fafafa', accent: '#ffaa00', muted: '#999999' },
  wordmark: path.join(__dirname, '../../test/wordmark.svg'),
  wordmarkAspectRatio: 4,
  fontFamily: 'Inter',
  fonts: [400, 700].map((weight) => ({ file: fontFile(weight), weight: weight as 400 | 700 })),
};

const content = (title: string) => ({ title, section: 'Guides', site: 'example.test' });
const isPng = (png: Buffer) => png.subarray(1, 4).toString('latin1') === 'PNG';

let painter: CardPainter | undefined;
afterEach(async () => {
  await painter?.close();
  painter = undefined;
});

// Each worker loads satori, resvg and the fonts: seconds on a busy 2-core machine.
describe('CardPainter', { timeout: 120_000 }, () => {
  it('hurry() adds a second worker for the queued cards, and every card is drawn once', async () => {
    painter = new CardPainter(style, 1);
    const titles = ['Install', 'Run servers', 'Secrets', 'Registry', 'Clients'];
    const drawing = titles.map((title) => painter!.draw(content(title)));
    painter.hurry();
    expect(painter.workers).toBe(2);
    const pngs = await Promise.all(drawing);
    expect(pngs.every(isPng)).toBe(true);
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(titles.length);
  });

  it('hurry() with no card queued starts no worker', async () => {
    painter = new CardPainter(style, 2);
    painter.hurry();
    expect(painter.workers).toBe(1);
  });
});
