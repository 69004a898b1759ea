import { expect, test, type Locator } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { sandboxServer } from '../../site/src/data/api-try-it';
import { blockThirdParties, waitForHydration, watchCspViolations } from './support/browser';
import { openTryIt } from './support/try-it';

/**
 * The API reference's try-it console as a reader of the site uses it: the
 * sandbox is started with the very commands the page gives, and every failure
 * names what happened and the command that fixes it.
 */

const pagePath = '/toolhive/reference/api';
const repositoryRoot = path.resolve(__dirname, '../..');

/** Whether nothing listens on `port` of this machine. */
async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  return listening;
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs a command line from the page in the repository's root, as a reader types it. */
async function runFromPage(command: string): Promise<Started> {
  expect(command, 'a command from the page').toMatch(/^npm run sandbox\b/);
  // Its own process group, so that stopping it reaches the server under npm too.
  const child = spawn(command, { cwd: repositoryRoot, shell: true, detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/listening on http:\/\/\S+/.test(output)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`"${command}" exited (${code}):\n${output}`)));
  });
  return { child, output: () => output };
}

async function stopCommand({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** What a page on `origin` learns from the sandbox's answer to a CORS preflight. */
function allowedOriginFor(port: number, origin: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'OPTIONS',
        path: '/api/v1beta/workloads',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      },
      (response) => {
        response.resume();
        resolve(response.headers['access-control-allow-origin'] as string | undefined);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function send(panel: Locator, serverUrl: string): Promise<void> {
  await panel.getByTestId('try-it-server').fill(serverUrl);
  await panel.getByRole('button', { name: 'Send request' }).click();
  // The panel waits up to 15 s for an answer and 5 s for its probe; a busy machine is slow.
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeEnabled({
    timeout: 25_000,
  });
}

test.beforeEach(async ({ page }) => blockThirdParties(page));

test('the page names and links the repository and gives the command for its own origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto(pagePath);
  await waitForHydration(page);
  const section = page.locator('article').getByText('The repository is');
  await expect(section.getByRole('link', { name: 'stacklok/docs-website' })).toHaveAttribute(
    'href',
    'https://github.com/stacklok/docs-website',
  );
  await expect(section.locator('code')).toHaveText(origin);
  const commands = await page
    .locator('article pre')
    .filter({ hasText: 'git clone' })
    .first()
    .innerText();
  expect(commands.trim().split('\n')).toEqual([
    'git clone https://github.com/stacklok/docs-website.git',
    'cd docs-website',
    'npm ci',
    // The test server is not an origin the sandbox trusts by default.
    `npm run sandbox -- --cors-origin ${origin}`,
  ]);
});

test('Send succeeds against the sandbox started as the page says, after each failure names its fix', async ({
  page,
  baseURL,
}) => {
  // Three sandbox starts, each compiling the sandbox first: about 10 s each on a busy machine.
  test.setTimeout(150_000);
  const origin = new URL(baseURL!).origin;
  const violations = await watchCspViolations(page);
  // The site's Content-Security-Policy lets a page connect only to this machine's port
  // where thv serve and the sandbox listen by default.
  const port = sandboxServer.defaultPort;
  expect(await isFree(port), `port ${port} must be free for this test`).toBe(true);
  const serverUrl = `http://localhost:${port}`;
  await page.goto(`${pagePath}#op-listWorkloads`);
  await waitForHydration(page);
  const pageCommand = (
    await page.locator('article pre').filter({ hasText: 'git clone' }).first().innerText()
  )
    .trim()
    .split('\n')
    .at(-1)!;
  const panel = await openTryIt(page, 'listWorkloads');

  // Nothing listens yet: the panel says so and gives the page's command, on the chosen port.
  await send(panel, serverUrl);
  const failure = panel.getByRole('alert');
  await expect(failure).toHaveAttribute('data-reason', 'unreachable');
  await expect(failure).toContainText(`Nothing is listening at ${serverUrl}.`);
  await expect(failure.getByRole('link', { name: 'stacklok/docs-website' })).toBeVisible();
  const startCommand = await failure.getByTestId('try-it-fix-command').innerText();
  expect(startCommand).toBe(`npm run sandbox -- --cors-origin ${origin}`);
  expect(startCommand).toBe(pageCommand);

  let sandbox = await runFromPage(startCommand);
  try {
    await send(panel, serverUrl);
    await expect(panel.getByTestId('try-it-status')).toHaveText('200');
    await expect(panel.getByTestId('try-it-body')).toContainText('"workloads"');

    // `all` is a choice, not a text field; picking true sends all=true.
    const all = panel.getByRole('group', { name: /all \(query, boolean\)/ });
    await expect(all.getByRole('radio')).toHaveCount(3);
    await expect(all.getByRole('radio', { name: 'not sent' })).toBeChecked();
    await all.getByRole('radio', { name: 'true' }).check();
    await send(panel, serverUrl);
    await expect(panel.getByTestId('try-it-status')).toHaveText('200');
    await expect.poll(() => sandbox.output()).toContain('/api/v1beta/workloads?all=true');

    // The sandbox started this way also trusts the published site and the local preview.
    for (const trusted of ['https://docs.stacklok.com', 'http://localhost:3000']) {
      expect(await allowedOriginFor(port, trusted)).toBe(trusted);
    }
    expect(await allowedOriginFor(port, 'https://elsewhere.example')).toBeUndefined();
  } finally {
    await stopCommand(sandbox);
  }

  // A sandbox that does not trust this page: the panel says it refused this origin.
  sandbox = await runFromPage(`npm run sandbox -- --port ${port}`);
  try {
    await send(panel, serverUrl);
    await expect(failure).toHaveAttribute('data-reason', 'refused');
    await expect(failure).toContainText(`The server at ${serverUrl} refused this origin.`);
    await expect(failure).toContainText(origin);
    await expect(failure.getByTestId('try-it-fix-command')).toHaveText(
      `npm run sandbox -- --cors-origin ${origin}`,
    );
  } finally {
    await stopCommand(sandbox);
  }

  expect(violations).toEqual([]);

  // Another host: the site's policy lets the page call only this machine. A network error, with
  // the way back to a sandbox on this machine.
  await send(panel, `http://sandbox.invalid:${port}`);
  await expect(failure).toHaveAttribute('data-reason', 'network');
  await expect(failure).toContainText(
    `Network error: no answer from http://sandbox.invalid:${port}.`,
  );
  await expect(failure).toContainText("This site's Content-Security-Policy lets its pages connect");
  await expect(failure.getByTestId('try-it-fix-command')).toHaveText(
    `npm run sandbox -- --cors-origin ${origin}`,
  );
  // The request and nothing else was blocked: no probe follows a blocked request.
  await expect
    .poll(() => violations.filter((line) => line.startsWith('Content Security Policy violation')))
    .toEqual([
      `Content Security Policy violation: connect-src http://sandbox.invalid:${port}/api/v1beta/workloads?all=true`,
    ]);
});
