import { Resvg } from '@resvg/resvg-js';

/** A PNG's pixels as resvg's own decoder reads them: drawn 1:1 as an image filling an SVG. */
export function decodedPixels(png: Buffer, width: number, height: number): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}
