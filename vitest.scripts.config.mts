import { defineConfig } from 'vitest/config';

// The root npm scripts run as a reader runs them: a production build and a dev server start take
// a minute or two, so these tests run apart from the unit tests (`npm run test:scripts`).
export default defineConfig({
  test: {
    include: ['tests/scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 30_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.cache/reports/scripts.json' },
  },
});
