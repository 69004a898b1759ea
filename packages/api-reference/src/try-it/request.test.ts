import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TryItOperation } from './descriptor';
import { InputError, isLoopbackHost, prepareRequest, sendRequest } from './request';

const operation: TryItOperation = {
  method: 'POST',
  path: '/items/{name}/tags',
  parameters: [
    { name: 'name', in: 'path', required: true, type: 'string' },
    { name: 'dry_run', in: 'query', required: false, type: 'boolean' },
  ],
  body: { mediaType: 'application/json', example: '{}', required: true },
};

function inputError(input: Parameters<typeof prepareRequest>[1]): InputError {
  try {
    prepareRequest(operation, input);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('prepareRequest', () => {
  it('encodes path values, adds filled query values and keeps the body', () => {
    expect(
      prepareRequest(operation, {
        serverUrl: ' http://localhost:8080/ ',
        values: { name: 'a b/c', dry_run: 'true' },
        body: '{"tag": "x"}',
      }),
    ).toEqual({
      method: 'POST',
      url: 'http://localhost:8080/items/a%20b%2Fc/tags?dry_run=true',
      body: '{"tag": "x"}',
      contentType: 'application/json',
    });
  });

  it('leaves out empty optional query values', () => {
    const request = prepareRequest(operation, {
      serverUrl: 'http://127.0.0.1:9090',
      values: { name: 'x', dry_run: ' ' },
      body: '{}',
    });
    expect(request.url).toBe('http://127.0.0.1:9090/items/x/tags');
  });

  it('names what the reader must fix', () => {
    expect(inputError({ serverUrl: 'localhost', values: { name: 'x' }, body: '{}' }).field).toBe(
      'server',
    );
    expect(inputError({ serverUrl: 'file:///etc', values: { name: 'x' }, body: '{}' }).field).toBe(
      'server',
    );
    expect(
      inputError({ serverUrl: 'http://localhost:8080', values: {}, body: '{}' }),
    ).toMatchObject({
      field: 'name',
      message: 'Enter a value for the path parameter "name".',
    });
    expect(
      inputError({ serverUrl: 'http://localhost:8080', values: { name: 'x' }, body: '' }).field,
    ).toBe('body');
    expect(
      inputError({ serverUrl: 'http://localhost:8080', values: { name: 'x' }, body: '{oops' })
        .message,
    ).toMatch(/^The request body is not valid JSON: /);
    for (const name of ['.', '..']) {
      expect(
        inputError({ serverUrl: 'http://localhost:8080', values: { name }, body: '{}' }),
      ).toMatchObject({ field: 'name', message: expect.stringContaining(`can't be "${name}"`) });
    }
  });
});

describe('sendRequest', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; type?: string; body: string; cookie?: string }[] =
    [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          type: request.headers['content-type'],
          body,
          cookie: request.headers.cookie,
        });
        response.writeHead(201, { 'Content-Type': 'application/json', 'X-Request-Id': 'abc' });
        response.end('{"name":"x","port":4321}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the request and returns status, headers and the pretty-printed body', async () => {
    const result = await sendRequest({
      method: 'POST',
      url: `${base}/items/x/tags`,
      body: '{"tag":"x"}',
      contentType: 'application/json',
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/items/x/tags',
      type: 'application/json',
      body: '{"tag":"x"}',
      cookie: undefined,
    });
    expect(result).toMatchObject({
      ok: true,
      status: 201,
      body: '{\n  "name": "x",\n  "port": 4321\n}',
    });
    expect(result.ok && result.headers).toContainEqual(['x-request-id', 'abc']);
  });

  it('reports nothing listening on this machine as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await sendRequest({ method: 'GET', url: `http://127.0.0.1:${port}/health` });
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('reports a host that cannot be reached as a network error', async () => {
    const result = await sendRequest({ method: 'GET', url: 'http://sandbox.invalid:8080/health' });
    expect(result).toMatchObject({ ok: false, reason: 'network' });
  });

  it('reports a server that answers a probe but not the request as refusing this origin', async () => {
    // A browser's CORS check fails the request and lets a no-cors probe through.
    const modes: (RequestMode | undefined)[] = [];
    const browserLike = (async (url: string | URL | Request, init?: RequestInit) => {
      modes.push(init?.mode);
      if (init?.mode !== 'no-cors') throw new TypeError('Failed to fetch');
      return fetch(url, { ...init, mode: undefined });
    }) as typeof fetch;
    const result = await sendRequest(
      { method: 'GET', url: `${base}/api/v1beta/version` },
      { fetchImpl: browserLike },
    );
    expect(result).toEqual({ ok: false, reason: 'refused', message: 'Failed to fetch' });
    expect(modes).toEqual([undefined, 'no-cors']);
    // The probe is an empty POST to the server's root, never to the operation's path.
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/', body: '' });
  });

  it('gives up after the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const result = await sendRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/` },
      { timeoutMs: 200 },
    );
    silent.closeAllConnections();
    silent.close();
    expect(result).toEqual({
      ok: false,
      reason: 'network',
      message: 'No answer within 0.2 seconds.',
    });
  });
});

describe('isLoopbackHost', () => {
  it('knows the names of this machine', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'docs.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      'example.com',
      '10.0.0.1',
      '192.168.1.2',
      'localhost.example.com',
      '[::2]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
