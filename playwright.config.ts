import { defineConfig, devices } from '@playwright/test';
import { chromePath, chromiumArgs } from './scripts/chromium.mjs';

/**
 * The preview server's port; set E2E_PORT to run beside another preview. Not
 * 3000: a reader's own preview runs there, and the API sandbox trusts it by default.
 */
const port = Number(process.env.E2E_PORT ?? 3010);
const baseURL = `http://localhost:${port}`;

const chromiumLaunchOptions = { executablePath: chromePath, args: chromiumArgs };

/**
 * End-to-end tests run against the production build served by
 * `npm run serve`, with the same headers as the deployed site.
 */
export default defineConfig({
  testDir: './tests/e2e',
  // *.dev.spec.ts run against `npm start`: see playwright.dev.config.ts.
  testIgnore: '**/*.dev.spec.ts',
  globalSetup: './tests/e2e/support/test-pages-check.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI, where a 2-core machine runs three workers: a test that passes only on its
  // retry is reported as flaky (scripts/ci-summary.mjs names it), and one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  // Axe on the longest guides takes 26 s and the API reference tests up to 21 s on the 2-core CI
  // machine with two workers: 30 s left too little room.
  timeout: 60_000,
  // Search hits wait on the index and the engine's worker, which took over 5 s, Playwright's
  // default, with three workers on a loaded 2-core machine.
  expect: { timeout: 10_000 },
  // The tests spend most of their time waiting (page loads, hydration, the server, timers): on the
  // 2-core CI machine the suite used under half the CPU with two workers. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.cache/reports/e2e.json' }]]
    : 'list',
  use: {
    baseURL,
    // Recording a trace of every test (kept only on failure) cost 30% of the suite's time on
    // the 2-core CI machine (144 s against 100 s for the routes and API reference axe tests):
    // a failure keeps a screenshot, and `npx playwright test <file> --trace on` records one.
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
