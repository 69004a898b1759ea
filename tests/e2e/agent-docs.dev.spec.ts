import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFullText } from './support/llms';

// Runs against `npm start` (playwright.dev.config.ts): the dev server serves
// the twins, /llms.txt and the full text from the current sources (one file, or one per
// section once it passes 500 K characters, as llms.txt lists it).

/** A draft: the dev server shows it, production builds leave it out. Git ignores it. */
const probeFile = path.resolve(__dirname, '../../site/docs/toolhive/e2e-dev-agent-docs-probe.mdx');
const probeTwin = '/toolhive/e2e-dev-agent-docs-probe.md';

const probePage = (word: string) => `---
title: Agent docs probe
description: A page the dev-server twin test writes, edits and removes.
sidebar_position: 99
draft: true
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

This paragraph carries the word ${word}.

:::tip

A tip about ${word}.

:::

<Tabs>
  <TabItem value="one" label="First tab">

Inside the first tab.

  </TabItem>
</Tabs>
`;

async function text(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    body: await response.text(),
  };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => rm(probeFile, { force: true }));
test.afterAll(() => rm(probeFile, { force: true }));

test('the dev server serves the twins and the llms files', async ({ request }) => {
  // The twins are rendered beside the dev server's start, which does not wait for them.
  await expect(async () => {
    expect((await readFullText(request)).missing).toBeUndefined();
  }).toPass({ timeout: 120_000 });
  const twin = await text(request, '/toolhive/quickstart.md');
  expect(twin.status).toBe(200);
  expect(twin.type).toMatch(/^text\/markdown; charset=utf-8$/i);
  expect(twin.body).toMatch(/^# Quickstart\n/);
  const index = await text(request, '/llms.txt');
  expect(index.type).toMatch(/^text\/plain; charset=utf-8$/i);
  expect(index.body).toContain('(https://docs.stacklok.com/toolhive/quickstart.md)');
  expect((await text(request, '/toolhive/reference/api.md')).body).toContain(
    '`POST /api/v1beta/workloads`',
  );
  expect((await text(request, '/toolhive/reference/cli/thv_run.md')).body).toMatch(/^# thv run\n/);
  // The twins' folder must not turn a page's path into a redirect.
  const page = await request.get('/toolhive/guides-cli', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
});

test('a page asked for with Accept: text/markdown answers its twin, a browser gets the page', async ({
  request,
}) => {
  for (const path of [
    '/toolhive/quickstart',
    '/toolhive/guides-cli/install',
    '/toolhive/reference/cli/thv_run',
  ]) {
    const twin = await request.get(path, { headers: { Accept: 'text/html;q=0.5, text/markdown' } });
    expect(twin.status(), path).toBe(200);
    expect(twin.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
    expect(twin.headers().vary, path).toMatch(/\bAccept\b/);
    expect(await twin.text(), path).toMatch(/^# /);
    const page = await request.get(path, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(page.headers().vary, path).toMatch(/\bAccept\b/);
  }
});

test('an edited page shows in its twin and in the llms files after the reload', async ({
  request,
}) => {
  await writeFile(probeFile, probePage('zephyrquill'));
  await expect(async () => {
    const twin = await text(request, probeTwin);
    expect(twin.status).toBe(200);
    expect(twin.type).toMatch(/^text\/markdown/);
    expect(twin.body).toContain('This paragraph carries the word zephyrquill.');
  }).toPass({ timeout: 120_000 });
  const twin = (await text(request, probeTwin)).body;
  expect(twin).toContain('> **Tip:** A tip about zephyrquill.');
  expect(twin).toContain('- **First tab**\n\n  Inside the first tab.');
  expect((await text(request, '/llms.txt')).body).toContain(
    `[Agent docs probe](https://docs.stacklok.com${probeTwin})`,
  );

  await writeFile(probeFile, probePage('marblewick'));
  await expect(async () => {
    expect((await text(request, probeTwin)).body).toContain('the word marblewick.');
  }).toPass({ timeout: 120_000 });
  // The full text follows the twins; a section's file may be rewritten, or the full text split,
  // as the probe page changes its length.
  await expect(async () => {
    const full = await readFullText(request);
    expect(full.missing).toBeUndefined();
    expect(full.text).toContain('the word marblewick.');
    expect(full.text).not.toContain('zephyrquill');
  }).toPass({ timeout: 120_000 });

  await rm(probeFile);
  await expect(async () => {
    // Gone from the twins' folder; the dev server's fallback may still answer with HTML.
    expect((await text(request, probeTwin)).type).not.toMatch(/markdown/);
  }).toPass({ timeout: 120_000 });
});
