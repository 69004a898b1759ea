// `npm run bench -- scale N`: the site grown N-fold in a temporary copy, built
// clean, and what that costs the build, the readers and the agents; then built
// again after `docusaurus clear`, with the twins and cards from the content caches.
//
// The copy lives in the system's temporary folder and is removed afterwards
// (set SCALE_KEEP=1 to keep it). Its node_modules are links to this checkout's.
// SCALE_SOURCE=<folder> copies the site from another checkout of the same
// dependencies instead (such as `git archive <commit>` unpacked), to compare.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import createJiti from 'jiti';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs } from './chromium.mjs';
import { lighthouseScores } from './lighthouse.mjs';

const brotli = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Made-up words, one per copy, so each copy adds titles, headings and words of its own. */
function copyWord(copy) {
  const first = ['bar', 'cel', 'dov', 'fen', 'gal', 'hux', 'jor', 'kem', 'lun', 'mar', 'nox'];
  const second = ['ado', 'ber', 'cit', 'dun', 'elk', 'fy', 'gar', 'hol', 'ish', 'jum', 'kor'];
  return `${first[copy % first.length]}${second[Math.floor(copy / first.length) % second.length]}${copy}`;
}

/** The hand-written docs pages under `docs/toolhive` that a copy repeats (not the API reference). */
function pagesToCopy(docsDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const relative = path.relative(docsDir, file);
      if (entry.isDirectory()) {
        if (relative !== path.join('reference', 'cli')) walk(file);
      } else if (/\.mdx?$/.test(entry.name) && relative !== path.join('reference', 'api.mdx')) {
        if (!entry.name.startsWith('e2e-')) pages.push(relative);
      }
    }
  };
  walk(docsDir);
  return pages.sort();
}

/**
 * A page's copy: the word in its title and every heading, and in one prose
 * line in three, so the copy's records, words and card differ from the
 * original's. Code blocks, imports and JSX stay as they are; a slug goes, as
 * the copy lives at its own path, and so does a keyword's heading anchor.
 */
