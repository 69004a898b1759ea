// Measures, in Chromium, how long the search modal takes from the last key a
// reader types to the hits on screen, over the reader set's queries. Figures,
// not a test: nothing here fails. Start a production build's server first.
//
//   npm run build && npm run serve -- --port 4110 &
//   node packages/search/bench/last-key.mjs --url http://127.0.0.1:4110 --queries tests/unit/search-relevance/reader-cases.json
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4110' },
    queries: { type: 'string', default: 'tests/unit/search-relevance/reader-cases.json' },
    page: { type: 'string', default: '/' },
    limit: { type: 'string', default: '100' },
  },
});
const queries = JSON.parse(readFileSync(values.queries, 'utf8'))
  .map((item) => (typeof item === 'string' ? item : item.query))
  .slice(0, Number(values.limit));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
await page.goto(new URL(values.page, values.url).href, { waitUntil: 'networkidle' });
await page.keyboard.press('Control+k');
const input = page.locator('.DocSearch-Modal .DocSearch-Input');
await input.waitFor();
// The first search loads the index and the engine: not a keystroke's cost.
await input.fill('secrets');
await page.locator('.DocSearch-Hit').first().waitFor();

const timings = [];
for (const query of queries) {
  await input.fill(query.slice(0, -1));
  await page.waitForTimeout(150);
  // From the last key's event to the frame after the hit list last changed.
  const elapsed = await page.evaluate(
    (last) =>
      new Promise((resolve) => {
        const field = document.querySelector('.DocSearch-Modal .DocSearch-Input');
        const list = document.querySelector('.DocSearch-Dropdown');
        let changed = 0;
        const observer = new MutationObserver(() => (changed = performance.now()));
        observer.observe(list, { childList: true, subtree: true, characterData: true });
        const started = performance.now();
        // React reads the value through the input's own setter.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(
          field,
          field.value + last,
        );
        field.dispatchEvent(new InputEvent('input', { bubbles: true, data: last }));
        // Settled: no change in the hits for 300 ms.
        const check = () => {
          if (changed && performance.now() - changed > 300) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(changed - started));
          } else if (performance.now() - started > 5000) {
            observer.disconnect();
            resolve(changed ? changed - started : NaN);
          } else setTimeout(check, 20);
        };
        check();
      }),
    query.slice(-1),
  );
  if (Number.isFinite(elapsed)) timings.push(elapsed);
}
await browser.close();
timings.sort((a, b) => a - b);
const at = (p) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
console.log(
  `Last key to hits in Chromium (${timings.length} of ${queries.length} queries): median ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${timings.at(-1).toFixed(1)} ms`,
);
