import { defineConfig } from 'vitest/config';

/**
 * The docs MCP server's tests (tests/mcp): they drive `npm run docs-mcp`
 * with the MCP SDK's client over stdio and HTTP, so they need the production
 * build and run after it in `npm test`.
 */
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.cache/reports/mcp.json' },
  },
});
