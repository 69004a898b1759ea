import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { blockThirdParties, watchCspViolations, waitForHydration } from './support/browser';
import { sampleDocPage } from './support/routes';
import { routeTryItServer, tryItServerUrl } from './support/try-it-server';

test('pages carry the headers of vercel.json', async ({ request }) => {
  const deployConfig = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const response = await request.get('/');
  const headers = response.headers();
  for (const { key, value } of deployConfig.headers[0]!.headers) {
    expect(headers[key.toLowerCase()], key).toBe(value);
  }
  const csp = headers['content-security-policy']!;
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
});

test('assets carry Cross-Origin-Resource-Policy too', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const response = await request.get(script!);
  expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
});

// COOP and CORP must not stop the site's own pages from loading what they use.
for (const path of ['/', sampleDocPage, '/toolhive/reference/api', '/search']) {
  test(`every same-origin resource of ${path} loads under COOP and CORP`, async ({
    page,
    baseURL,
  }) => {
    await blockThirdParties(page);
    const problems: string[] = [];
    const origin = new URL(baseURL!).origin;
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) {
        problems.push(`${request.url()}: ${request.failure()?.errorText}`);
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) {
        problems.push(`${response.url()}: ${response.status()}`);
      }
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Cross-Origin|CORP|COOP/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('hashed assets are cached for a year as immutable', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const response = await request.get(script!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('unknown paths answer 404', async ({ request }) => {
  expect((await request.get('/no/such/page')).status()).toBe(404);
  expect((await request.get('/assets/js/missing.js')).status()).toBe(404);
});

for (const path of ['/', sampleDocPage, '/theme-preview', '/no-such-page', '/search']) {
  test(`no Content-Security-Policy violation on ${path}`, async ({ page }) => {
    await blockThirdParties(page);
    const violations = await watchCspViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('scripts run from the Google tag’s exact path, never from the rest of its host', async ({
  page,
}) => {
  await blockThirdParties(page);
  const violations = await watchCspViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  // The site's own tag was requested (and aborted by the test, not refused by the policy).
  await expect
    .poll(() =>
      requested.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=')),
    )
    .toBe(true);
  // Markup injected into the page cannot load a Tag Manager container from the same host.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST000';
    document.head.append(script);
  });
  // The page's own reports: "Content Security Policy violation: <directive> <blocked URL>".
  const refused = () =>
    violations.filter((line) => line.startsWith('Content Security Policy violation'));
  await expect
    .poll(refused)
    .toEqual([
      'Content Security Policy violation: script-src-elem https://www.googletagmanager.com/gtm.js?id=GTM-TEST000',
    ]);
});

test('pages reach this machine on the try-it port only', async ({ page }) => {
  await blockThirdParties(page);
  await routeTryItServer(page, () => [204, {}, '']);
  await page.route('http://localhost:8080/**', (route) =>
    route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  const violations = await watchCspViolations(page);
  await page.goto('/');
  const targets = [
    `${tryItServerUrl}/health`,
    'http://localhost:8080/health',
    'http://127.0.0.1:8081/health',
    'http://localhost:8081/',
    'http://127.0.0.1:9/',
  ];
  const outcomes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url).then(
            (response) => `${url} ${response.status}`,
            () => `${url} failed`,
          ),
        ),
      ),
    targets,
  );
  expect(outcomes).toEqual([
    `${tryItServerUrl}/health 204`,
    'http://localhost:8080/health 204',
    'http://127.0.0.1:8081/health failed',
    'http://localhost:8081/ failed',
    'http://127.0.0.1:9/ failed',
  ]);
  // The browser reports each violation on its own schedule: wait for all three.
  const refused = () =>
    violations.filter((line) => line.startsWith('Content Security Policy violation')).sort();
  await expect
    .poll(refused)
    .toEqual(
      [
        'Content Security Policy violation: connect-src http://127.0.0.1:8081/health',
        'Content Security Policy violation: connect-src http://localhost:8081/',
        'Content Security Policy violation: connect-src http://127.0.0.1:9/',
      ].sort(),
    );
});