function varyPage(source, word) {
  const lines = source.split('\n');
  let inFrontMatter = lines[0] === '---';
  let fence = null;
  let prose = 0;
  return lines
    .map((line, index) => {
      if (inFrontMatter) {
        if (index > 0 && line === '---') inFrontMatter = false;
        else if (/^slug:/.test(line)) return null;
        else if (/^(title|sidebar_label):/.test(line)) return `${line.replace(/\s*$/, '')} ${word}`;
        // A keyword's heading gets the word too, so its id changes: the copy gives it to the page.
        else if (/^\s+- .*#[\w-]+["']?\s*$/.test(line))
          return line.replace(/#[\w-]+(["']?)\s*$/, '$1');
        return line;
      }
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      if (/^#{1,6} /.test(line)) return line.replace(/(\s*\{#[^}]+\})?\s*$/, ` ${word}$1`);
      if (/^[A-Za-z]/.test(line) && !/^(import|export) /.test(line)) {
        prose += 1;
        if (prose % 3 === 0) return line.replace(/ the /, ` the ${word} `);
      }
      return line;
    })
    .filter((line) => line !== null)
    .join('\n');
}

/**
 * The site copied with its docs pages repeated until there are N times as
 * many, in a Git repository of one commit (the build dates pages from Git).
 */
export function growSite(root, times, source = root) {
  const dir = mkdtempSync(path.join(tmpdir(), `docs-scale-${times}x-`));
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', '.cache', 'test-results']);
  cpSync(source, dir, {
    recursive: true,
    filter: (source) => !skip.has(path.basename(source)) && !source.includes('/tests/'),
  });
  // Installed modules are linked one by one, so the copy keeps caches (node_modules/.cache) of
  // its own and its workspace packages are its own copies, not this checkout's files.
  const linkModules = (modules) => {
    const from = path.join(root, modules);
    if (!existsSync(from)) return;
    mkdirSync(path.join(dir, modules), { recursive: true });
    for (const entry of readdirSync(from)) {
      if (entry === '.cache' || entry === '@docs-kit') continue;
      symlinkSync(path.join(from, entry), path.join(dir, modules, entry));
    }
  };
  linkModules('node_modules');
  mkdirSync(path.join(dir, 'node_modules/@docs-kit'));
  for (const name of readdirSync(path.join(dir, 'packages'))) {
    symlinkSync(`../../packages/${name}`, path.join(dir, 'node_modules/@docs-kit', name));
    linkModules(`packages/${name}/node_modules`);
  }
  linkModules('site/node_modules');
  const docsDir = path.join(dir, 'site/docs/toolhive');
  rmSync(path.join(docsDir, 'reference/cli'), { recursive: true, force: true });
  const originals = pagesToCopy(docsDir);
  // The site's docs pages: the hand-written ones, the API reference and one per thv command.
  const commandPages = readFileSync(path.join(root, 'site/src/data/thv-cli-pages.ts'), 'utf8')
    .split('export const thvCliPageIds')[1]
    .match(/'thv[^']*'/g).length;
  const basePages = originals.length + 1 + commandPages;
  const wanted = (times - 1) * basePages;
  let added = 0;
  for (let copy = 1; added < wanted; copy += 1) {
    const word = copyWord(copy);
    const copyDir = path.join(docsDir, word);
    mkdirSync(copyDir);
    writeFileSync(
      path.join(copyDir, '_category_.json'),
      JSON.stringify({ label: `Edition ${word}`, position: 100 + copy }),
    );
    for (const page of originals) {
      if (added >= wanted) break;
      const target = path.join(copyDir, page);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, varyPage(readFileSync(path.join(docsDir, page), 'utf8'), word));
      added += 1;
    }
    // The categories of the folders this copy has, linked to their index page where it has one
    // (the last copy may stop part-way through the pages).
    for (const category of readdirSync(docsDir, { recursive: true })) {
      if (!category.endsWith('_category_.json') || category === '_category_.json') continue;
      if (category.split(path.sep).some((part) => /\d$/.test(part))) continue;
      const target = path.join(copyDir, category);
      if (!existsSync(path.dirname(target))) continue;
      const json = JSON.parse(readFileSync(path.join(docsDir, category), 'utf8'));
      json.label = `${json.label} ${word}`;
      if (json.link?.type === 'doc') {
        const id = json.link.id.replace(/^toolhive\//, '');
        if (existsSync(path.join(copyDir, `${id}.mdx`))) json.link.id = `toolhive/${word}/${id}`;
        else delete json.link;
      }
      writeFileSync(target, JSON.stringify(json));
    }
  }
  // The copies' relative links to pages they do not repeat (the command pages) do not resolve.
  const configFile = path.join(dir, 'site/docusaurus.config.ts');
  writeFileSync(
    configFile,
    readFileSync(configFile, 'utf8')
      .replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'ignore'")
      .replace("onBrokenMarkdownLinks: 'warn'", "onBrokenMarkdownLinks: 'ignore'")
      .replace("onBrokenAnchors: 'warn'", "onBrokenAnchors: 'ignore'"),
  );
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'scale copy');
  return { dir, docsPages: basePages + added };
}

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeRss(pid) {
  let total = 0;
  try {
    total = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) total += treeRss(Number(child));
    }
  } catch {
    // The process ended meanwhile.
  }
  return pid === undefined ? 0 : total;
}

function childrenCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** A clean build of the copy, its wall and CPU time, peak memory and every plugin's own log line. */
async function buildCopy(dir) {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid) * 1024)), 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  log = stripVTControlCharacters(log);
  const logFile = path.join(tmpdir(), `${path.basename(dir)}-build.log`);
  writeFileSync(logFile, log);
  console.log(`Build log: ${logFile}`);
  if (code !== 0) {
    process.stderr.write(log.slice(-4000));
    throw new Error(`The scaled build in ${dir} failed (exit ${code}).`);
  }
  const line = (pattern) => pattern.exec(log)?.[1];
  const ms = (pattern) => (line(pattern) === undefined ? undefined : Number(line(pattern)));
  // Docusaurus' perf log gives a phase in ms, or in seconds once it is long.
  const phase = (pattern) => {
    const match = pattern.exec(log);
    return match ? Number(match[1]) * (match[2] === 'seconds' ? 1000 : 1) : undefined;
  };
  return {
    seconds,
    cpu: childrenCpuSeconds() - cpuBefore,
    peak,
    plugins: {
      twins: ms(/agent-docs: .* in (\d+) ms/),
      twinsLine: line(/agent-docs: \d+ Markdown twins \(([^)]*)\)/),
      cards: ms(/social-cards: .*; ([\d.]+) s after the build/) * 1000,
      cardsLine: line(/social-cards: (.*);/),
      search: ms(/search: \d+ records from \d+ pages in (\d+) ms/),
      dates: ms(/page-dates: .* in (\d+) ms/),
      docsMcp: ms(/docs-mcp: .* in (\d+) ms/),
      docsPages: ms(/docs-mcp: \S+ with (\d+) pages/),
      bundling: phase(/Bundling with \S+ - ([\d.]+) (ms|seconds)/),
      ssg: phase(/> SSG - ([\d.]+) (ms|seconds)/),
      postBuild: phase(/postBuild\(\) - ([\d.]+) (ms|seconds)/),
    },
  };
}

/** `docusaurus clear` in the copy, then the same build again: what the content caches save. */
async function rebuildAfterClear(dir) {
  const clear = spawnSync('npx', ['docusaurus', 'clear'], { cwd: path.join(dir, 'site') });
  if (clear.status !== 0) throw new Error(`docusaurus clear failed: ${clear.stderr}`);
  return buildCopy(dir);
}

/**
 * The search a reader's browser runs, over the build's index as the browser
 * gets it: one file fetched on the first query (then nothing more), or, for
 * an index in fragments, the manifest and then the fragments each query
 * fetches, through the reader and the engine of the browser's engine host,
 * which holds the pages the reader holds. Downloads are brotli bytes, over
 * the first ten queries; the p95s are of the engine's search once the
 * query's fragments are in, and of that search with the update of the pages
 * held before it, over every query, three rounds.
 */
