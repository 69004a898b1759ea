import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'site/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'site/build/**'],
    environment: 'node',
    benchmark: { include: ['packages/**/*.bench.ts'] },
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.cache/reports/unit.json' },
  },
});
