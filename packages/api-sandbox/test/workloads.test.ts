import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualTimers, startSandbox, type ApiClient, type RunningSandbox } from './harness';

interface WorkloadJson {
  name: string;
  package: string;
  url: string;
  port: number;
  status: string;
  transport_type: string;
}

const base = '/api/v1beta/workloads';

async function workload(api: ApiClient, name: string): Promise<WorkloadJson> {
  const response = await api.get(`${base}/${name}`);
  expect(response.status).toBe(200);
  return response.json as WorkloadJson;
}

async function listed(api: ApiClient, all: boolean): Promise<string[]> {
  const response = await api.get(all ? `${base}?all=true` : base);
  expect(response.status).toBe(200);
  const { workloads } = response.json as { workloads: WorkloadJson[] | null };
  return (workloads ?? []).map((w) => `${w.name}:${w.status}`);
}

async function statusIs(api: ApiClient, name: string, status: string) {
  expect((await workload(api, name)).status).toBe(status);
}

describe('workloads', { timeout: 30_000 }, () => {
  let running: RunningSandbox;
  let api: ApiClient;
  let timers: ManualTimers;

  beforeEach(async () => {
    timers = new ManualTimers();
    running = await startSandbox({ timers });
    api = running.api;
  });
  afterEach(() => running.close());

  it('lists none as null, the way ToolHive encodes an empty list', async () => {
    const response = await api.get(`${base}?all=true`);
    expect(response.json).toEqual({ workloads: null });
  });

  it('creates a workload in "starting" and runs it after the delay', async () => {
    const created = await api.post(base, { name: 'fetch', image: 'mcp/fetch:latest' });
    expect(created.status).toBe(201);
    const { name, port } = created.json as { name: string; port: number };
    expect(name).toBe('fetch');
    expect(port).toBeGreaterThanOrEqual(10000);

    const starting = await workload(api, 'fetch');
    expect(starting).toMatchObject({
      status: 'starting',
      package: 'mcp/fetch:latest',
      transport_type: 'stdio',
      url: `http://127.0.0.1:${port}/sse#fetch`,
      port,
    });
    expect(await listed(api, false)).toEqual([]);
    expect(await listed(api, true)).toEqual(['fetch:starting']);

    timers.tick();
    await statusIs(api, 'fetch', 'running');
    expect(await listed(api, false)).toEqual(['fetch:running']);
  });

  it('names a workload after its image and a timestamp when the request has no name', async () => {
    const created = await api.post(base, { image: 'ghcr.io/stackloklabs/osv-mcp/server:latest' });
    expect(created.status).toBe(201);
    expect((created.json as { name: string }).name).toMatch(
      /^ghcr-io-stackloklabs-osv-mcp-server-\d{10}$/,
    );
  });

  it('builds the proxy URL from the transport', async () => {
    const cases = [
      {
        name: 'by-sse',
        transport: 'sse',
        url: (port: number) => `http://127.0.0.1:${port}/sse#by-sse`,
      },
      {
        name: 'by-http',
        transport: 'streamable-http',
        url: (port: number) => `http://127.0.0.1:${port}/mcp`,
      },
      { name: 'by-inspector', transport: 'inspector', url: () => '' },
    ];
    for (const { name, transport, url } of cases) {
      const created = await api.post(base, { name, image: 'mcp/time:latest', transport });
      expect(created.status).toBe(201);
      const shown = await workload(api, name);
      expect(shown.transport_type).toBe(transport);
      expect(shown.url).toBe(url(shown.port));
    }
  });

  it('refuses a second workload with the same name, running or stopped, with 409', async () => {
    expect((await api.post(base, { name: 'dup', image: 'mcp/fetch:latest' })).status).toBe(201);
    const again = await api.post(base, { name: 'dup', image: 'mcp/time:latest' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('"dup" already exists');

    timers.tick();
    await api.post(`${base}/dup/stop`);
    timers.tick();
    await statusIs(api, 'dup', 'stopped');
    expect((await api.post(base, { name: 'dup', image: 'mcp/fetch:latest' })).status).toBe(409);
  });

  it('stops asynchronously: 202 first, "stopped" after the delay, listed only with all=true', async () => {
    await api.post(base, { name: 'fetch', image: 'mcp/fetch:latest' });
    timers.tick();

    const stop = await api.post(`${base}/fetch/stop`);
    expect(stop.status).toBe(202);
    expect(stop.text).toBe('');
    await statusIs(api, 'fetch', 'running');

    timers.tick();
    await statusIs(api, 'fetch', 'stopped');
    expect(await listed(api, false)).toEqual([]);
    expect(await listed(api, true)).toEqual(['fetch:stopped']);
  });

  it('restarts a stopped workload through "starting" to "running"', async () => {
    await api.post(base, { name: 'fetch', image: 'mcp/fetch:latest' });
    await api.post(`${base}/fetch/stop`);
    timers.settle();
    await statusIs(api, 'fetch', 'stopped');

    expect((await api.post(`${base}/fetch/restart`)).status).toBe(202);
    await statusIs(api, 'fetch', 'stopped');
    timers.tick();
    await statusIs(api, 'fetch', 'starting');
    timers.tick();
    await statusIs(api, 'fetch', 'running');
  });

  it('deletes asynchronously: 202 first, the workload is gone after the delay', async () => {
    await api.post(base, { name: 'fetch', image: 'mcp/fetch:latest' });
    const deleted = await api.delete(`${base}/fetch`);
    expect(deleted.status).toBe(202);
    expect((await api.get(`${base}/fetch`)).status).toBe(200);
    timers.settle();
    expect((await api.get(`${base}/fetch`)).status).toBe(404);
    expect(await listed(api, true)).toEqual([]);
  });

  it('applies accepted actions in the order it accepted them', async () => {
    await api.post(base, { name: 'a', image: 'mcp/fetch:latest' });
    await api.post(`${base}/a/stop`);
    await api.post(`${base}/a/restart`);
    await api.post(base, { name: 'b', image: 'mcp/fetch:latest' });
    await api.post(`${base}/b/stop`);
    await api.delete(`${base}/b`);
    timers.settle();
    expect(await listed(api, true)).toEqual(['a:running']);
  });

  it('answers 202 and changes nothing for an action on an unknown name, as ToolHive does', async () => {
    for (const action of ['stop', 'restart']) {
      expect((await api.post(`${base}/ghost/${action}`)).status).toBe(202);
    }
    expect((await api.delete(`${base}/ghost`)).status).toBe(202);
    timers.settle();
    expect(await listed(api, true)).toEqual([]);
    expect((await api.get(`${base}/ghost`)).status).toBe(404);
  });

  it('refuses invalid workload names in the path with 400 naming the rule', async () => {
    const invalid = [encodeURIComponent('a$b'), '..hidden', 'x'.repeat(101)];
    for (const name of invalid) {
      for (const call of [
        () => api.get(`${base}/${name}`),
        () => api.post(`${base}/${name}/stop`),
        () => api.delete(`${base}/${name}`),
      ]) {
        const response = await call();
        expect(response.status).toBe(400);
        expect(response.text).toMatch(/^Invalid workload name/);
      }
    }
  });

  it('runs bulk actions on the names it knows and skips the others', async () => {
    await api.post(base, { name: 'one', image: 'mcp/fetch:latest' });
    await api.post(base, { name: 'two', image: 'mcp/time:latest' });
    await api.post(base, { name: 'three', image: 'mcp/git:latest' });
    timers.settle();

    expect((await api.post(`${base}/stop`, { names: ['one', 'two', 'ghost'] })).status).toBe(202);
    timers.settle();
    expect(await listed(api, true)).toEqual(['one:stopped', 'three:running', 'two:stopped']);

    expect((await api.post(`${base}/restart`, { names: ['one'] })).status).toBe(202);
    expect((await api.post(`${base}/delete`, { names: ['two', 'three'] })).status).toBe(202);
    timers.settle();
    expect(await listed(api, true)).toEqual(['one:running']);
  });

  it('refuses bulk requests without names, with an empty list or an invalid name', async () => {
    for (const path of [`${base}/stop`, `${base}/restart`, `${base}/delete`]) {
      const missing = await api.post(path);
      expect(missing.status).toBe(400);
      expect(missing.text).toContain('body is required');

      const empty = await api.post(path, { names: [] });
      expect(empty.status).toBe(400);
      expect(empty.text).toContain('"names"');

      const bad = await api.post(path, { names: ['fine', '../etc'] });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('"names[1]"');
    }
  });

  it('names the field of a create request it refuses', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'x' }, 'field "image" is required'],
      [{ image: 7 }, 'field "image" must be string'],
      [{ image: 'mcp/fetch', transport: 'carrier-pigeon' }, 'field "transport"'],
      [{ image: 'mcp/fetch', name: 'no spaces' }, 'field "name" is not a valid workload name'],
      [{ image: 'mcp/fetch', target_port: 70000 }, 'field "target_port"'],
      [{ image: 'mcp/fetch', env_vars: ['OK=1', 'MISSING_EQUALS'] }, 'field "env_vars[1]"'],
      [
        { image: 'mcp/fetch', secrets: [{ name: 'token' }] },
        'field "secrets[0].target" is required',
      ],
      [{ image: 'mcp/fetch', oidc: 'on' }, 'field "oidc" must be object'],
    ];
    for (const [body, reason] of cases) {
      const response = await api.post(base, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.text).toContain(reason);
    }
    expect(await listed(api, true)).toEqual([]);
  });

  it('accepts the full create request of the OpenAPI example, profile path included', async () => {
    const created = await api.post(base, {
      name: 'github',
      image: 'ghcr.io/github/github-mcp-server:latest',
      transport: 'stdio',
      host: '127.0.0.1',
      cmd_arguments: [],
      env_vars: ['GH_HOST=github.example.com'],
      secrets: [{ name: 'github-token', target: 'GITHUB_PERSONAL_ACCESS_TOKEN' }],
      volumes: ['/home/me/projects:/projects:ro'],
      permission_profile: '/home/me/.config/toolhive/github-profile.json',
      authz_config: '',
      oidc: { issuer: '', audience: '', client_id: '', jwks_url: '' },
    });
    expect(created.status).toBe(201);
  });

  it('gives every workload its own proxy port', async () => {
    const ports = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const created = await api.post(base, { name: `w${i}`, image: 'mcp/time:latest' });
      ports.add((created.json as { port: number }).port);
    }
    expect(ports.size).toBe(30);
  });
});
