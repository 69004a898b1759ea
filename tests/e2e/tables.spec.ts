import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockThirdParties } from './support/browser';
import { edgeShadows } from './support/pixels';
import { docRoutes } from './support/routes';

test.beforeEach(async ({ page }) => blockThirdParties(page));

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Every table's scroller on the page that is wider inside than it shows. */
function overflowingTables(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article table'), (table) => {
      const scroller = table.parentElement!;
      return {
        columns: Array.from(table.querySelectorAll('thead th'), (th) => th.textContent).join('|'),
        hidden: scroller.scrollWidth - scroller.clientWidth,
      };
    }).filter(({ hidden }) => hidden > 1),
  );
}

test('at 390 px every table on every docs page fits its column or stacks its rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  // The server's HTML and styles lay the tables out; scripts and images only slow the loop.
  await page.route('**/*', (route) =>
    ['script', 'image'].includes(route.request().resourceType()) ? route.abort() : route.continue(),
  );
  const overflowing: string[] = [];
  let tables = 0;
  for (const path of docRoutes) {
    await page.goto(path);
    tables += await page.locator('article table').count();
    for (const { columns, hidden } of await overflowingTables(page)) {
      overflowing.push(`${path}: ${columns} (${hidden} px hidden)`);
    }
  }
  test.info().annotations.push({ type: 'tables', description: String(tables) });
  expect(tables).toBeGreaterThan(50);
  expect(overflowing).toEqual([]);
});

/** The box of a cell's value and of the label that a stacked row shows before it. */
function labelOf(cell: Locator) {
  return cell.evaluate((td) => getComputedStyle(td, '::before').content);
}

const helmPage = '/toolhive/guides-k8s/deploy-operator-helm';
const helmValues = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Purpose' }) });

test('at 390 px a table of three columns shows one labelled block per row', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(helmPage);
  const row = helmValues(page).getByRole('row').filter({ hasText: 'operator.image' });
  const [name, value, purpose] = await Promise.all(
    [0, 1, 2].map((index) => row.getByRole('cell').nth(index).boundingBox()),
  );
  // The cells stack: each starts below the one before it, at the block's left edge.
  expect(value!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
  expect(purpose!.y).toBeGreaterThanOrEqual(value!.y + value!.height - 1);
  expect(Math.abs(value!.x - name!.x)).toBeLessThan(2);
  expect(await labelOf(row.getByRole('cell').nth(1))).toContain('Default');
  expect(await labelOf(row.getByRole('cell').nth(2))).toContain('Purpose');
  // The header row is out of sight, and screen readers still get a table with column headers.
  await expect(helmValues(page).getByRole('columnheader', { name: 'Default' })).toHaveCount(1);
  expect(await helmValues(page).locator('thead').boundingBox()).toMatchObject({ height: 1 });
});

test('at 1280 px the same table keeps its columns, with no labels in the cells', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto(helmPage);
  const row = helmValues(page).getByRole('row').filter({ hasText: 'operator.image' });
  const [name, value] = await Promise.all(
    [0, 1].map((index) => row.getByRole('cell').nth(index).boundingBox()),
  );
  expect(Math.abs(value!.y - name!.y)).toBeLessThan(2);
  expect(value!.x).toBeGreaterThan(name!.x + name!.width - 2);
  expect(await labelOf(row.getByRole('cell').nth(1))).toBe('none');
  await expect(helmValues(page).getByRole('columnheader', { name: 'Default' })).toBeVisible();
  // A long key breaks after a dot, not inside a word.
  const key = row.getByRole('cell').first().locator('code');
  expect(await key.evaluate((code) => code.querySelectorAll('wbr').length)).toBeGreaterThan(0);
});

