// Lighthouse's scores of a served build, for the benchmarks (never a test).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromePath, chromiumArgs } from './chromium.mjs';

/**
 * Lighthouse's mobile scores of pages of a build, served as `npm run serve`
 * serves it: each page measured three times, in turns, and the median run
 * kept, with the machine's load average over the runs.
 */
export async function lighthouseScores({ root, buildDir, pages, port }) {
  const server = spawn('node', ['scripts/serve.mjs', '--dir', buildDir, '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows = [];
  try {
    // Lighthouse's simulated CPU slowdown magnifies noise from other work on
    // the machine, so each page is measured three times and the median kept,
    // the pages taking turns so that a busy spell weighs on all of them alike.
    const runs = new Map(pages.map((page) => [page, []]));
    const loads = [];
    for (let run = 0; run < 3; run += 1) {
      for (const page of pages) {
        loads.push(loadavg()[0]);
        const { lhr: result } = await lighthouse(`http://localhost:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          // Third-party analytics cannot load without a network here; block them
          // so every run measures the same thing.
          blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
        });
        runs.get(page).push(result);
      }
    }
    const load = `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`;
    for (const page of pages) {
      const pageRuns = runs.get(page);
      pageRuns.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = pageRuns[1];
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
        runs: pageRuns.map((run) => Math.round(run.categories.performance.score * 100)).join(' '),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        LCP: lhr.audits['largest-contentful-paint'].displayValue,
        TBT: lhr.audits['total-blocking-time'].displayValue,
        CLS: lhr.audits['cumulative-layout-shift'].displayValue,
        load,
      });
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  return rows;
}
