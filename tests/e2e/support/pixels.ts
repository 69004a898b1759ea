import type { Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mean brightness (0 to 255) of the pixels in `box`, read from a screenshot of the page. */
export async function brightness(page: Page, box: Box): Promise<number> {
  const png = await page.screenshot({ clip: box });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    return sum / (data.length / 4);
  }, png.toString('base64'));
}

/**
 * How much darker or lighter than its middle a scroll box is at its left and
 * right edges: a shadow that says "more this way". Only the box's own
 * background is measured: `hideContent` is a selector for the box, whose
 * descendants lose their text, fills and borders while it runs.
 */
export async function edgeShadows(page: Page, hideContent: string, box: Box) {
  const style = await page.addStyleTag({
    content: `${hideContent} * { color: transparent !important; background: transparent !important;
      border-color: transparent !important; box-shadow: none !important; }`,
  });
  try {
    const strip = (x: number) => ({ x, y: box.y + box.height / 2 - 8, width: 6, height: 16 });
    const middle = await brightness(page, strip(box.x + box.width / 2));
    return {
      left: Math.abs((await brightness(page, strip(box.x + 1))) - middle),
      right: Math.abs((await brightness(page, strip(box.x + box.width - 7))) - middle),
    };
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}
