// Measures what must not be a timed test: a clean production build's
// duration and the Lighthouse mobile scores of the served build.
//   npm run bench                 both
//   npm run bench -- build [runs]  clean builds only (3 by default), their median and spread
//   npm run bench -- lighthouse    scores only (needs an existing build)
//   npm run bench -- scale N       the site grown N-fold in a temporary copy (bench-scale.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromePath, chromiumArgs } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const pages = ['/', '/toolhive/guides-cli/run-mcp-servers', '/toolhive/reference/api'];
const port = 3300;

/** One build as a fresh clone makes it: every output and cache `docusaurus clear` removes, and the docs MCP server's bundle. */
function cleanBuild() {
  for (const dir of [
    'site/build',
    'site/.docusaurus',
    'node_modules/.cache',
    'site/node_modules/.cache',
    'packages/docs-mcp/dist',
    // The twins' and cards' caches, which `docusaurus clear` keeps and a fresh clone has not.
    '.cache/docs-kit',
  ]) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  const started = process.hrtime.bigint();
  const before = childrenCpuSeconds();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error('The build failed; run `npm run build` to see why.');
  return { seconds, cpu: childrenCpuSeconds() - before };
}

/**
 * User and system CPU time of the finished child processes, from Linux's
 * /proc (cutime and cstime, in clock ticks of 1/100 s); NaN elsewhere.
 */
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Builds vary by a few seconds on a shared machine, so the median of several counts. */
function cleanBuilds(runs) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = cleanBuild();
    console.log(
      `Clean build ${run}/${runs}: ${result.seconds.toFixed(1)} s (CPU ${result.cpu.toFixed(1)} s, load ${loadavg()[0].toFixed(1)})`,
    );
    results.push(result);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `Clean production build, median of ${runs}: ${median(results.map((r) => r.seconds)).toFixed(1)} s (CPU ${median(results.map((r) => r.cpu)).toFixed(1)} s)`,
  );
}

async function lighthouseScores() {
  const server = spawn('node', ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows = [];
  try {
    for (const page of pages) {
      // Lighthouse's simulated CPU slowdown magnifies noise from other work on
      // the machine, so each page is measured three times and the median kept.
      const runs = [];
      for (let run = 0; run < 3; run += 1) {
        const { lhr: result } = await lighthouse(`http://localhost:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          // Third-party analytics cannot load without a network here; block them
          // so every run measures the same thing.
          blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
        });
        runs.push(result);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[1];
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            console.log(`${page} ${id}: ${audit.id}: ${audit.title}`);
          }
        }
      }
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        LCP: lhr.audits['largest-contentful-paint'].displayValue,
        TBT: lhr.audits['total-blocking-time'].displayValue,
        CLS: lhr.audits['cumulative-layout-shift'].displayValue,
      });
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  return rows;
}

if (only === 'scale') {
  const { scaleBench } = await import('./bench-scale.mjs');
  await scaleBench(root, Number(process.argv[3]));
} else {
  if (only !== 'lighthouse') cleanBuilds(Number(process.argv[3] ?? 3));
  if (only !== 'build') console.table(await lighthouseScores());
}
