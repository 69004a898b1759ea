import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, startHttpServer, type HttpServer } from './harness';

// The HTTP transport's checks, over raw sockets so that
// no client library fixes up or refuses the hostile requests first.

let server: HttpServer;
beforeAll(async () => {
  server = await startHttpServer([
    '--allow-host',
    'docs.example.test',
    '--allow-origin',
    'https://docs.example.test',
  ]);
});
afterAll(() => server.stop());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads until the server closes or answers in full. */
function raw(
  request: string | Buffer,
  options: { keepSending?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(request);
      if (options.keepSending) {
        // A chunked body that never ends: 64 KiB at a time, bounded to 4 MiB.
        let sent = 0;
        timer = setInterval(() => {
          if (sent >= 4 * 1024 * 1024 || socket.destroyed) return clearInterval(timer);
          const chunk = 'x'.repeat(64 * 1024);
          socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
          sent += chunk.length;
        }, 5);
      }
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    setTimeout(() => socket.end(), 3000);
  });
}

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  },
});

function post(headers: Record<string, string>, body = initialize, target = '/mcp'): string {
  const lines = Object.entries({
    host: `127.0.0.1:${server.port}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...headers,
  })
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`);
  return `POST ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

describe('the HTTP endpoint', () => {
  it('answers a well-formed initialize from a local client', async () => {
    const response = await raw(post({}));
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse(response.body)).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'toolhive-docs' } },
    });
  });

  it('refuses a Host that is neither local nor configured (DNS rebinding) with 403', async () => {
    for (const host of ['evil.example', 'evil.example:80', '127.0.0.1.evil.example']) {
      const response = await raw(post({ host }));
      expect(response.status, host).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('is not served here');
    }
    // Without a Host header Node's HTTP server answers 400 before the handler runs.
    expect((await raw(post({ host: '' }))).status).toBe(400);
    for (const host of ['localhost:3333', '[::1]:3333', 'docs.example.test']) {
      expect((await raw(post({ host }))).status, host).toBe(200);
    }
  });

  it('refuses an Origin that is neither local nor configured with 403 and no CORS headers', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'null',
      'https://docs.example.test.evil',
    ]) {
      const response = await raw(post({ origin }));
      expect(response.status, origin).toBe(403);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(response.body).toContain('may not use this server');
    }
    const preflight = await raw(
      `OPTIONS /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: https://evil.example\r\naccess-control-request-method: POST\r\nconnection: close\r\n\r\n`,
    );
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('accepts local and configured origins, and only those get CORS headers', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:6274',
      'https://docs.example.test',
    ]) {
      const response = await raw(post({ origin }));
      expect(response.status, origin).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('answers 413 to a body over the limit, declared or streamed, and keeps serving', async () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'ping',
      params: { pad: 'x'.repeat(70 * 1024) },
    });
    const declared = await raw(post({}, big));
    expect(declared.status).toBe(413);
    expect(declared.body).toContain('larger than 65536 bytes');

    const streamed = await raw(
      `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n`,
      { keepSending: true },
    );
    expect(streamed.status).toBe(413);

    const client = await connectHttp(server.url);
    expect((await client.listTools()).tools).toHaveLength(5);
    await client.close();
  });

  it('answers bad requests with a 4xx and a reason', async () => {
    const notJson = await raw(post({}, '{"jsonrpc": "2.0", '));
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ error: { code: -32700 } });

    const get = await raw(
      `GET /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\nconnection: close\r\n\r\n`,
    );
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');

    const elsewhere = await raw(post({}, initialize, '/admin'));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toContain('/mcp');

    const wrongType = await raw(post({ 'content-type': 'text/plain' }));
    expect(wrongType.status).toBe(415);
  });

  it('binds 127.0.0.1 by default', () => {
    expect(server.stderr()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/mcp/);
  });
});
