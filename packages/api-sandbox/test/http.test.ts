import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from '../src/server';
import { repoRoot, sandboxInputs } from './inputs';
import { startSandbox, type ApiClient, type RunningSandbox } from './harness';

describe('HTTP behaviour shared by every route', () => {
  let running: RunningSandbox;
  let api: ApiClient;

  beforeAll(async () => {
    running = await startSandbox({ corsOrigins: ['http://localhost:3101'] });
    api = running.api;
  });
  afterAll(() => running.close());

  it('answers malformed JSON with 400 and the parser’s reason', async () => {
    const response = await api.request('POST', '/api/v1beta/clients', {
      rawBody: '{"name": "cursor",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.text).toMatch(/^Invalid request body: not valid JSON \(.+\)\.$/);
  });

  it('answers a missing or empty required body with 400', async () => {
    const missing = await api.post('/api/v1beta/workloads');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('the body is required');
    const empty = await api.request('POST', '/api/v1beta/workloads', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('the body is empty');
  });

  it('answers a body of the wrong JSON type with 400', async () => {
    for (const rawBody of ['null', '[]', '"cursor"', '42']) {
      const response = await api.request('POST', '/api/v1beta/clients', {
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, rawBody).toBe(400);
      expect(response.text).toBe('Invalid request body: the body must be object.');
    }
  });

  it('refuses a body that is not sent as application/json with 415, and changes nothing', async () => {
    // Each of these a web page can send without a CORS preflight, or curl -d sends by default.
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const response = await api.request('POST', '/api/v1beta/clients', {
        rawBody: '{"name":"vscode"}',
        headers: { 'content-type': type },
      });
      expect(response.status, type).toBe(415);
      expect(response.text).toBe(
        `Content-Type "${type}" is not accepted: send the body as JSON with Content-Type: application/json.`,
      );
    }
    expect((await api.get('/api/v1beta/clients')).json).toEqual([]);
    const json = await api.request('POST', '/api/v1beta/clients', {
      rawBody: '{"name":"vscode"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(200);
    await api.delete('/api/v1beta/clients/vscode');
  });

  it('answers a body over the size limit with 413 and keeps serving', async () => {
    const response = await api.request('POST', '/api/v1beta/workloads', {
      rawBody: JSON.stringify({ image: 'mcp/fetch', cmd_arguments: ['x'.repeat(bodyLimitBytes)] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain(`${bodyLimitBytes} bytes`);
    expect((await api.get('/health')).status).toBe(204);
  });

  it('reads the all parameter as ToolHive does, since the file documents no 400 for it', async () => {
    await api.post('/api/v1beta/workloads', { name: 'stopped-one', image: 'mcp/fetch' });
    await api.post('/api/v1beta/workloads/stopped-one/stop');
    await running.sandbox.lifecycle.whenIdle();
    const names = async (query: string) => {
      const response = await api.get(`/api/v1beta/workloads${query}`);
      expect(response.status).toBe(200);
      const { workloads } = response.json as { workloads: Array<{ name: string }> | null };
      return (workloads ?? []).map((w) => w.name);
    };
    expect(await names('?all=true')).toEqual(['stopped-one']);
    for (const query of ['?all=maybe', '?all=1', '?all=false', '']) {
      expect(await names(query), query).toEqual([]);
    }
    await api.delete('/api/v1beta/workloads/stopped-one');
  });

  it('names the path parameter it refuses', async () => {
    const response = await api.delete('/api/v1beta/clients/notepad');
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/^Invalid path parameter "name": must be one of: "roo-code"/);
  });

  it('answers unknown routes with a plain-text 404', async () => {
    const response = await api.get('/api/v1beta/nothing-here');
    expect(response.status).toBe(404);
    expect(response.text).toContain('No route for GET /api/v1beta/nothing-here');
  });

  it('answers a method the route lacks with 405 and an Allow header', async () => {
    const response = await api.request('PATCH', '/api/v1beta/workloads');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD');
    const put = await api.put('/api/v1beta/secrets/default', { provider_type: 'none' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });

  it('accepts a trailing slash', async () => {
    expect((await api.get('/api/v1beta/version/')).status).toBe(200);
  });

  it('ignores __proto__ in a body instead of letting it reach object prototypes', async () => {
    const response = await api.request('POST', '/api/v1beta/workloads', {
      rawBody: '{"image":"mcp/fetch","name":"proto","__proto__":{"polluted":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await api.delete('/api/v1beta/workloads/proto');
  });

  it('survives hostile bodies on every operation that takes one, answering 4xx', async () => {
    const hostile = [
      '{"names": {"length": 1e309}}',
      '{"image": "a", "name": "\\u0000"}',
      `{"names": [${'['.repeat(2000)}${']'.repeat(2000)}]}`,
      '{"key": "k", "value": "v", "extra": true, "image": ["x"]}',
      '\ufeff{}',
      '{"provider_type": "encrypted", "password": {"toString": "x"}}',
    ];
    const withBody = running.sandbox.contract.operations.filter((o) => o.requestBody);
    for (const operation of withBody) {
      const path = operation.path.replace(/\{[^}]+\}/g, 'x');
      for (const rawBody of hostile) {
        const response = await api.request(operation.method, path, {
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, `${operation.key} ${rawBody.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    expect((await api.get('/health')).status).toBe(204);
  });

  describe('CORS', () => {
    function preflight(origin: string) {
      return api.request('OPTIONS', '/api/v1beta/workloads', {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    }

    it('lets the local docs site and --cors-origin call the API', async () => {
      for (const origin of [...sandboxInputs.docsOrigins, 'http://localhost:3101']) {
        const response = await preflight(origin);
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-methods')).toContain('POST');
        expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
      }
      const simple = await api.get('/api/v1beta/version', {
        headers: { origin: 'http://localhost:3000' },
      });
      expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    });

    it('agrees to Private Network Access preflights from allowed origins only', async () => {
      const ask = (origin: string) =>
        api.request('OPTIONS', '/api/v1beta/workloads', {
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-private-network': 'true',
          },
        });
      const configured = await ask('http://localhost:3101');
      expect(configured.headers.get('access-control-allow-private-network')).toBe('true');
      const other = await ask('https://attacker.example');
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-private-network')).toBeNull();
    });

    // The site's `npm run sandbox` adds the published docs with --docs-origin; the package does not.
    it('grants nothing to other origins by default, the production docs included, and refuses them with 403', async () => {
      const docsSite = JSON.parse(
        await readFile(join(repoRoot, 'site', 'src', 'data', 'docs-site.json'), 'utf8'),
      ) as { url: string };
      for (const origin of ['https://attacker.example', new URL(docsSite.url).origin]) {
        const response = await preflight(origin);
        expect(response.status, origin).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        const simple = await api.get('/api/v1beta/version', { headers: { origin } });
        expect(simple.status, origin).toBe(403);
        expect(simple.text).toBe(
          `Requests from pages on ${origin} are refused: start the sandbox with --cors-origin ${origin} to allow them.`,
        );
        expect(simple.headers.get('access-control-allow-origin')).toBeNull();
      }
    });
  });
});
