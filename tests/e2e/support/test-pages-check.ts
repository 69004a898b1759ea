import type { FullConfig } from '@playwright/test';

/**
 * The suite needs the test-only pages (/e2e/*, /theme-preview), which a production build has only
 * with TEST_PAGES=1: stop at once with the fix rather than fail a dozen tests with a 404.
 */
export default async function checkTestPages(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const response = await fetch(new URL('/e2e/crash', baseURL));
  if (response.status === 404) {
    throw new Error(
      `${baseURL} serves a build without the test pages (/e2e/*, /theme-preview): ` +
        'build it with `TEST_PAGES=1 npm run build`, as `npm test` does.',
    );
  }
}
