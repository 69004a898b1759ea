import { defineConfig } from '@playwright/test';
import productionConfig from './playwright.config';

/** The port of the preview of the build whose index is in fragments; E2E_FRAGMENTS_PORT sets it. */
const port = Number(process.env.E2E_FRAGMENTS_PORT ?? 3011);
const baseURL = `http://localhost:${port}`;

/**
 * The search end-to-end tests again, against a build whose index is in fragments
 * (`SEARCH_WHOLE_INDEX_BUDGET=0 npm run build:fragments`): what a reader gets once the site's index
 * grows past its size budget, which the docs here are still below.
 */
export default defineConfig({
  ...productionConfig,
  testIgnore: '**/*.dev.spec.ts',
  testMatch: '**/search*.spec.ts',
  outputDir: '.cache/e2e-fragments-results',
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.cache/reports/e2e-fragments.json' }]]
    : 'list',
  use: { ...productionConfig.use, baseURL },
  projects: productionConfig.projects?.map((project) => ({
    ...project,
    name: `${project.name}-index-in-fragments`,
  })),
  webServer: {
    command: 'node scripts/serve.mjs --dir build-fragments',
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