async function searchFigures(root, buildDir, queries) {
  const load = createJiti(import.meta.url, { interopDefault: true });
  const { LocalSearchEngine } = load(
    path.join(root, 'packages/search/src/backends/engine/index.ts'),
  );
  const indexText = readFileSync(path.join(buildDir, 'search-index.json'));
  const file = JSON.parse(indexText.toString('utf8'));
  const options = {
    synonyms: file.synonyms,
    fillerWords: file.fillerWords,
    pageKinds: file.pageKinds,
  };
  const ask = (engine, query) =>
    engine.search({ query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
  const timings = [];
  if (file.version !== 2) {
    const built = performance.now();
    const engine = new LocalSearchEngine(file.records, options);
    const buildMs = performance.now() - built;
    for (let round = 0; round < 3; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        ask(engine, query);
        timings.push(performance.now() - started);
      }
    }
    return {
      downloads: { first: brotli(indexText), later: queries.slice(1, 10).map(() => 0) },
      engine: { records: file.records.length, buildMs, p95: percentile(timings, 95) },
    };
  }
  const { FragmentReader } = load(path.join(root, 'packages/search/src/backends/fragments.ts'));
  let fetched = 0;
  // Bytes are counted over the first ten queries only: compressing every fetch took minutes.
  let counting = true;
  const reader = new FragmentReader(file, '/search-index.json', async (url) => {
    const body = readFileSync(path.join(buildDir, url));
    if (counting) fetched += brotli(body);
    return JSON.parse(body.toString('utf8'));
  });
  const downloads = [];
  // As the engine host does: one engine, holding the pages the reader holds.
  const engine = new LocalSearchEngine([], { ...options, siteVocabulary: reader.vocabulary });
  const updates = [];
  const answers = [];
  let held = 0;
  for (let round = 0; round < 3; round += 1) {
    for (const [i, query] of queries.entries()) {
      counting = round === 0 && i < 10;
      fetched = round === 0 && i === 0 ? brotli(indexText) : 0;
      await reader.load(query);
      const updated = performance.now();
      const changed = engine.hold(reader.pages());
      const update = performance.now() - updated;
      if (changed) updates.push(update);
      held = Math.max(held, engine.kept.records);
      if (counting) downloads.push(fetched);
      const started = performance.now();
      ask(engine, query);
      const searched = performance.now() - started;
      timings.push(searched);
      answers.push(update + searched);
    }
  }
  return {
    downloads: { first: downloads[0], later: downloads.slice(1) },
    engine: {
      records: `${file.pages} pages in fragments, at most ${held} records held`,
      buildMs: percentile(updates, 50),
      buildNote: `pages held changed ${updates.length} times, each page read once: median ${percentile(updates, 50).toFixed(0)} ms, p95 ${percentile(updates, 95).toFixed(0)} ms`,
      p95: percentile(timings, 95),
      answerP95: percentile(answers, 95),
    },
  };
}

/** The docs MCP server's own bench over the copy's build, read back from its output. */
function docsMcpFigures(root, buildDir, queriesFile) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'packages/docs-mcp/bench/bench.mjs'),
      '--build',
      buildDir,
      '--queries',
      queriesFile,
      '--starts',
      '5',
      '--rounds',
      '3',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`docs-mcp bench failed: ${result.stderr}`);
  const out = result.stdout;
  return {
    startMs: Number(/Start-up to first answer .*?median ([\d.]+) ms/.exec(out)?.[1]),
    rssMb: Number(/Resident memory .*?: ([\d.]+) MB/.exec(out)?.[1]),
    searchP95: Number(/search_docs in-process .*?p95 ([\d.]+) ms/.exec(out)?.[1]),
  };
}

/** Brotli bytes of the same-site scripts a docs page requests until the network is idle. */
async function firstLoadJs(root, buildDir, route, port) {
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', buildDir, '--port', String(port)],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('response', (response) => {
        const url = new URL(response.url());
        // As the budgets test counts: scripts the page runs (not the chunks it prefetches for
        // other routes) and only the build's own (the analytics script is the host's).
        const file = path.join(buildDir, url.pathname);
        if (url.port !== String(port) || response.request().resourceType() !== 'script') return;
        if (existsSync(file)) scripts.add(file);
      });
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      // Sized from the build's files: a response body the browser has let go of cannot be read.
      return [...scripts].reduce((sum, file) => sum + brotli(readFileSync(file)), 0);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : undefined);

