import { expect, test } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

test('a crashing page shows "This page crashed" with the error and Try again', async ({ page }) => {
  await page.goto('/e2e/crash');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Crash this page' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Crash requested by the end-to-end test page')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
});
