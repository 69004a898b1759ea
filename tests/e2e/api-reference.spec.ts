import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseYaml } from '@redocly/openapi-core';
import { blockThirdParties, waitForHydration, watchCspViolations } from './support/browser';
import { consoleLoadTimeout, openTryIt, operationSection } from './support/try-it';
import { routeTryItServer, tryItServerUrl } from './support/try-it-server';

const pagePath = '/toolhive/reference/api';
const specFile = path.resolve(__dirname, '../../site/static/api-specs/toolhive-api.yaml');

interface SpecOperation {
  operationId: string;
  summary: string;
  method: string;
  path: string;
}

/** Every operation of the OpenAPI file the page is built from. */
function specOperations(): SpecOperation[] {
  const spec = parseYaml(readFileSync(specFile, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; summary: string }>>;
  };
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  return Object.entries(spec.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        summary: operation.summary,
        method,
        path: route,
      })),
  );
}

const operations = specOperations();
const byPath = (method: string, route: string) =>
  operations.find((operation) => operation.method === method && operation.path === route)!;
const versionOperation = byPath('get', '/api/v1beta/version');
const registerClientOperation = byPath('post', '/api/v1beta/clients');

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('every operation of the OpenAPI file has a section, a heading and an anchor', async ({
  page,
}) => {
  expect(operations.length).toBeGreaterThan(20);
  await page.goto(pagePath);
  // Read every section at once: heading id and text, and the method and path shown under it.
  const sections = await page.locator('section.api-operation').evaluateAll((nodes) =>
    nodes.map((section) => ({
      id: section.querySelector('h3')?.id,
      // The heading's first child is its text; the hash link after it holds a zero-width space.
      heading: section.querySelector('h3')?.firstChild?.textContent,
      endpoint: section.querySelector('.api-endpoint')?.textContent?.trim(),
    })),
  );
  for (const operation of operations) {
    expect(sections, operation.operationId).toContainEqual({
      id: `op-${operation.operationId}`,
      heading: operation.summary,
      endpoint: `${operation.method.toUpperCase()} ${operation.path}`,
    });
  }
  await expect(page.locator('section.api-operation')).toHaveCount(operations.length);
  // The table of contents lists every operation.
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const operation of operations) expect(tocTargets).toContain(`#op-${operation.operationId}`);
});

test('operation and schema anchors scroll their target into view', async ({ page }) => {
  const last = operations.at(-1)!;
  await page.goto(`${pagePath}#op-${last.operationId}`);
  await waitForHydration(page);
  await expect(page.locator(`[id="op-${last.operationId}"]`)).toBeInViewport();

  const schemaHeading = page.locator('h3[id^="schema-"]').last();
  const schemaId = await schemaHeading.getAttribute('id');
  await page.goto(`${pagePath}#${schemaId}`);
  await expect(schemaHeading).toBeInViewport();

  // Links from the outline jump too.
  await page.locator(`.api-outline a[href="#op-${operations[0]!.operationId}"]`).click();
  await expect(page.locator(`[id="op-${operations[0]!.operationId}"]`)).toBeInViewport();
});

test('schema trees expand and collapse', async ({ page }) => {
  await page.goto(`${pagePath}#op-${registerClientOperation.operationId}`);
  await waitForHydration(page);
  const tree = page.locator('details.api-tree:not(.api-response)').first();
  const summary = tree.locator(':scope > summary');
  const children = tree.locator(':scope > .api-tree__children');
  await summary.scrollIntoViewIfNeeded();
  await expect(children).toBeHidden();
  await summary.click();
  await expect(tree).toHaveAttribute('open', '');
  await expect(children).toBeVisible();
  await summary.click();
  await expect(children).toBeHidden();
});

