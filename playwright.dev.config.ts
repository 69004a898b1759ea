import { defineConfig } from '@playwright/test';
import productionConfig from './playwright.config';

/** The dev server's port; set E2E_DEV_PORT to run beside another dev server. */
const port = Number(process.env.E2E_DEV_PORT ?? 3102);
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests of what only the dev server (`npm start`) does, such as
 * search over the docs' source. The browser set-up is the production suite's;
 * one worker, as the tests edit a doc in turn.
 */
export default defineConfig({
  ...productionConfig,
  testIgnore: undefined,
  testMatch: '**/*.dev.spec.ts',
  // Apart from test-results/, which a run of the main suite empties when it starts.
  outputDir: '.cache/e2e-dev-results',
  fullyParallel: false,
  workers: 1,
  // Pages compile on first visit and the index rebuilds after each edit.
  timeout: 240_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.cache/reports/e2e-dev.json' }]]
    : 'list',
  use: { ...productionConfig.use, baseURL },
  projects: productionConfig.projects?.map((project) => ({
    ...project,
    name: `${project.name}-dev-server`,
  })),
  webServer: {
    command: `npx docusaurus start --port ${port} --no-open`,
    cwd: 'site',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    // The dev server takes 30 to 90 s to start on the 2-core CI machine.
    timeout: 240_000,
  },
});
