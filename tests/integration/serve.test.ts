import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run serve` (scripts/serve.mjs) against requests that used to end the
 * process or that RFC 9110 answers in one exact way, sent through raw sockets
 * so nothing rewrites them on the way.
 */
const fileContent = '0123456789abcdefghij';
/** Long enough to be compressed (compression's threshold is 1 KiB). */
const textContent = 'A line of text that compresses well.\n'.repeat(100);
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

function request(method: string, target: string, extraHeaders = ''): Promise<RawAnswer> {
  return send(
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`,
  );
}

const get = (target: string, extraHeaders = '') => request('GET', target, extraHeaders);
const range = (value: string, extraHeaders = '') =>
  get('/range.txt', `Range: ${value}\r\n${extraHeaders}`);

async function stillServing() {
  expect((await get('/range.txt')).body).toBe(fileContent);
  expect(server.exitCode).toBeNull();
}

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'serve-test-'));
  await writeFile(join(buildDir, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(buildDir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(buildDir, 'range.txt'), fileContent);
  await writeFile(join(buildDir, 'text.txt'), textContent);
  // A file whose every read fails (EIO), to see a failure logged and the server go on.
  await symlink('/proc/self/mem', join(buildDir, 'unreadable.txt'));
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

  it('answers 416 in plain text to a backwards, malformed or unsatisfiable Range, and keeps serving', async () => {
    for (const value of ['bytes=5-2', 'bytes=abc', 'bytes=20-', 'bytes=-0']) {
      const answer = await range(value);
      expect(answer.status, value).toBe(416);
      expect(answer.headers['content-range'], value).toBe(`bytes */${fileContent.length}`);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    await stillServing();
  });

  it('answers bytes=0-0 with the first byte', async () => {
    const answer = await range('bytes=0-0');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 0-0/20');
    expect(answer.body).toBe('0');
  });

  it('ignores a range unit other than bytes, and a Range on anything but GET', async () => {
    const unknownUnit = await range('items=0-5');
    expect(unknownUnit.status).toBe(200);
    expect(unknownUnit.body).toBe(fileContent);
    const head = await request('HEAD', '/range.txt', 'Range: bytes=0-4\r\n');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(fileContent.length));
    expect(head.headers['content-range']).toBeUndefined();
  });

  it('honours If-Range: the current strong ETag or the exact Last-Modified date, nothing else', async () => {
    const { headers } = await get('/range.txt');
    const etag = headers.etag ?? '';
    const lastModified = headers['last-modified'] ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const newer = new Date(Date.parse(lastModified) + 1000).toUTCString();
    for (const [ifRange, status] of [
      [etag, 206],
      [lastModified, 206],
      [`W/${etag}`, 200],
      ['"another"', 200],
      [`"x${etag.slice(1)}`, 200],
      [older, 200],
      [newer, 200],
      ['not a date', 200],
    ] as const) {
      const answer = await range('bytes=0-4', `If-Range: ${ifRange}\r\n`);
      expect(answer.status, ifRange).toBe(status);
      expect(answer.body, ifRange).toBe(status === 206 ? '01234' : fileContent);
    }
  });

  it('sends partial content as stored, and weakens the ETag of what it compresses', async () => {
    const partial = await get('/text.txt', 'Range: bytes=0-1499\r\nAccept-Encoding: gzip\r\n');
    expect(partial.status).toBe(206);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect(partial.body).toBe(textContent.slice(0, 1500));
    const whole = await get('/text.txt', 'Accept-Encoding: gzip\r\n');
    expect(whole.headers['content-encoding']).toBe('gzip');
    const stored = await get('/text.txt');
    expect(stored.headers.etag).toMatch(/^"/);
    expect(whole.headers.etag).toBe(`W/${stored.headers.etag}`);
    // Resuming the compressed download with its ETag gets the whole file, never stored bytes.
    const resumed = await get(
      '/text.txt',
      `Range: bytes=100-\r\nIf-Range: ${whole.headers.etag}\r\n`,
    );
    expect(resumed.status).toBe(200);
  });

  it('answers If-None-Match and If-Match as RFC 9110 says', async () => {
    const { headers } = await get('/range.txt');
    const etag = headers.etag ?? '';
    for (const value of ['*', etag, `W/${etag}`, `"a", ${etag}`]) {
      const answer = await get('/range.txt', `If-None-Match: ${value}\r\n`);
      expect(answer.status, value).toBe(304);
      expect(answer.body).toBe('');
    }
    expect((await get('/range.txt', 'If-None-Match: "another"\r\n')).status).toBe(200);
    expect((await get('/missing.txt', 'If-None-Match: *\r\n')).status).toBe(404);
    expect((await get('/range.txt', 'If-Match: *\r\n')).status).toBe(200);
    expect((await get('/range.txt', `If-Match: ${etag}\r\n`)).status).toBe(200);
    const failed = await get('/range.txt', 'If-Match: "another"\r\n');
    expect(failed.status).toBe(412);
    expect(failed.headers['content-type']).toBe('text/plain; charset=utf-8');
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

  it('logs a file it cannot read, answers 500, and keeps serving the others', async () => {
    const answer = await get('/unreadable.txt');
    expect(answer.status).toBe(500);
    await expect.poll(() => output, { timeout: 10_000 }).toContain('EIO');
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