test('the reference reads and folds without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pagePath);
  await expect(page.locator('section.api-operation')).toHaveCount(operations.length);
  const tree = page.locator('details.api-tree:not(.api-response)').first();
  await tree.locator(':scope > summary').click();
  await expect(tree.locator(':scope > .api-tree__children')).toBeVisible();
  // The code sample tabs are radio buttons and CSS.
  const samples = operationSection(page, versionOperation.operationId).locator('.api-tabs');
  await expect(samples.locator('.api-tabs__panel').first()).toBeVisible();
  await expect(samples.locator('.api-tabs__panel').nth(1)).toBeHidden();
  const javascriptTab = samples.getByText('JavaScript', { exact: true });
  // Operations far off screen skip their layout (content-visibility) and take their real height
  // as they near the viewport, moving what is below them: a click while they do can land beside
  // the label. Scroll to it and wait until it is where it was at the previous poll.
  await javascriptTab.scrollIntoViewIfNeeded();
  let lastTop: number | undefined;
  await expect
    .poll(async () => {
      const top = (await javascriptTab.boundingBox())?.y;
      const still = top === lastTop;
      lastTop = top;
      return still;
    })
    .toBe(true);
  await javascriptTab.click();
  // Checked at once: a click that missed its label fails here, not as a hidden panel.
  expect(await samples.locator('.api-tabs__radio').nth(1).isChecked()).toBe(true);
  await expect(samples.locator('.api-tabs__panel').nth(1)).toBeVisible();
  await expect(samples.locator('.api-tabs__panel').first()).toBeHidden();
  await expect(samples.locator('.api-tabs__panel').nth(1)).toContainText('await fetch(');
  await context.close();
});

test('the try-it console loads only when its panel opens, and sends only on Send', async ({
  page,
}) => {
  // It loads the whole reference twice (the reload checks the remembered URL): about 35 s on
  // the 2-core CI machine with two workers.
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  const url = tryItServerUrl;
  const received = await routeTryItServer(page, () => [
    200,
    { 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' },
    '{"version":"v0.0.48","note":"<img src=x onerror=alert(1)>"}',
  ]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const firstLoad = scripts.length;
  expect(await page.locator('.api-console').count()).toBe(0);

  const panel = await openTryIt(page, versionOperation.operationId);
  expect(scripts.length).toBeGreaterThan(firstLoad);
  await panel.getByTestId('try-it-server').fill(url);
  expect(received).toHaveLength(0);

  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('200');
  expect(received).toEqual([
    { method: 'GET', url: '/api/v1beta/version', body: '', contentType: undefined },
  ]);
  await expect(panel.locator('.api-console__headers')).toContainText('x-request-id');
  await expect(panel.locator('.api-console__headers')).toContainText('req-42');
  await expect(panel.getByTestId('try-it-body')).toHaveText(
    JSON.stringify({ version: 'v0.0.48', note: '<img src=x onerror=alert(1)>' }, null, 2),
  );
  // The answer is text: the server's markup never becomes an element.
  await expect(panel.locator('.api-console img')).toHaveCount(0);

  // The server URL is remembered for the next visit.
  await page.reload();
  const again = await openTryIt(page, versionOperation.operationId);
  await expect(again.getByTestId('try-it-server')).toHaveValue(url);
  expect(violations).toEqual([]);
});

test('the try-it console sends the example body it is prefilled with', async ({ page }) => {
  const url = tryItServerUrl;
  const received = await routeTryItServer(page, () => [
    200,
    { 'Content-Type': 'application/json' },
    '{"name":"vscode"}',
  ]);
  await page.goto(`${pagePath}#op-${registerClientOperation.operationId}`);
  await waitForHydration(page);
  const panel = await openTryIt(page, registerClientOperation.operationId);
  await panel.getByTestId('try-it-server').fill(url);
  const prefilled = await panel.getByTestId('try-it-request-body').inputValue();
  expect(prefilled.trim()).not.toBe('');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText('200');
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    method: 'POST',
    url: '/api/v1beta/clients',
    contentType: 'application/json',
  });
  expect(JSON.parse(received[0]!.body)).toEqual(JSON.parse(prefilled));
});

test('the try-it console explains what to do when nothing answers', async ({ page }) => {
  const url = tryItServerUrl;
  await routeTryItServer(page, () => 'refused');
  await page.goto(pagePath);
  await waitForHydration(page);
  const panel = await openTryIt(page, versionOperation.operationId);
  await panel.getByTestId('try-it-server').fill(url);
  await panel.getByRole('button', { name: 'Send request' }).click();
  const alert = panel.getByRole('alert');
  // The diagnosis waits for the failed request and a second probe before it shows.
  await expect(alert).toContainText(`Nothing is listening at ${url}.`, {
    timeout: consoleLoadTimeout,
  });
  await expect(alert).toContainText('npm run sandbox');
  await expect(alert).toContainText('thv serve');
  await expect(alert).toContainText('sends no CORS headers');
});

test('after a client-side navigation the reference is complete and interactive', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/api-server');
  await waitForHydration(page);
  await page.locator(`article a[href="${pagePath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  await expect(page.locator('section.api-operation')).toHaveCount(operations.length);
  await openTryIt(page, versionOperation.operationId);
});
