import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// Runs the root npm scripts the way a reader types them (`npm start -- --port 3001`) and checks
// what the options did: the address that answers, the directory written. The servers bind
// 127.0.0.2, a loopback address no default binds, so an answer there proves `--host` arrived;
// Linux routes all of 127.0.0.0/8 to loopback. Ports 3270-3279.
//
// `npm run build` and `npm start` build and serve a site of one page (tests/fixtures/tiny-site,
// named as Docusaurus' site-directory argument): what these tests check is that the options
// reach Docusaurus, which does not need the whole site; `npm test` builds that once already.

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The fixture site, as the scripts (which run in site/) name it. */
const tinySite = '../tests/fixtures/tiny-site';
// Given relative, as a reader would: Docusaurus resolves `--out-dir` against the site it builds,
// and our serve `--dir` against site/, so both name <root>/.cache/root-scripts-build.
const outDirOption = '../.cache/root-scripts-build';
const outDir = path.resolve(root, 'site', outDirOption);
const buildOutDirOption = path.relative(path.resolve(root, 'site', tinySite), outDir);
const testHost = '127.0.0.2';

interface RunningScript {
  child: ChildProcess;
  output: () => string;
  exitCode: Promise<number | null>;
}

const running = new Set<RunningScript>();

/** Starts `npm <args>` at the repository root in its own process group, so it can be stopped whole. */
function npm(args: string[], env: Record<string, string> = {}): RunningScript {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exitCode = new Promise<number | null>((resolve) => child.on('close', resolve));
  const script = { child, output: () => output, exitCode };
  running.add(script);
  return script;
}

function processGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops npm, its shell and the tool it started, waiting until none of them is left. */
async function stop(script: RunningScript): Promise<void> {
  running.delete(script);
  const pid = script.child.pid;
  if (pid === undefined || !processGroupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; processGroupAlive(pid); waited += 100) {
    if (waited >= 10_000) process.kill(-pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(async () => {
  await Promise.all([...running].map(stop));
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Polls `url` until it answers, failing early with the script's output if the script exits. */
async function waitForAnswer(script: RunningScript, url: string): Promise<Response> {
  let exited = false;
  void script.exitCode.then(() => (exited = true));
  for (;;) {
    if (exited) {
      throw new Error(`The script exited before ${url} answered:\n${script.output()}`);
    }
    try {
      // The dev server holds requests until its first compilation ends.
      return await fetch(url, { signal: AbortSignal.timeout(120_000) });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Whether anything accepts a TCP connection on host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe('a wrong option gets the tool’s own error', () => {
  it('npm start -- --bogus: Docusaurus rejects the option', async () => {
    const script = npm(['start', '--', '--bogus']);
    expect(await script.exitCode).not.toBe(0);
    expect(script.output()).toContain("error: unknown option '--bogus'");
    expect(script.output()).not.toContain('ENOENT');
  });

  it('npm run build -- --bogus: Docusaurus rejects the option', async () => {
    const script = npm(['run', 'build', '--', '--bogus']);
    expect(await script.exitCode).not.toBe(0);
    expect(script.output()).toContain("error: unknown option '--bogus'");
  });

  it('npm run serve -- --bogus: serve names the option and prints its usage', async () => {
    const script = npm(['run', 'serve', '--', '--bogus']);
    expect(await script.exitCode).toBe(2);
    expect(script.output()).toContain("serve: Unknown option '--bogus'");
    expect(script.output()).toContain('Usage: npm run serve -- [--port <port>]');
  });

  it('npm run serve -- --port 70000: serve names the option and the valid range', async () => {
    const script = npm(['run', 'serve', '--', '--port', '70000']);
    expect(await script.exitCode).toBe(2);
    expect(script.output()).toContain('serve: --port must be a port number from 0 to 65535');
  });

  it('PORT=http: serve names the variable', async () => {
    const script = npm(['run', 'serve'], { PORT: 'http' });
    expect(await script.exitCode).toBe(2);
    expect(script.output()).toContain('serve: PORT must be a port number from 0 to 65535');
  });
});

describe('the options reach the tools', () => {
  // One build, served by the tests after it (Vitest runs a file's tests in order).
  const marker = randomUUID();

  it('npm run build -- --out-dir writes the site there', { timeout: 300_000 }, async () => {
    rmSync(outDir, { recursive: true, force: true });
    const script = npm(['run', 'build', '--', tinySite, '--out-dir', buildOutDirOption]);
    expect(await script.exitCode, script.output()).toBe(0);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
    // A file only this test's copy of the build has, to tell which build a server serves.
    writeFileSync(path.join(outDir, 'root-scripts-test.txt'), marker);
  });

  it('npm run serve -- --port --host --dir serve that build there, over the environment', async () => {
    // The options win over the variables, which point elsewhere.
    const script = npm(
      ['run', 'serve', '--', '--port', '3271', '--host', testHost, '--dir', outDirOption],
      { PORT: '3279', HOST: '127.0.0.1', BUILD_DIR: 'no-such-build' },
    );
    const home = await waitForAnswer(script, `http://${testHost}:3271/`);
    expect(home.status).toBe(200);
    // The headers of vercel.json, which `docusaurus serve` would not send.
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    const file = await fetch(`http://${testHost}:3271/root-scripts-test.txt`);
    expect(await file.text()).toBe(marker);
    expect(await accepts('127.0.0.1', 3271)).toBe(false);
    expect(await accepts('127.0.0.1', 3279)).toBe(false);
  });

  it('npm run serve with PORT, HOST and BUILD_DIR serves that build there', async () => {
    const script = npm(['run', 'serve'], {
      PORT: '3272',
      HOST: testHost,
      BUILD_DIR: outDirOption,
    });
    const file = await waitForAnswer(script, `http://${testHost}:3272/root-scripts-test.txt`);
    expect(await file.text()).toBe(marker);
  });

  it(
    'npm start -- --port --host: the dev server answers on that address only',
    { timeout: 300_000 },
    async () => {
      const script = npm([
        'start',
        '--',
        tinySite,
        '--port',
        '3270',
        '--host',
        testHost,
        '--no-open',
      ]);
      const home = await waitForAnswer(script, `http://${testHost}:3270/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('id="__docusaurus"');
      expect(await accepts('127.0.0.1', 3270)).toBe(false);
    },
  );
});
