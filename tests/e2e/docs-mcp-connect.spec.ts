import { expect, test } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';

test.beforeEach(async ({ page }) => blockThirdParties(page));

// The page-actions menu's "Connect to your AI client" entry leads to the
// overview's ready configurations of the docs MCP server.
test('the menu entry opens the configurations for Claude Code, Cursor and VS Code', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/install');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Use with AI' }).click();
  const entry = page.getByRole('menuitem', { name: 'Connect to your AI client' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/toolhive\/#read-these-docs-from-an-ai-assistant$/);
  const heading = page.getByRole('heading', { name: 'Read these docs from an AI assistant' });
  await expect(heading).toBeInViewport();

  const section = page.locator('.theme-doc-markdown');
  const tabs = section.getByRole('tablist').last();
  for (const [client, remote, local] of [
    [
      'Claude Code',
      'claude mcp add --transport http toolhive-docs https://docs.stacklok.com/mcp',
      'npm --prefix <path-to-clone> run --silent docs-mcp',
    ],
    ['Cursor', '"url": "https://docs.stacklok.com/mcp"', '"mcpServers"'],
    ['VS Code', '"type": "http"', '"type": "stdio"'],
  ] as const) {
    await tabs.getByRole('tab', { name: client }).click();
    const panel = section.getByRole('tabpanel').filter({ hasText: remote });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(local);
  }
});
