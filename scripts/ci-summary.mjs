// Adds up the unit and end-to-end test reports into the one line CI reads:
// "N passed, M failed". A failing step that produced no report (lint, type
// check, build) counts as one failure, so a red run never reads as green.
import { readFileSync } from 'node:fs';

const exitStatus = Number(process.argv[2] ?? 0);

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;

// The Vitest projects of vitest.config.mts: unit, integration, the docs checks, the root
// scripts, and the docs MCP server against the build.
for (const report of [
  '.cache/reports/unit.json',
  '.cache/reports/integration.json',
  '.cache/reports/docs.json',
  '.cache/reports/scripts.json',
  '.cache/reports/mcp.json',
]) {
  const vitest = readJson(report);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
}

// The production-build suite, the dev-server suite (playwright.dev.config.ts) and the search
// tests again against a build whose index is in fragments (playwright.fragments.config.ts).
// A test that passed only on its retry counts as passed and is named, so a flake stays visible.
const flakyTitles = (suite, prefix = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.some((run) => run.status === 'flaky')
      ? [[...prefix, spec.title].filter(Boolean).join(' › ')]
      : [],
  ),
  ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, [...prefix, child.title])),
];
for (const report of [
  '.cache/reports/e2e.json',
  '.cache/reports/e2e-dev.json',
  '.cache/reports/e2e-fragments.json',
]) {
  const e2e = readJson(report);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    for (const title of e2e.suites.flatMap((suite) => flakyTitles(suite, [suite.title]))) {
      console.log(`flaky (passed on retry): ${title}`);
    }
  }
}

if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
