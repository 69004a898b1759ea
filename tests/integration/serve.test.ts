import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run serve` (scripts/serve.mjs) against requests that used to end the
 * process, sent through raw sockets so nothing rewrites them on the way.
 */
const fileContent = '0123456789abcdefghij';
let buildDir: string;
let server: ChildProcess;
let output = '';
let port: number;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const split = data.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = data.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: data.slice(split + 4) });
    });
    socket.write(request);
  });
}

function get(target: string, extraHeaders = ''): Promise<RawAnswer> {
  return send(
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`,
  );
}

const range = (value: string) => get('/range.txt', `Range: ${value}\r\n`);

async function stillServing() {
  expect((await get('/range.txt')).body).toBe(fileContent);
  expect(server.exitCode).toBeNull();
}

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'serve-test-'));
  await writeFile(join(buildDir, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(buildDir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(buildDir, 'range.txt'), fileContent);
  await writeFile(join(buildDir, 'removed.txt'), 'gone soon');
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: '0', BUILD_DIR: buildDir, HOST: '' },
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  port = await new Promise<number>((resolve, reject) => {
    server.stdout?.on('data', () => {
      const match = /on http:\/\/([^:]+):(\d+)/.exec(output);
      if (match) resolve(Number(match[2]));
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
});

afterAll(async () => {
  server.kill('SIGTERM');
  await rm(buildDir, { recursive: true, force: true });
});

describe('the preview server (scripts/serve.mjs)', () => {
  it('listens on 127.0.0.1 when HOST is unset', () => {
    expect(output).toContain(`on http://127.0.0.1:${port}`);
  });

  it('answers 416 to a backwards, malformed or unsatisfiable Range, and keeps serving', async () => {
    for (const value of ['bytes=5-2', 'bytes=abc', 'items=0-5', 'bytes=20-', 'bytes=-0']) {
      const answer = await range(value);
      expect(answer.status, value).toBe(416);
      expect(answer.headers['content-range'], value).toBe(`bytes */${fileContent.length}`);
    }
    await stillServing();
  });

  it('serves a Range whose end lies past 2^53 up to the last byte', async () => {
    const answer = await range('bytes=10-90071992547409930');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 10-19/20');
    expect(answer.body).toBe(fileContent.slice(10));
    await stillServing();
  });

  it('answers a suffix Range with the last bytes', async () => {
    const answer = await range('bytes=-5');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 15-19/20');
    expect(answer.body).toBe('fghij');
    expect((await range('bytes=-500')).body).toBe(fileContent);
  });

  it('sends the whole file for several ranges', async () => {
    const answer = await range('bytes=0-1,5-6');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(fileContent);
  });

  it('answers request targets that are no path with 400, and odd paths with 404', async () => {
    for (const target of ['//[', '//host:99999/', '/%', '/..%2f..%2fetc/passwd']) {
      expect((await get(target)).status, target).toBe(404);
    }
    for (const target of ['*', 'http://evil.example/']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body).toBe('Bad request target: send a path that starts with "/".\n');
    }
    // Node's own parser refuses this one before the handler sees it.
    expect((await get('range.txt')).status).toBe(400);
    await stillServing();
  });

  it('logs a failed request and keeps serving the others', async () => {
    // Removed after start-up, so the file is listed but cannot be read any more.
    await rm(join(buildDir, 'removed.txt'));
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /removed.txt HTTP/1.1\r\nHost: localhost\r\n\r\n');
    try {
      await expect.poll(() => output, { timeout: 10_000 }).toContain('ENOENT');
    } finally {
      socket.destroy();
    }
    await stillServing();
  });

  it('closes a connection whose headers never end (after 10 s), and keeps serving', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 500);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await stillServing();
  }, 30_000);
});
