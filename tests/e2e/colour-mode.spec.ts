import { expect, test } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

const theme = (page: import('@playwright/test').Page) =>
  page.locator('html').getAttribute('data-theme');

test('a first visit follows the system preference, dark or light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await theme(page)).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await theme(page)).toBe('light');
});

test('the mode follows a change of the system preference while on "system"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the switch cycles light, dark and system and records each under "theme"', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /switch between dark and light mode/i });
  const seen: Array<[string | null, string | null]> = [];
  for (let i = 0; i < 3; i += 1) {
    await toggle.click();
    seen.push([await theme(page), await page.evaluate(() => localStorage.getItem('theme'))]);
  }
  expect(seen).toEqual([
    ['light', 'light'],
    ['dark', 'dark'],
    // Docusaurus 3.8.1 records "system" by removing the key rather than storing the word.
    ['dark', null],
  ]);
});

test('the switch stores the choice under "theme" and it survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  expect(await theme(page)).toBe('light');
});

test('a choice made in one tab reaches the other tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await blockThirdParties(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/toolhive/quickstart');
    await waitForHydration(page);
  }
  expect(await theme(second)).toBe('dark');
  await first.getByRole('button', { name: /switch between dark and light mode/i }).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await second.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});
