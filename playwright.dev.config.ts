import { defineConfig, devices } from '@playwright/test';
import { chromePath, chromiumArgs } from './scripts/chromium.mjs';

/** The dev server's port; set E2E_DEV_PORT to run beside another dev server. */
const port = Number(process.env.E2E_DEV_PORT ?? 3102);
const baseURL = `http://localhost:${port}`;

const chromiumLaunchOptions = { executablePath: chromePath, args: chromiumArgs };

/**
 * End-to-end tests of what only the dev server (`npm start`) does, such as
 * search over the docs' source. One worker: the tests edit a doc in turn.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.dev.spec.ts',
  // Apart from test-results/, which a run of the main suite empties when it starts.
  outputDir: '.cache/e2e-dev-results',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  // Pages compile on first visit and the index rebuilds after each edit.
  timeout: 240_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.cache/reports/e2e-dev.json' }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium-dev-server',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: `npx docusaurus start --port ${port} --no-open`,
    cwd: 'site',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    // The dev server takes 30 to 90 s to start on the 2-core CI machine.
    timeout: 240_000,
  },
});
