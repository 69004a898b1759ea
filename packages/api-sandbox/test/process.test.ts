import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/openapi';
import { repoRoot, sandboxInputFlags, sandboxInputs } from './inputs';
import { ContractChecker } from './contract';
import { ApiClient, eventually, withTempDir } from './harness';

/**
 * The command-line sandbox in its own process, started as `npm run sandbox`
 * starts it, so it can be killed for real (SIGKILL: no shutdown code runs)
 * and its exit codes and messages checked.
 */
const startScript = join(__dirname, '..', 'scripts', 'start.mjs');
let checker: ContractChecker;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

class SandboxProcess {
  /** The sandboxes still running, stopped after each test whatever its outcome. */
  static readonly running = new Set<SandboxProcess>();
  output = '';
  readonly exited: Promise<Exit>;
  private readonly child;

  constructor(args: string[], env: Record<string, string>) {
    this.child = spawn(process.execPath, [startScript, ...sandboxInputFlags, ...args], {
      env: { ...process.env, SANDBOX_LOG_LEVEL: 'info', ...env },
    });
    this.child.stdout.on('data', (chunk) => (this.output += String(chunk)));
    this.child.stderr.on('data', (chunk) => (this.output += String(chunk)));
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code, signal) => {
        SandboxProcess.running.delete(this);
        resolve({ code, signal });
      }),
    );
    SandboxProcess.running.add(this);
  }

  /** Starts a sandbox on a free port and waits until it says where it listens. */
  static async start(args: string[], env: Record<string, string> = {}) {
    const running = new SandboxProcess(['--port', '0', ...args], env);
    // About 2 s of CPU (loading the contract and the validators), yet over 45 s for two at once
    // on a 2-core machine at load 13. The wait only bounds a failure; a passing start never pays it.
    const url = await Promise.race([
      eventually(async () => {
        const match = /listening on (http:\/\/\S+) /.exec(running.output);
        expect(match).not.toBeNull();
      }, 120_000).then(() => /listening on (http:\/\/\S+) /.exec(running.output)?.[1] as string),
      running.exited.then((exit) => {
        throw new Error(`The sandbox exited (${exit.code}) before listening:\n${running.output}`);
      }),
    ]);
    return { process: running, api: new ApiClient(url, checker) };
  }

  /** Runs a sandbox that is expected to exit by itself. */
  static async run(args: string[], env: Record<string, string> = {}) {
    const running = new SandboxProcess(args, env);
    const exit = await running.exited;
    return { ...exit, output: running.output };
  }

  async stop(signal: NodeJS.Signals): Promise<Exit> {
    this.child.kill(signal);
    return this.exited;
  }
}

/** The names in a folder (none for a missing one), to see that nothing was added. */
async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [])).filter((name) => name !== 'reports').sort();
}

