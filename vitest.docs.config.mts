import { defineConfig } from 'vitest/config';

/**
 * The docs checks (tests/docs): every thv command, HTTP example, manifest and
 * configuration in the docs' code blocks, checked against ToolHive v0.0.48's
 * facts, and the API server guide's curl examples run against the API sandbox.
 * They need no build: `npm run test:docs`.
 */
export default defineConfig({
  test: {
    include: ['tests/docs/**/*.test.ts'],
    environment: 'node',
    // One worker that keeps its modules between files: the parsers, the docs pages, the
    // OpenAPI file and the CRD schema are loaded once, not once per test file.
    isolate: false,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.cache/reports/docs.json' },
  },
});
