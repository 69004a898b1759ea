import type { Page } from '@playwright/test';

/** Hosts outside the site; tests block them so results never depend on the network. */
export const thirdPartyHosts = /^https?:\/\/(?!localhost|127\.0\.0\.1)/;

export async function blockThirdParties(page: Page): Promise<void> {
  await page.route(thirdPartyHosts, (route) => route.abort('blockedbyclient'));
}

/** Collects Content-Security-Policy violations reported by the page. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/**
 * Collects React's reports of server HTML that the first client render did
 * not match (minified errors #418 to #425), which make React re-render the
 * page from scratch.
 */
export function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      /onRecoverableError|React error #4(1[89]|2[0-5])\b/.test(text)
    ) {
      errors.push(`${page.url()}: ${text}`);
    }
  });
  return errors;
}

/**
 * Waits until React has hydrated the server-rendered page. The server HTML
 * already carries data-has-hydrated="false", so only "true" means hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
}

/** Changes the route through the site's own router, as a click on a link would. */
export async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