async function everythingIn(dir: string): Promise<string> {
  const names = await readdir(dir);
  return (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
}

describe('the sandbox as a process', { timeout: 240_000 }, () => {
  // A test that fails before it stops its sandboxes must not leave them running.
  afterEach(async () => {
    await Promise.all([...SandboxProcess.running].map((sandbox) => sandbox.stop('SIGKILL')));
  });

  beforeAll(async () => {
    checker = new ContractChecker(await loadContract(sandboxInputs.specPath));
  }, 60_000);

  it('starts twice at once from one checkout, and writes nothing into it', async () => {
    const before = await Promise.all(
      [repoRoot, join(repoRoot, '.cache'), join(__dirname, '..')].map(listing),
    );
    const sandboxes = await Promise.all([SandboxProcess.start([]), SandboxProcess.start([])]);
    try {
      for (const { api } of sandboxes) {
        expect((await api.get('/api/v1beta/version')).status).toBe(200);
      }
      expect(sandboxes[0].api.baseUrl).not.toBe(sandboxes[1].api.baseUrl);
    } finally {
      for (const { process: sandbox } of sandboxes) await sandbox.stop('SIGTERM');
    }
    const after = await Promise.all(
      [repoRoot, join(repoRoot, '.cache'), join(__dirname, '..')].map(listing),
    );
    expect(after).toEqual(before);
  });

  it('loses nothing it acknowledged when killed with SIGKILL', async () => {
    await withTempDir(async (dir) => {
      const secretValue = 'ghp_killtest_4d1b0c_value';
      const env = { TOOLHIVE_SECRETS_PASSWORD: 'process-test-password' };
      // A long delay keeps the accepted stop pending when the process dies.
      const first = await SandboxProcess.start(['--data-dir', dir, '--delay', '60000'], env);
      const { api } = first;
      expect((await api.post('/api/v1beta/secrets', { provider_type: 'encrypted' })).status).toBe(
        201,
      );
      expect(
        (await api.post('/api/v1beta/secrets/default/keys', { key: 'gh', value: secretValue }))
          .status,
      ).toBe(201);
      expect(
        (await api.post('/api/v1beta/workloads', { name: 'keep', image: 'mcp/fetch' })).status,
      ).toBe(201);
      expect(
        (await api.post('/api/v1beta/workloads', { name: 'halt', image: 'mcp/time' })).status,
      ).toBe(201);
      expect((await api.post('/api/v1beta/workloads/halt/stop')).status).toBe(202);
      expect((await api.post('/api/v1beta/clients', { name: 'cursor' })).status).toBe(200);
      expect(await first.process.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });

      expect(await everythingIn(dir)).not.toContain(secretValue);
      expect(first.process.output).not.toContain(secretValue);

      const second = await SandboxProcess.start(['--data-dir', dir, '--delay', '10'], env);
      try {
        await eventually(async () => {
          const list = await second.api.get('/api/v1beta/workloads?all=true');
          expect(list.json).toMatchObject({
            workloads: [
              { name: 'halt', status: 'stopped' },
              { name: 'keep', status: 'running' },
            ],
          });
        }, 15_000);
        expect((await second.api.get('/api/v1beta/clients')).json).toEqual([{ name: 'cursor' }]);
        const keys = await second.api.get('/api/v1beta/secrets/default/keys');
        expect(keys.json).toEqual({ keys: [{ key: 'gh' }] });
      } finally {
        expect(await second.process.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      }
      expect(second.process.output).not.toContain(secretValue);
    });
  });

  it('shuts down cleanly on SIGINT and SIGTERM with its state written', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      await withTempDir(async (dir) => {
        const { process: sandbox, api } = await SandboxProcess.start(['--data-dir', dir]);
        await api.post('/api/v1beta/clients', { name: 'vscode' });
        expect(await sandbox.stop(signal)).toEqual({ code: 0, signal: null });
        const state = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
        expect(state.registeredClients).toEqual(['vscode']);
      });
    }
  });

  it('refuses to start on a corrupt state file, naming it, and leaves it as it was', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'state.json');
      await writeFile(path, '{"workloads": [ truncated');
      const result = await SandboxProcess.run(['--port', '0', '--data-dir', dir]);
      expect(result.code).toBe(2);
      expect(result.output).toContain(`The state file ${path} is not valid JSON`);
      expect(await readFile(path, 'utf8')).toBe('{"workloads": [ truncated');
    });
  });

  it('refuses a wrong TOOLHIVE_SECRETS_PASSWORD at start-up', async () => {
    await withTempDir(async (dir) => {
      const first = await SandboxProcess.start(['--data-dir', dir]);
      await first.api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'a' });
      await first.process.stop('SIGTERM');
      const result = await SandboxProcess.run(['--port', '0', '--data-dir', dir], {
        TOOLHIVE_SECRETS_PASSWORD: 'b',
      });
      expect(result.code).toBe(2);
      expect(result.output).toContain('TOOLHIVE_SECRETS_PASSWORD does not open the secrets');
    });
  });

  it('names the bad option or variable and exits with status 2', async () => {
    const byFlag = await SandboxProcess.run(['--port', 'eighty']);
    expect(byFlag).toMatchObject({ code: 2 });
    expect(byFlag.output).toContain('Invalid --port "eighty"');

    const byEnv = await SandboxProcess.run([], { SANDBOX_PORT: '70000' });
    expect(byEnv.code).toBe(2);
    expect(byEnv.output).toContain('Invalid SANDBOX_PORT "70000"');

    const unknown = await SandboxProcess.run(['--colour']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("Unknown option '--colour'");
  });

  it('says which port is taken when another process holds it', async () => {
    const first = await SandboxProcess.start([]);
    try {
      const port = new URL(first.api.baseUrl).port;
      const second = await SandboxProcess.run(['--port', port]);
      expect(second.code).toBe(2);
      expect(second.output).toContain(`Port ${port} is already in use on 127.0.0.1`);
    } finally {
      await first.process.stop('SIGTERM');
    }
  });

  it('prints its options with --help', async () => {
    const help = await SandboxProcess.run(['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('--data-dir <dir>');
    expect(help.output).toContain('SANDBOX_PORT');
  });
});
