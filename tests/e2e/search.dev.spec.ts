import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

// Runs against `npm start` (playwright.dev.config.ts), where there is no
// built HTML to index: the dev server builds the index from the docs' source.

/** A draft: the dev server shows it, production builds leave it out. Git ignores it. */
const probeFile = path.resolve(__dirname, '../../site/docs/toolhive/e2e-dev-search-probe.mdx');

const probePage = (word: string) => `---
title: Dev search probe
description: A page the dev-server search test writes, edits and removes.
sidebar_position: 99
draft: true
---

# Dev search probe

This paragraph carries the word ${word} for the dev-server search test.
`;

const modalInput = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');

/**
 * Loads a page afresh, so the index is fetched again, and searches from the
 * modal. Bounded in time: a hot update that lands during the click can swallow
 * it, and the caller then tries again with a fresh page.
 */
async function searchFreshPage(page: Page, query: string) {
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search docs' }).first().click();
  await modalInput(page).fill(query, { timeout: 10_000 });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => rm(probeFile, { force: true }));
test.afterAll(() => rm(probeFile, { force: true }));
test.beforeEach(({ page }) => blockThirdParties(page));

test('search works on the dev server and leads to the page', async ({ page }) => {
  await searchFreshPage(page, 'secrets');
  const firstHit = page.locator('.DocSearch-Hit').first();
  await expect(firstHit).toContainText(/secret/i, { timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/toolhive\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/secret/i);
});

test('an edited page is found after a reload', async ({ page }) => {
  const hitFor = (word: string) => page.locator('.DocSearch-Hit', { hasText: word });

  await writeFile(probeFile, probePage('zephyrquill'));
  // The dev server notices the new file, reloads the docs and rebuilds the index.
  await expect(async () => {
    await searchFreshPage(page, 'zephyrquill');
    await expect(hitFor('zephyrquill').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });

  await writeFile(probeFile, probePage('marblewick'));
  await expect(async () => {
    await searchFreshPage(page, 'marblewick');
    await expect(hitFor('marblewick').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await modalInput(page).fill('zephyrquill');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zephyrquill');

  await modalInput(page).fill('marblewick');
  await hitFor('marblewick').first().click();
  await expect(page).toHaveURL(/\/toolhive\/e2e-dev-search-probe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev search probe');
});
