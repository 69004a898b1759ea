import { readFile } from 'node:fs/promises';
import { parseYaml } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxInputs } from './inputs';
import { startSandbox, type ApiClient, type RunningSandbox } from './harness';

/** Clients, discovery, registry and the system routes: everything but workloads and secrets. */
describe('clients, discovery, registry and system routes', () => {
  let running: RunningSandbox;
  let api: ApiClient;

  beforeAll(async () => {
    running = await startSandbox({ installedClients: ['vscode', 'cursor'] });
    api = running.api;
  });
  afterAll(() => running.close());

  it('registers a client once, however often it is registered, and unregisters it', async () => {
    expect((await api.get('/api/v1beta/clients')).json).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      const registered = await api.post('/api/v1beta/clients', { name: 'cursor' });
      expect(registered.status).toBe(200);
      expect(registered.json).toEqual({ name: 'cursor' });
    }
    await api.post('/api/v1beta/clients', { name: 'cline' });
    expect((await api.get('/api/v1beta/clients')).json).toEqual([
      { name: 'cursor' },
      { name: 'cline' },
    ]);

    expect((await api.delete('/api/v1beta/clients/cursor')).status).toBe(204);
    expect((await api.delete('/api/v1beta/clients/cursor')).status).toBe(204);
    expect((await api.get('/api/v1beta/clients')).json).toEqual([{ name: 'cline' }]);
    await api.delete('/api/v1beta/clients/cline');
  });

  it('refuses a client ToolHive does not support, naming the allowed ones', async () => {
    const response = await api.post('/api/v1beta/clients', { name: 'notepad' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('field "name" must be one of: "roo-code"');
    expect((await api.delete('/api/v1beta/clients/notepad')).status).toBe(400);
  });

  it('reports every supported client as installed or not and registered or not', async () => {
    await api.post('/api/v1beta/clients', { name: 'cursor' });
    await api.post('/api/v1beta/clients', { name: 'cline' });
    const response = await api.get('/api/v1beta/discovery/clients');
    expect(response.json).toEqual({
      clients: [
        { client_type: 'roo-code', installed: false, registered: false },
        { client_type: 'cline', installed: false, registered: true },
        { client_type: 'vscode-insider', installed: false, registered: false },
        { client_type: 'vscode', installed: true, registered: false },
        { client_type: 'cursor', installed: true, registered: true },
        { client_type: 'claude-code', installed: false, registered: false },
      ],
    });
  });

  it('has one registry, default, with every server of the data file', async () => {
    const list = await api.get('/api/v1beta/registry');
    expect(list.json).toEqual({
      registries: [
        { name: 'default', version: '1.0.0', last_updated: expect.any(String), server_count: 10 },
      ],
    });
    const details = (await api.get('/api/v1beta/registry/default')).json as {
      server_count: number;
      registry: { servers: Record<string, { name: string }> };
    };
    expect(details.server_count).toBe(10);
    for (const [key, server] of Object.entries(details.registry.servers)) {
      expect(server.name).toBe(key);
    }
  });

  it('lists the servers sorted by name and returns one by name', async () => {
    const servers = (await api.get('/api/v1beta/registry/default/servers')).json as {
      servers: Array<{ name: string }>;
    };
    const names = servers.servers.map((server) => server.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('github');

    const github = await api.get('/api/v1beta/registry/default/servers/github');
    expect(github.json).toMatchObject({
      server: {
        name: 'github',
        image: 'ghcr.io/github/github-mcp-server:latest',
        transport: 'stdio',
      },
    });
  });

  it('answers 404 for other registries and unknown servers', async () => {
    for (const path of [
      '/api/v1beta/registry/community',
      '/api/v1beta/registry/community/servers',
      '/api/v1beta/registry/community/servers/github',
      '/api/v1beta/registry/default/servers/no-such-server',
      '/api/v1beta/registry/default/servers/__proto__',
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
  });

  it('refuses to remove the default registry (400) and to add one (501)', async () => {
    expect((await api.delete('/api/v1beta/registry/default')).status).toBe(400);
    expect((await api.delete('/api/v1beta/registry/community')).status).toBe(404);
    const added = await api.post('/api/v1beta/registry', { url: 'https://example.com/r.json' });
    expect(added.status).toBe(501);
  });

  it('answers the health check with 204 and no body, and reports v0.0.48', async () => {
    const health = await api.get('/health');
    expect(health.status).toBe(204);
    expect(health.text).toBe('');
    expect((await api.get('/api/v1beta/version')).json).toEqual({ version: 'v0.0.48' });
  });

  it('serves the site’s OpenAPI file as JSON at /api/openapi.json', async () => {
    const served = await api.get('/api/openapi.json');
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    const fromFile = parseYaml(await readFile(sandboxInputs.specPath, 'utf8'));
    expect(served.json).toEqual(fromFile);
  });
});
