// Captures pages of the served build in both colour modes at desktop and
// phone widths, for reviewing the design by eye:
//   TEST_PAGES=1 npm run build && npm run serve & node scripts/screenshots.mjs [outDir] [path ...]
// (/theme-preview is in a production build only with TEST_PAGES=1)
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromePath, chromiumArgs } from './chromium.mjs';

const [outDir = '.cache/screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : ['/', '/toolhive/quickstart', '/theme-preview', '/no-such-page'];
const base = process.env.BASE_URL ?? 'http://localhost:3000';

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
for (const theme of ['dark', 'light']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const pagePath of pages) {
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      const name = `${pagePath.replace(/\W+/g, '_') || 'home'}-${theme}-${width}.png`;
      await page.screenshot({
        path: path.join(outDir, name),
        fullPage: process.env.FULL_PAGE === '1',
      });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots written to ${outDir}`);
