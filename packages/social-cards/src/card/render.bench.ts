import path from 'node:path';
import { bench, describe } from 'vitest';
import { loadStyle, renderCard } from './render';

const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

const style = await loadStyle({
  colors: { background: '#101010', foreground: '#fafafa', accent: '#ffaa00', muted: '#999999' },
  wordmark: path.join(__dirname, '../../test/wordmark.svg'),
  wordmarkAspectRatio: 4,
  fontFamily: 'Inter',
  fonts: [
    { file: fontFile(400), weight: 400 },
    { file: fontFile(700), weight: 700 },
  ],
});

let page = 0;

describe('renderCard', () => {
  bench('one card, a different title each time', async () => {
    page += 1;
    await renderCard(
      {
        title: `Run MCP servers in Kubernetes, page ${page}`,
        section: 'Guides',
        site: 'example.test',
      },
      style,
    );
  });
});
