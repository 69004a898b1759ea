import { describe, expect, it } from 'vitest';
import { decodedPixels } from '../../test/decoded-pixels';
import { encodePng } from './png';

describe('encodePng', () => {
  it('writes a PNG that a decoder reads back as exactly the pixels given', () => {
    const width = 97;
    const height = 31;
    const pixels = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      // Opaque, so no decoder's premultiplied alpha can round a colour.
      pixels.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
    }
    const png = encodePng(pixels, width, height);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect(decodedPixels(png, width, height).equals(pixels)).toBe(true);
  });

  it('refuses pixels that do not fill the size, naming both', () => {
    expect(() => encodePng(new Uint8Array(10), 2, 2)).toThrow(
      'encodePng: 10 bytes of pixels for 2x2, which needs 16.',
    );
  });
});
