import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Timers } from '../src/lifecycle';
import { createSandbox, type Sandbox, type SandboxConfig } from '../src/server';
import { ContractChecker } from './contract';
import { sandboxInputs } from './inputs';

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is instead of JSON-encoding body. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * Sends real HTTP requests and holds every answer to the OpenAPI file, so a
 * scenario test also fails on any undocumented status or body.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly checker: ContractChecker,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { ...options.headers };
    if (
      options.body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    ) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, body, headers });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    this.checker.check({
      method,
      path: path.split('?')[0] ?? path,
      status: response.status,
      contentType,
      body: text,
      sentBody: body !== undefined,
    });
    let json: unknown;
    if (contentType.startsWith('application/json')) json = JSON.parse(text);
    return { status: response.status, headers: response.headers, text, json };
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, body?: unknown, options?: RequestOptions) =>
    this.request('POST', path, { ...options, body });
  put = (path: string, body?: unknown, options?: RequestOptions) =>
    this.request('PUT', path, { ...options, body });
  delete = (path: string, options?: RequestOptions) => this.request('DELETE', path, options);
}

export interface RunningSandbox {
  sandbox: Sandbox;
  api: ApiClient;
  close(): Promise<void>;
}

/** A sandbox on an ephemeral loopback port, with fast transitions unless told otherwise. */
export async function startSandbox(config: Partial<SandboxConfig> = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox({
    ...sandboxInputs,
    delayMs: 10,
    installedClients: ['vscode', 'cursor'],
    ...config,
  });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.app.server.address() as AddressInfo;
  const api = new ApiClient(`http://127.0.0.1:${port}`, new ContractChecker(sandbox.contract));
  return { sandbox, api, close: () => sandbox.app.close() };
}

/**
 * Timers a test fires by hand, so the state between an accepted action and
 * its effect can be observed however slow the machine is.
 */
export class ManualTimers implements Timers {
  private readonly due = new Set<() => void>();

  set(callback: () => void) {
    this.due.add(callback);
    return { cancel: () => this.due.delete(callback) };
  }

  /** Fires the transitions waiting now; the ones they schedule wait for the next tick. */
  tick(): void {
    const now = [...this.due];
    this.due.clear();
    for (const callback of now) callback();
  }

  /** Ticks until nothing waits. */
  settle(): void {
    for (let round = 0; this.due.size > 0; round += 1) {
      if (round > 1000) throw new Error('Transitions keep scheduling more transitions.');
      this.tick();
    }
  }
}

export async function withTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'api-sandbox-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Polls until check() passes or the time is up; for states reached through the simulated delay. */
export async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
