import { expect, test } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

// The page-actions menu's "Connect to your AI client" entry leads to the page
// for assistant users, at the deployed server's configurations; the overview
// links to the same page.
test('the menu entry opens the configurations for Claude Code and VS Code', async ({ page }) => {
  await page.goto('/toolhive/guides-cli/install');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Use with AI' }).click();
  const entry = page.getByRole('menuitem', { name: 'Connect to your AI client' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(
    /\/toolhive\/use-with-ai#connect-an-assistant-to-the-deployed-docs-server$/,
  );
  const heading = page.getByRole('heading', {
    name: 'Connect an assistant to the deployed docs server',
  });
  await expect(heading).toBeInViewport();
  const article = page.locator('.theme-doc-markdown');
  for (const text of [
    'claude mcp add --transport http toolhive-docs https://docs.stacklok.com/mcp',
    '"type": "http", "url": "https://docs.stacklok.com/mcp"',
    'npm run docs-mcp -- --http',
  ]) {
    await expect(article.locator('pre').filter({ hasText: text })).toBeVisible();
  }
});

test('the overview links to the page for assistant users', async ({ page }) => {
  await page.goto('/toolhive/');
  await page
    .locator('.theme-doc-markdown')
    .getByRole('link', { name: 'Use these docs with an AI assistant' })
    .click();
  await expect(page).toHaveURL(/\/toolhive\/use-with-ai$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Use these docs with an AI assistant',
  );
});
