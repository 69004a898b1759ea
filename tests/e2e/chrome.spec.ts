import { expect, test } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './support/browser';
import { sampleDocPage } from './support/routes';

test.beforeEach(async ({ page }) => blockThirdParties(page));

test('the navbar has the logo, the docs sidebar and named icon links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/toolhive/quickstart');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.locator('a.navbar__brand')).toHaveAttribute('href', '/');
  await expect(navbar.getByRole('img', { name: 'ToolHive home' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'ToolHive docs' })).toBeVisible();
  for (const [name, host] of [
    ['ToolHive on GitHub', 'github.com'],
    ['Stacklok community on Discord', 'discord.gg'],
    ['Stacklok on YouTube', 'youtube.com'],
  ]) {
    const link = navbar.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(host));
  }
});

test('the footer has the logo, five social links and the 2025 copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'ToolHive home' })).toHaveAttribute('href', '/');
  const social = footer.getByRole('list', { name: 'ToolHive elsewhere' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const name of ['GitHub', 'Discord', 'YouTube', 'LinkedIn', 'on X']) {
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(footer).toContainText('Copyright © 2025');
});

test('icons are self-hosted SVG files', async ({ page }) => {
  const fontOrCdn: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.resourceType() === 'font' || !url.startsWith('http://localhost')) {
      if (!/googletagmanager|_vercel/.test(url)) fontOrCdn.push(url);
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const icon = await page.request.get('/img/icons/github.svg');
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(fontOrCdn).toEqual([]);
});

test('the announcement bar can be dismissed and stays dismissed', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({ hasText: 'v0.0.48' });
  await expect(bar).toBeVisible();
  await waitForHydration(page);
  await bar.getByRole('button', { name: /close/i }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText('These docs describe ToolHive v0.0.48')).toBeHidden();
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto(sampleDocPage);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to main content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and then drops its temporary tabindex, so the
  // focus itself does not stay there; the next Tab must land in the content,
  // past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main, article'))).toBe(true);
});

test('the layout switches at 996 px and the mobile sidebar closes on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await page.goto(sampleDocPage);
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /toggle navigation bar/i });
  await expect(toggle).toBeVisible();
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
  await toggle.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);

  await page.setViewportSize({ width: 997, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
});
