// Measures what must not be a timed test: a clean production build's
// duration and the Lighthouse mobile scores of the served build.
//   npm run bench                 both
//   npm run bench -- build [runs]  clean builds only (3 by default), their median and spread
//   npm run bench -- lighthouse    scores only (needs an existing build)
//   npm run bench -- scale N       the site grown N-fold in a temporary copy (bench-scale.mjs)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseScores } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const pages = [
  '/',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/api',
  '/search?q=secrets',
];
const port = Number(process.env.BENCH_PORT ?? 3300);

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

if (only === 'scale') {
  const { scaleBench } = await import('./bench-scale.mjs');
  await scaleBench(root, Number(process.argv[3]));
} else {
  if (only !== 'lighthouse') cleanBuilds(Number(process.argv[3] ?? 3));
  if (only !== 'build') {
    console.table(
      await lighthouseScores({ root, buildDir: path.join(root, 'site/build'), pages, port }),
    );
  }
}