export async function scaleBench(root, times) {
  if (!Number.isInteger(times) || times < 1) {
    throw new Error('Usage: npm run bench -- scale N, where N is a whole number of 1 or more.');
  }
  const queriesFile = path.join(root, 'tests/unit/search-relevance/cases.ts');
  const load = createJiti(import.meta.url, { interopDefault: true });
  const { benchQueriesFrom } = load(path.join(root, 'packages/search/bench/queries.ts'));
  const queries = benchQueriesFrom(load(queriesFile), queriesFile).map(({ query }) => query);

  const { dir, docsPages } = growSite(root, times, process.env.SCALE_SOURCE ?? root);
  console.log(
    `Scale ${times}x: ${docsPages} docs pages in ${dir} (load ${loadavg()[0].toFixed(1)})`,
  );
  try {
    const build = await buildCopy(dir);
    // The content caches (twins, cards) stay at the copy's .cache/docs-kit, where CI keeps them;
    // `docusaurus clear` empties the outputs, .docusaurus and the bundler's cache.
    const rebuild = process.env.SCALE_REBUILD === '0' ? undefined : await rebuildAfterClear(dir);
    const buildDir = path.join(dir, 'site/build');
    const { downloads, engine } = await searchFigures(dir, buildDir, queries);
    const mcp = docsMcpFigures(dir, buildDir, queriesFile);
    const js = await firstLoadJs(
      dir,
      buildDir,
      '/toolhive/guides-cli/run-mcp-servers',
      Number(process.env.SCALE_PORT ?? 4190),
    );
    const [searchPage] = await lighthouseScores({
      root: dir,
      buildDir,
      pages: ['/search?q=secrets'],
      port: Number(process.env.SCALE_PORT ?? 4190) + 1,
    });
    const llms = sizeOf(path.join(buildDir, 'llms.txt'));
    // One llms-full.txt, or one full-text file per section once it would be too long.
    const fullFiles = readdirSync(buildDir).filter((file) => /^llms-full.*\.txt$/.test(file));
    const fullSizes = fullFiles.map((file) => sizeOf(path.join(buildDir, file)));
    const p = build.plugins;
    const s = (value) =>
      value === undefined || Number.isNaN(value) ? '?' : (value / 1000).toFixed(1);
    const figures = {
      'docs pages': build.plugins.docsPages ?? docsPages,
      'clean build': `${build.seconds.toFixed(1)} s wall, ${build.cpu.toFixed(1)} s CPU`,
      'peak memory': `${(build.peak / 1024 ** 3).toFixed(2)} GB`,
      'build after docusaurus clear': rebuild
        ? `${rebuild.seconds.toFixed(1)} s wall, ${rebuild.cpu.toFixed(1)} s CPU; twins ${rebuild.plugins.twinsLine ?? '?'}; cards ${rebuild.plugins.cardsLine ?? '?'}`
        : 'not run (SCALE_REBUILD=0)',
      'build phases (s)': `bundling ${s(p.bundling)}, SSG ${s(p.ssg)}, postBuild ${s(p.postBuild)}`,
      'plugins (s)': `twins ${s(p.twins)}, cards ${s(p.cards)} (${p.cardsLine ?? '?'}), search ${s(p.search)}, dates ${s(p.dates)}, docs MCP data ${s(p.docsMcp)}`,
      'search before first hit': kb(downloads.first),
      'search per later query (9)': kb(
        downloads.later.reduce((sum, bytes) => sum + bytes, 0) / downloads.later.length,
      ),
      'search records': engine.records,
      'engine construction': engine.buildNote ?? `${engine.buildMs.toFixed(0)} ms`,
      'engine p95 per query': `${engine.p95.toFixed(2)} ms`,
      'engine p95 after fragments arrived': engine.answerP95
        ? `${engine.answerP95.toFixed(2)} ms (pages held updated, then searched)`
        : 'one index file',
      'search_docs p95': `${mcp.searchP95.toFixed(2)} ms`,
      'docs MCP start-up, RSS': `${mcp.startMs.toFixed(0)} ms, ${mcp.rssMb.toFixed(0)} MB`,
      'first-load JS, docs page': kb(js),
      'Lighthouse /search?q=secrets': `${searchPage.performance} (TBT ${searchPage.TBT}, LCP ${searchPage.LCP})`,
      'llms.txt, full text': `${kb(llms)}, ${
        fullFiles.length === 1
          ? `${fullFiles[0]} ${kb(fullSizes[0])}`
          : `${fullFiles.length} section files, largest ${kb(Math.max(...fullSizes))}`
      }`,
    };
    console.table(figures);
    return figures;
  } finally {
    if (process.env.SCALE_KEEP === '1') console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
