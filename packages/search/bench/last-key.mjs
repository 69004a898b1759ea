// Measures, in Chromium, how long the search modal takes from the last key a
// reader types to the hits for the whole query on screen, over a set of
// queries. Figures, not a test: nothing here fails. Start a production
// build's server first.
//
//   npm run build && npm run serve -- --port 4110 &
//   node packages/search/bench/last-key.mjs --url http://127.0.0.1:4110 --queries tests/unit/search-relevance/reader-cases.json
//
// For each query the modal is given all but its last character and left to
// settle; then the last key is pressed. The page stamps, on its own clock,
// the last key's `keydown`, the moment the engine's answer for the whole
// query reaches the page (the worker's reply to the request that carries
// it), and the first change of the modal's hits after that answer. The time
// is from the key to the first animation frame after that change: the frame
// that paints the hits. When the answer leaves the hits as they were (a
// trailing "?" that changes no hit), the frame after the answer counts, as
// the hits on screen are then already the whole query's.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4110' },
    queries: { type: 'string', default: 'tests/unit/search-relevance/reader-cases.json' },
    page: { type: 'string', default: '/' },
    limit: { type: 'string' },
  },
});
const queries = JSON.parse(readFileSync(values.queries, 'utf8'))
  .map((item) => (typeof item === 'string' ? item : item.query))
  .slice(0, values.limit ? Number(values.limit) : undefined);

/** How long the hits must stay unchanged after the answer for the query to count as drawn. */
const SETTLED_MS = 300;
/** A query whose answer has not come by then is counted as missed, never as a time. */
const GIVE_UP_MS = 10_000;

// Runs in the page before its own scripts: wraps the engine's worker to see
// which request carries which query and when its reply arrives.
function instrument() {
  const stamps = { key: 0, answers: new Map() };
  window.__lastKeyBench = stamps;
  addEventListener('keydown', (event) => (stamps.key = event.timeStamp), true);
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      const queryOf = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        const query = message?.requests?.[0]?.query;
        if (typeof query === 'string') queryOf.set(message.id, query);
        return post(message, ...rest);
      };
      // Added before the client sets `onmessage`, so it runs first.
      this.addEventListener('message', ({ data }) => {
        const query = queryOf.get(data?.id);
        if (query === undefined) return;
        queryOf.delete(data.id);
        const answer = { at: performance.now(), frame: 0 };
        stamps.answers.set(query, answer);
        requestAnimationFrame(() => (answer.frame = performance.now()));
      });
    }
  };
}

/**
 * Starts watching for the answer to `query` (forgetting any earlier one);
 * `window.__lastKeyBench.drawn` resolves once it has come and the modal's
 * hits have not changed for `settled` ms, or with null after `giveUp` ms.
 */
function watch({ query, settled, giveUp }) {
  const stamps = window.__lastKeyBench;
  stamps.answers.delete(query);
  const modal = document.querySelector('.DocSearch-Modal');
  const started = performance.now();
  let change = null;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    const answer = stamps.answers.get(query);
    if (!answer || now < answer.at) return;
    if (change) {
      change.last = now;
      return;
    }
    change = { at: now, last: now, frame: 0 };
    const first = change;
    requestAnimationFrame(() => (first.frame = performance.now()));
  });
  observer.observe(modal, { childList: true, subtree: true, characterData: true });
  stamps.drawn = new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      const answer = stamps.answers.get(query);
      const quietSince = change?.last ?? answer?.at;
      if (answer && now - quietSince > settled && answer.frame && (!change || change.frame)) {
        observer.disconnect();
        const frame = change ? change.frame : answer.frame;
        resolve({ elapsed: frame - stamps.key, changed: Boolean(change), key: stamps.key });
      } else if (now - started > giveUp) {
        observer.disconnect();
        resolve(null);
      } else setTimeout(check, 20);
    };
    check();
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
await page.addInitScript(instrument);
await page.goto(new URL(values.page, values.url).href, { waitUntil: 'networkidle' });
const input = page.locator('.DocSearch-Modal .DocSearch-Input');
// On a busy machine the page may hydrate after the first shortcut.
for (let tries = 1; !(await input.isVisible()); tries += 1) {
  await page.keyboard.press('Control+k');
  await input.waitFor({ timeout: 10_000 }).catch((error) => {
    if (tries === 5) throw error;
  });
}
// The first searches load the index and the engine and warm it up: not a keystroke's cost.
/** Runs `act` and waits until the modal has drawn the answer to `query`. */
async function drawnAfter(query, act) {
  await page.evaluate(watch, { query, settled: SETTLED_MS, giveUp: GIVE_UP_MS });
  await act();
  return page.evaluate(() => window.__lastKeyBench.drawn);
}

for (const warmUp of ['secrets', 'run a server', 'kubernetes operator']) {
  if (!(await drawnAfter(warmUp, () => input.fill(warmUp)))) {
    throw new Error(
      'No answer from the search worker was seen: is this a production build with offline search?',
    );
  }
}

// The modal's input takes so many characters (DocSearch's 64): a longer query is typed as far as it takes.
const maxLength = await input.evaluate((field) => field.maxLength);
const typed = (query) => (maxLength > 0 ? query.slice(0, maxLength) : query);
const cut = queries.filter((query) => typed(query) !== query).length;

const timings = [];
let unchanged = 0;
const missed = [];
for (const [i, whole] of queries.entries()) {
  const query = typed(whole);
  const prefix = query.slice(0, -1);
  await drawnAfter(prefix, () => input.fill(prefix));
  const keyBefore = await page.evaluate(() => window.__lastKeyBench.key);
  const measured = await drawnAfter(query, () => page.keyboard.type(query.slice(-1)));
  // A query counts only if its own last key was stamped and its answer drawn.
  if (measured && measured.key !== keyBefore) {
    timings.push(measured.elapsed);
    if (!measured.changed) unchanged += 1;
  } else missed.push(i + 1);
}
await browser.close();

timings.sort((a, b) => a - b);
const at = (p) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
console.log(
  `Last key to hits in Chromium (${timings.length} of ${queries.length} queries; ${cut} cut to the input's ${maxLength} characters; ${unchanged} left the hits as they were): median ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${timings.at(-1).toFixed(1)} ms`,
);
if (missed.length > 0)
  console.log(`Not measured (no answer within ${GIVE_UP_MS} ms): queries ${missed.join(', ')}`);
