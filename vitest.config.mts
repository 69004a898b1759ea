import { defineConfig } from 'vitest/config';

/**
 * Every Vitest suite, one project per kind, each run by its own script
 * (README, "Set up and test"):
 *
 * - unit: functions and modules in process, beside their source in each
 *   package, and the site's data and pages (`npm run test:unit`);
 * - integration: servers in their own processes over real HTTP, the API
 *   sandbox and `npm run serve` (`npm run test:integration`);
 * - docs: every command, HTTP example, manifest and configuration in the
 *   docs' code blocks, against ToolHive v0.0.48's facts and the API sandbox
 *   (`npm run test:docs`);
 * - scripts: the root npm scripts as a reader runs them, on a one-page
 *   fixture site (`npm run test:scripts`);
 * - mcp: the docs MCP server against the production build, so after
 *   `npm run build` (`npm run test:mcp`).
 */
export default defineConfig({
  // The site's tsconfig keeps JSX for Docusaurus to compile; tests of React components compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    exclude: ['**/node_modules/**', 'site/build/**', 'site/build-fragments/**', '**/.docusaurus/**'],
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Projects with their own worker counts run as separate groups, in this order, when
          // one `npx vitest run <paths>` spans several of them.
          sequence: { groupOrder: 0 },
          // Vitest's default on a 2-core machine is one worker: the unit files spend most of
          // their time importing modules, which a second worker overlaps.
          maxWorkers: 2,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/bench/**/*.test.ts',
            'site/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          benchmark: { include: ['packages/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          // These files mostly wait on the servers they start: three at once keep both cores busy.
          maxWorkers: 3,
          include: ['packages/*/test/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'docs',
          sequence: { groupOrder: 2 },
          include: ['tests/docs/**/*.test.ts'],
          // One worker that keeps its modules between files: the parsers, the docs pages, the
          // OpenAPI file and the CRD schema are loaded once, not once per test file.
          isolate: false,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          sequence: { groupOrder: 3 },
          include: ['tests/scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'mcp',
          sequence: { groupOrder: 4 },
          include: ['tests/mcp/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
