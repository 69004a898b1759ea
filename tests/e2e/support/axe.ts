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
  return axeViolations(page, include);
}

/**
 * axe-core's WCAG 2.1 AA and best-practice violations on the page as it is now,
 * or only in `include` (a CSS selector).
 *
 * Legacy mode runs axe in one pass inside the page; the default mode hands
 * every node's partial result to a second page to support cross-origin
 * frames, which these pages do not have, and took four times as long on the
 * API reference (62.6 s against 14.6 s). Only violations are collected: the
 * passes of 12,000 elements are never read.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
