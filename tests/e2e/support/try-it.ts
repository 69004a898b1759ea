import { expect, type Locator, type Page } from '@playwright/test';

/** How long a test waits for something the page must fetch and render on a loaded machine. */
export const consoleLoadTimeout = 30_000;

/** The section of one operation of the API reference: its heading's parent. */
export const operationSection = (page: Page, operationId: string): Locator =>
  page.locator('section.api-operation').filter({ has: page.locator(`[id="op-${operationId}"]`) });

/** Opens an operation's try-it panel and waits for its console to be mounted. */
export async function openTryIt(page: Page, operationId: string): Promise<Locator> {
  const panel = operationSection(page, operationId).locator('details.api-try');
  await panel.locator('summary').click();
  await expect(panel).toHaveAttribute('open', '');
  // Opening fetches the console's chunk and mounts it: on a loaded two-core machine with two
  // workers that took longer than the default 5 s, so wait as long as a page load may take.
  await expect(panel.locator('.api-console')).toBeVisible({ timeout: consoleLoadTimeout });
  return panel;
}
