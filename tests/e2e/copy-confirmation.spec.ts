import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

/**
 * "Copy page as Markdown" says what it did in a live region under its button,
 * which covers the page rather than pushing it down, and goes after a few
 * seconds. The page has the longest title of the docs, which wraps.
 */
const longTitlePage = '/toolhive/tutorials/toolhive-operator';

/** Where the title and the first paragraph are now. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const title = top('article h1');
    const text = top('article .markdown > p');
    return { titleY: title.y, titleHeight: title.height, textY: text.y };
  });

for (const width of [390, 1280]) {
  test(`at ${width} px the copy confirmation is announced, moves nothing and goes away`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await blockThirdParties(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(longTitlePage);
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Use with AI' });
    // The live region is in the page before anything is said in it, so it is announced.
    const status = page.locator('article header').getByRole('status');
    await expect(status).toHaveCount(1);
    await expect(status).toHaveText('');
    const before = await layout(page);

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
    await expect(status).toHaveText('Copied the page as Markdown');
    await expect(status).toBeVisible();
    expect(await layout(page)).toEqual(before);
    // The note sits under the button, inside the page's width.
    const note = (await status.boundingBox())!;
    const button = (await trigger.boundingBox())!;
    expect(note.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(note.x).toBeGreaterThanOrEqual(0);
    expect(note.x + note.width).toBeLessThanOrEqual(width);

    await expect(status).toHaveText('', { timeout: 8_000 });
    expect((await status.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    expect(await layout(page)).toEqual(before);
  });
}
