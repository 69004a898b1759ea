import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { blockThirdParties, waitForHydration } from './browser';

export interface AxeScope {
  /** Brings the page into the state under test after it has hydrated. */
  prepare?: (page: Page) => Promise<void>;
  /** Checks only this part of the page (a CSS selector); the whole page when absent. */
  include?: string;
}

/** Opens `path` in the given colour mode and lists axe-core's WCAG 2.1 AA and best-practice violations. */
export async function axeViolationsOn(
  page: Page,
  path: string,
  colorScheme: 'light' | 'dark',
  { prepare, include }: AxeScope = {},
): Promise<string[]> {
  await blockThirdParties(page);
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  await prepare?.(page);
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
