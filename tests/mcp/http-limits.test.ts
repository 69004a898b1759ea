import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from './harness';

// The work one client can make the HTTP server do, over raw sockets on loopback: costly
// searches, batches, pipelined requests and slow clients, each while a ping must still be
// answered promptly. The search engine bounds the crafted query's work itself; the call
// budget is the second line, tried on a server whose budget no call can meet.

let server: HttpServer;
beforeAll(async () => {
  server = await startHttpServer(['--call-budget', '500']);
  // The worker has loaded the build once this answers.
  await rpc({ jsonrpc: '2.0', id: 0, method: 'tools/call', params: callParams('install') });
}, 60_000);
afterAll(() => server.stop());

/** A query of one repeated letter, 255 characters: many words for the engine, each matching much. */
const crafted = Array.from({ length: 128 }, () => 's')
  .join(' ')
  .slice(0, 255);

function callParams(query: string) {
  return { name: 'search_docs', arguments: { query } };
}

function request(body: string, extra = ''): string {
  return (
    `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1:${server.port}\r\ncontent-type: application/json\r\n` +
    `accept: application/json, text/event-stream\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`
  );
}

/** One request on its own connection; the answer's status and body. */
async function rpc(message: unknown, to = server): Promise<{ status: number; body: string }> {
  const response = await fetch(to.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(message),
  });
  return { status: response.status, body: await response.text() };
}

/** Milliseconds a JSON-RPC ping takes, answered. */
async function ping(to = server): Promise<number> {
  const started = performance.now();
  const { status, body } = await rpc({ jsonrpc: '2.0', id: 'ping', method: 'ping' }, to);
  expect(status).toBe(200);
  expect(JSON.parse(body)).toMatchObject({ id: 'ping', result: {} });
  return performance.now() - started;
}

/** The median of five pings: this machine's time for one now, before an attack. */
async function baseline(to = server): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await ping(to));
  return times.sort((a, b) => a - b)[2]!;
}

/** Sends raw bytes and collects everything until the server closes the connection. */
function exchange(bytes: string): { done: Promise<string>; socket: net.Socket } {
  const socket = net.connect(server.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  const done = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  socket.write(bytes);
  return { done, socket };
}

describe('the work one request can cause', () => {
  it('answers the crafted query within the call budget, and a ping meanwhile', async () => {
    const before = await baseline();
    const crafty = rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: callParams(crafted),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ping()).toBeLessThanOrEqual(before + 100);
    const { status, body } = await crafty;
    expect(status).toBe(200);
    expect(JSON.parse(body).result.isError).toBeUndefined();
  }, 60_000);

  it('stops a call over its budget with a tool error, answers a ping meanwhile, and runs the next call in a fresh worker', async () => {
    const strict = await startHttpServer(['--call-budget', '1']);
    try {
      const before = await baseline(strict);
      const call = (id: number, query: string) =>
        rpc({ jsonrpc: '2.0', id, method: 'tools/call', params: callParams(query) }, strict);
      const costly = call(1, crafted);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await ping(strict)).toBeLessThanOrEqual(before + 100);
      const { status, body } = await costly;
      expect(status).toBe(200);
      const answer = JSON.parse(body) as {
        result: { isError: boolean; content: { text: string }[] };
      };
      expect(answer.result.isError).toBe(true);
      expect(answer.result.content[0]!.text).toMatch(/ran out of time: a call may take 1 ms/);
      // The stopped worker is replaced: the next call is run, not refused for a dead worker.
      const next = JSON.parse((await call(2, 'secrets')).body) as {
        result: { content: { text: string }[] };
      };
      expect(next.result.content[0]!.text).not.toMatch(/worker stopped|busy/);
    } finally {
      await strict.stop();
    }
  }, 60_000);

  it('refuses a batch of 100 calls with 400 and the cap, and answers a batch of 10', async () => {
    const batch = (size: number) =>
      Array.from({ length: size }, (_, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'tools/call',
        params: callParams(crafted),
      }));
    const hundred = await rpc(batch(100));
    expect(hundred.status).toBe(400);
    expect(JSON.parse(hundred.body)).toMatchObject({
      error: { code: -32600, message: expect.stringContaining('at most 10') },
    });

    const before = await baseline();
    const started = performance.now();
    const ten = rpc(batch(10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ping()).toBeLessThanOrEqual(before + 100);
    const answers = JSON.parse((await ten).body) as { result: { content: unknown[] } }[];
    expect(answers).toHaveLength(10);
    expect(answers.every((answer) => answer.result.content.length > 0)).toBe(true);
    // Ten calls within their 500 ms budgets, one after another.
    expect(performance.now() - started).toBeLessThan(25_000);
  }, 60_000);

  it('answers 429 past 4 requests in progress on one connection', async () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: callParams(crafted),
    });
    const { done, socket } = exchange(
      Array.from({ length: 6 }, () => request(body)).join('') +
        request(body, 'connection: close\r\n'),
    );
    const text = await done;
    socket.destroy();
    const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
    // Node may end the connection at the last request's answer before every earlier one is out.
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(4);
    expect(text).toContain('already has 4 requests in progress');
  }, 60_000);

  it('closes slow headers after 10 s and slow bodies after 30 s, answering pings throughout', async () => {
    const before = await baseline();
    const started = performance.now();
    const slow = Array.from({ length: 20 }, (_, i) => {
      const { done, socket } = exchange(
        i % 2 === 0
          ? `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\n`
          : `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`,
      );
      // One byte a second, bounded by the server closing the connection.
      const drip = setInterval(() => socket.write(i % 2 === 0 ? 'x' : ' '), 1000);
      return done.then((answer) => {
        clearInterval(drip);
        return { headersOnly: i % 2 === 0, answer, after: performance.now() - started };
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ping()).toBeLessThanOrEqual(before + 100);
    const closed = await Promise.all(slow);
    for (const { headersOnly, answer, after } of closed) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      if (headersOnly) expect(after).toBeLessThan(15_000);
      else {
        expect(after).toBeGreaterThan(20_000);
        expect(after).toBeLessThan(40_000);
      }
    }
  }, 60_000);
});