const compatibility = '/toolhive/reference/client-compatibility';

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px the client table lists the most used clients first and shows every transport`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(compatibility);
    const table = page.getByRole('table', { name: /whether the entry it writes works/ });
    const rows = table.locator('tbody tr');
    const firstCells = await rows.locator('th').allTextContents();
    expect(firstCells.slice(0, 3).map((text) => text.split(/\s/)[0])).toEqual([
      'VS',
      'Cursor',
      'Claude',
    ]);
    expect(firstCells[0]).toMatch(/^VS Code\s*vscode$/);
    // Each badge lies inside the scroller's visible box: no transport is scrolled out of sight.
    const column = (await page
      .getByRole('group', { name: 'Client transport support' })
      .boundingBox())!;
    for (const row of await rows.all()) {
      const badges = row.locator('td span[class*="badge"]');
      await expect(badges).toHaveCount(3);
      for (const badge of await badges.all()) {
        await expect(badge).toBeVisible();
        const box = (await badge.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(column.x);
        expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
      }
    }
  });
}

test('at 390 px the quickstart shows each configuration file path whole, beside its system', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/toolhive/quickstart');
  const table = page.getByRole('table', { name: /Configuration file that ToolHive/ });
  const caption = (await table.locator('caption').boundingBox())!;
  expect(caption.x + caption.width).toBeLessThanOrEqual(phone.width);
  for (const path of await table.locator('td code').all()) {
    const box = (await path.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width - 16);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a table that scrolls shows a shadow on each side that hides columns (${colorScheme})`, async ({
    page,
  }) => {
    // Between a phone and a desktop the client table is wider than its column.
    await page.setViewportSize({ width: 620, height: 900 });
    await page.emulateMedia({ colorScheme });
    await page.goto(compatibility);
    const scroller = page.getByRole('group', { name: 'Client transport support' });
    await scroller.scrollIntoViewIfNeeded();
    const hidden = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(hidden, 'the table is wider than the column at 620 px').toBeGreaterThan(20);

    const box = (await scroller.boundingBox())!;
    const hide = '[aria-label="Client transport support"]';
    const atStart = await edgeShadows(page, hide, box);
    expect(atStart.right, 'a shadow at the right edge').toBeGreaterThan(8);
    expect(atStart.left, 'no shadow at the left edge').toBeLessThan(2);

    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const atEnd = await edgeShadows(page, hide, box);
    expect(atEnd.left, 'a shadow at the left edge').toBeGreaterThan(8);
    expect(atEnd.right, 'no shadow at the right edge').toBeLessThan(2);
  });
}

const runPage = '/toolhive/reference/cli/thv_run';
/** The longest flag name of thv run: it broke at its hyphens over four lines on a desktop. */
const longFlag = '--otel-enable-prometheus-metrics-path';
const flagRow = (page: Page, name: string) =>
  page.locator('article tbody tr').filter({ has: page.locator(`[id="${name}"]`) });

test('at 1280 px a flag name never breaks inside', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(runPage);
  const names = page.locator('article .cli-flag-name code');
  expect(await names.count()).toBeGreaterThan(25);
  // One line box per name: a name that wraps has two or more.
  const wrapped = await names.evaluateAll((codes) =>
    codes
      .filter((code) => new Set(Array.from(code.getClientRects()).map((rect) => rect.top)).size > 1)
      .map((code) => code.textContent),
  );
  expect(wrapped).toEqual([]);
  // With the names whole, the table still fits the article: the description is not scrolled away.
  expect(await overflowingTables(page)).toEqual([]);
  const row = flagRow(page, longFlag);
  const [name, type] = await Promise.all(
    [0, 1].map((index) => row.getByRole('cell').nth(index).boundingBox()),
  );
  expect(Math.abs(type!.y - name!.y)).toBeLessThan(2);
});

test('at 390 px each flag is one block: name, then type, default and description', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto(runPage);
  const cells = flagRow(page, '--isolate-network').getByRole('cell');
  const boxes = await Promise.all([0, 1, 2, 3].map((index) => cells.nth(index).boundingBox()));
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index]!.y).toBeGreaterThanOrEqual(
      boxes[index - 1]!.y + boxes[index - 1]!.height - 1,
    );
    expect(boxes[index]!.x + boxes[index]!.width).toBeLessThanOrEqual(phone.width);
  }
  expect(await labelOf(cells.nth(1))).toContain('Type');
  expect(await labelOf(cells.nth(2))).toContain('Default');
  expect(await labelOf(cells.nth(3))).toContain('Description');
});

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px a link to one flag shows its row below the navbar, marked`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${runPage}#--isolate-network`);
    const row = flagRow(page, '--isolate-network');
    const navbar = (await page.locator('nav.navbar').boundingBox())!;
    await expect
      .poll(async () => (await row.boundingBox())!.y)
      .toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    expect((await row.boundingBox())!.y).toBeLessThan(viewport.height / 2);
    const marked = await row.evaluate((tr) => getComputedStyle(tr).backgroundColor);
    const other = await flagRow(page, '--name').evaluate(
      (tr) => getComputedStyle(tr).backgroundColor,
    );
    expect(marked).not.toBe(other);
    // The name links to its own row, so a reader can copy the link.
    await expect(row.locator('a.cli-flag-name')).toHaveAttribute('href', '#--isolate-network');
  });
}

test("the twin of a command page names each flag in plain Markdown, without the page's anchor", async ({
  request,
}) => {
  const twin = await (await request.get(`${runPage}.md`)).text();
  expect(twin).toMatch(/^\| `--isolate-network` \| `bool` \|/m);
  expect(twin).not.toContain('<a id=');
  expect(twin).not.toContain('</a>');
});
