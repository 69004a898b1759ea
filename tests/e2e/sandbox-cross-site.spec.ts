import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The API sandbox against a hostile page in a real browser: a page on another
 * site (http://localhost:<port>, while the sandbox is http://127.0.0.1:<port>)
 * tries the requests a browser sends without asking the server first (no-cors
 * fetch POSTs and an HTML form POST), and the sandbox's state file must be
 * byte for byte what it was. The docs site, allowed with --cors-origin, can
 * still call it, so the test would notice a sandbox the browser cannot reach.
 */

interface RunningSandbox {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** The sandbox's log so far: one JSON line per request and per answer. */
  log(): string;
}

async function startSandbox(allowedOrigin: string): Promise<RunningSandbox> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-cross-site-'));
  const child = spawn(
    process.execPath,
    [
      'packages/api-sandbox/scripts/start.mjs',
      '--openapi',
      'site/static/api-specs/toolhive-api.yaml',
      '--port',
      '0',
      '--delay',
      '50',
      '--data-dir',
      dataDir,
      '--cors-origin',
      allowedOrigin,
      '--log-level',
      'info',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+) /.exec(output);
      if (match) resolve(match[1] as string);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`The sandbox exited (${code}): ${output}`)));
  });
  return { url, dataDir, child, log: () => output };
}

async function stopSandbox(sandbox: RunningSandbox) {
  const exited = new Promise((resolve) => sandbox.child.on('exit', resolve));
  sandbox.child.kill('SIGTERM');
  await exited;
  await rm(sandbox.dataDir, { recursive: true, force: true });
}

/** The attacker's page: fetch() calls in no-cors mode, then a form that posts on load. */
function attackPage(api: string): string {
  const payloads = [
    ['/workloads', { name: 'nocors-attack', image: 'mcp/fetch:latest' }],
    ['/workloads/stop', { names: ['victim'] }],
    ['/workloads/delete', { names: ['victim'] }],
    ['/secrets', { provider_type: 'none' }],
    ['/clients', { name: 'cursor' }],
  ];
  return `<!doctype html>
<title>Nothing to see</title>
<form id="attack" method="POST" enctype="text/plain" target="sink"
  action="${api}/workloads"><input name='{"name":"form-attack","image":"mcp/fetch","x":"' value='"}'></form>
<iframe name="sink"></iframe>
<script>
  window.attack = async () => {
    const outcomes = [];
    for (const [path, body] of ${JSON.stringify(payloads)}) {
      for (const type of ['text/plain', 'application/json']) {
        // In no-cors mode the browser drops a JSON Content-Type and sends text/plain.
        const response = await fetch('${api}' + path, {
          method: 'POST', mode: 'no-cors', body: JSON.stringify(body),
          headers: { 'Content-Type': type },
        }).then((r) => r.type, (e) => 'failed: ' + e.message);
        outcomes.push(path + ' ' + type + ': ' + response);
      }
    }
    // A CORS request with a JSON body needs the sandbox's consent first, which it refuses.
    outcomes.push(await fetch('${api}/workloads', {
      method: 'POST', body: '{"name":"cors-attack","image":"x"}',
      headers: { 'Content-Type': 'application/json' },
    }).then((r) => 'cors: ' + r.status, () => 'cors: blocked'));
    const sunk = new Promise((resolve) => document.querySelector('iframe').onload = resolve);
    document.getElementById('attack').submit();
    await sunk;
    return outcomes;
  };
</script>`;
}

// One sandbox for both tests: they share it in one worker.
test.describe.configure({ mode: 'serial' });

let attacker: Server;
let attackerOrigin: string;
let sandbox: RunningSandbox;

test.beforeAll(async ({ baseURL }) => {
  sandbox = await startSandbox(new URL(baseURL as string).origin);
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(attackPage(`${sandbox.url}/api/v1beta`));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
  await stopSandbox(sandbox);
});

test('a page on another site cannot change the sandbox with no-cors fetches or a form', async ({
  page,
}) => {
  const api = `${sandbox.url}/api/v1beta`;
  const setUp = await fetch(`${api}/workloads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'victim', image: 'mcp/fetch:latest' }),
  });
  expect(setUp.status).toBe(201);
  const stateFile = join(sandbox.dataDir, 'state.json');
  await expect
    .poll(async () => (await readFile(stateFile, 'utf8')).includes('"running"'))
    .toBe(true);
  const before = await readFile(stateFile, 'utf8');

  await page.goto(`${attackerOrigin}/`);
  const outcomes = await page.evaluate(() =>
    (window as unknown as { attack(): Promise<string[]> }).attack(),
  );
  // The page learns only that it was refused: an opaque answer, without status or body.
  expect(outcomes.filter((outcome) => outcome.endsWith(': opaque'))).toHaveLength(10);
  expect(outcomes).toContain('cors: blocked');
  // The form's answer, shown in the frame, is the sandbox's refusal.
  await expect(page.frameLocator('iframe[name="sink"]').locator('body')).toContainText(
    `Requests from pages on ${attackerOrigin} are refused`,
  );

  // The requests did arrive, and each got 403: ten no-cors POSTs, the CORS preflight, the form.
  const refusals = (log: string) => log.match(/"statusCode":403/g)?.length ?? 0;
  await expect.poll(() => refusals(sandbox.log())).toBe(12);
  // Give any accepted action time to happen (the sandbox's delay is 50 ms).
  await page.waitForTimeout(500);
  expect(await readFile(stateFile, 'utf8')).toBe(before);
  const list = await (await fetch(`${api}/workloads?all=true`)).json();
  expect(list.workloads.map((workload: { name: string }) => workload.name)).toEqual(['victim']);
});

test.describe(() => {
  // The site's CSP lets pages reach this machine on port 8080 only (security.spec.ts checks
  // that); this sandbox runs on a free port, and what is tested here is its CORS.
  test.use({ bypassCSP: true });

  test('the docs site, allowed with --cors-origin, can still call the sandbox', async ({
    page,
  }) => {
    await page.goto('/');
    const api = `${sandbox.url}/api/v1beta`;
    const status = await page.evaluate(
      (url) =>
        fetch(`${url}/clients`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'vscode' }),
        }).then((response) => response.status),
      api,
    );
    expect(status).toBe(200);
    await fetch(`${api}/clients/vscode`, { method: 'DELETE' });
  });
});
