import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig keeps JSX for Docusaurus to compile; tests of React components compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['packages/**/*.test.ts', 'site/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'site/build/**'],
    environment: 'node',
    benchmark: { include: ['packages/**/*.bench.ts'] },
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.cache/reports/unit.json' },
  },
});
