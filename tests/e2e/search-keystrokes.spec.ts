import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

const modalInput = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');

/** How a reader asks for search: the two shortcuts and the navbar button. */
const openers: Record<string, (page: Page) => Promise<void>> = {
  'Ctrl+K': (page) => page.keyboard.press('Control+k'),
  '/': (page) => page.keyboard.press('/'),
  'a click on the search button': (page) =>
    page.getByRole('button', { name: 'Search docs' }).click(),
};

// The modal's code is fetched on first use: a reader who types at once used to lose the first
// letters ("un server"). A slow CPU widens that window, as a busy phone or laptop does.
for (const [opener, open] of Object.entries(openers)) {
  for (const delay of [0, 50, 150]) {
    test(`after ${opener}, keys typed ${delay} ms later all reach the query (CPU 4x slower)`, async ({
      page,
    }) => {
      await page.goto('/toolhive/quickstart');
      await waitForHydration(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await open(page);
      // The delay is the scenario itself: how long after the shortcut the reader starts typing.
      if (delay > 0) await page.waitForTimeout(delay);
      await page.keyboard.type('run server');
      await expect(modalInput(page)).toHaveValue('run server', { timeout: 20_000 });
      await expect(modalInput(page)).toBeFocused();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  }
}
