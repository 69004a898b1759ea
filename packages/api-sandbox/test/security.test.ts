import { randomBytes } from 'node:crypto';
import { readFile, rm, stat } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyLimitBytes } from '../src/server';
import { StateFile } from '../src/state/persistence';
import {
  ManualTimers,
  eventually,
  startSandbox as startQuietSandbox,
  withTempDir,
  type RunningSandbox,
} from './harness';

/**
 * The attacks of the README's "What was tried", each over real HTTP. Requests a client library
 * would rewrite or refuse to send (a forged Host, HTTP/1.0 without Host, a
 * trickling body) go through raw sockets.
 */

/**
 * Every sandbox of this suite logs at trace level into traceLog, and every
 * password and secret value the suite sends carries a token from
 * secretToken(), so the last test can show that no log line holds one.
 */
const traceLog: string[] = [];
const secretTokens: string[] = [];

function secretToken(label: string): string {
  const token = `${label}-${randomBytes(8).toString('hex')}`;
  secretTokens.push(token);
  return token;
}

const pw = secretToken('password');
const v = secretToken('value');

function startSandbox(config: Parameters<typeof startQuietSandbox>[0] = {}) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      traceLog.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return startQuietSandbox({ logger: { level: 'trace', stream }, ...config });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function portOf(running: RunningSandbox): number {
  return Number(new URL(running.api.baseUrl).port);
}

/** Sends bytes as they are and reads the answer until the server closes the connection. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

function withHost(method: string, path: string, host: string, body = ''): string {
  const typed = body ? 'Content-Type: application/json\r\n' : '';
  return (
    `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${typed}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

async function secretSetUp(running: RunningSandbox) {
  await running.api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw });
  await running.api.post('/api/v1beta/secrets/default/keys', { key: 'victim', value: v });
}

/** Everything a caller can see, to compare before and after an attack. */
async function visibleState(running: RunningSandbox) {
  const { api } = running;
  return {
    workloads: (await api.get('/api/v1beta/workloads?all=true')).json,
    clients: (await api.get('/api/v1beta/clients')).json,
    provider: (await api.get('/api/v1beta/secrets/default')).text,
    keys: (await api.get('/api/v1beta/secrets/default/keys')).text,
  };
}

function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DNS rebinding: the Host header', { timeout: 30_000 }, () => {
  it('answers 421 to any host but loopback with the port, for reads and writes alike', async () => {
    const running = await startSandbox();
    try {
      await secretSetUp(running);
      const before = await visibleState(running);
      const port = portOf(running);
      const keys = '/api/v1beta/secrets/default/keys';
      for (const host of [`evil.example:${port}`, `localhost:${port + 1}`, 'localhost', '']) {
        const read = await rawRequest(port, withHost('GET', keys, host));
        expect(read.status, host).toBe(421);
        expect(read.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(read.body).toContain(`does not answer for the host "${host}"`);
        const create = await rawRequest(
          port,
          withHost('POST', '/api/v1beta/workloads', host, '{"name":"rebound","image":"x"}'),
        );
        expect(create.status, host).toBe(421);
        expect((await rawRequest(port, withHost('DELETE', `${keys}/victim`, host))).status).toBe(
          421,
        );
      }
      const noHost = await rawRequest(port, `GET ${keys} HTTP/1.0\r\n\r\n`);
      expect(noHost.status).toBe(421);
      expect(await visibleState(running)).toEqual(before);

      for (const host of [
        `localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        `LOCALHOST:${port}`,
      ]) {
        expect((await rawRequest(port, withHost('GET', keys, host))).status, host).toBe(200);
      }
    } finally {
      await running.close();
    }
  });

  it('also answers for the names given with --allowed-host', async () => {
    const running = await startSandbox({ allowedHosts: ['sandbox.internal'] });
    try {
      const port = portOf(running);
      const version = '/api/v1beta/version';
      expect(
        (await rawRequest(port, withHost('GET', version, `sandbox.internal:${port}`))).status,
      ).toBe(200);
      expect(
        (await rawRequest(port, withHost('GET', version, `other.internal:${port}`))).status,
      ).toBe(421);
    } finally {
      await running.close();
    }
  });
});

describe('cross-site writes from web pages', { timeout: 30_000 }, () => {
  it('refuses what a page can send without a preflight, and the state stays as it was', async () => {
    const running = await startSandbox();
    const { api } = running;
    try {
      const before = await visibleState(running);
      const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
      const attempts: Array<[string, string, string, Record<string, string>]> = [
        ['/api/v1beta/workloads', '{"name":"xsite","image":"mcp/fetch"}', 'text/plain', evil],
        // An HTML form with enctype="text/plain" and a field named '{"names":["xsite"],"x":"'.
        ['/api/v1beta/workloads/stop', '{"names":["xsite"],"x":"="}', 'text/plain', evil],
        ['/api/v1beta/workloads/stop', 'names=xsite', 'application/x-www-form-urlencoded', evil],
        ['/api/v1beta/secrets', '{"provider_type":"none"}', 'text/plain', evil],
        ['/api/v1beta/secrets/default/keys', '{"key":"k","value":"v"}', 'text/plain', evil],
        ['/api/v1beta/clients', '{"name":"cursor"}', 'text/plain', evil],
        // Even a JSON type: a page only sends it after a preflight, but other clients may forge it.
        ['/api/v1beta/clients', '{"name":"cursor"}', 'application/json', evil],
        ['/api/v1beta/clients', '{"name":"cursor"}', 'application/json', { origin: 'null' }],
        [
          '/api/v1beta/clients',
          '{"name":"cursor"}',
          'application/json',
          { 'sec-fetch-site': 'cross-site' },
        ],
      ];
      for (const [path, rawBody, type, headers] of attempts) {
        const response = await api.request('POST', path, {
          rawBody,
          headers: { ...headers, 'content-type': type },
        });
        expect(response.status, `${path} ${type} ${JSON.stringify(headers)}`).toBe(403);
      }
      // A no-cors request may carry no Origin at all: then the body type alone stops it.
      const bare = await api.request('POST', '/api/v1beta/workloads', {
        rawBody: '{"name":"xsite","image":"mcp/fetch"}',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(bare.status).toBe(415);
      expect(await visibleState(running)).toEqual(before);
    } finally {
      await running.close();
    }
  });

  it('refuses a body without a Content-Type, and still lets a reader follow a link from another site', async () => {
    const running = await startSandbox();
    try {
      const port = portOf(running);
      const body = '{"name":"cursor"}';
      const untyped = await rawRequest(
        port,
        `POST /api/v1beta/clients HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(untyped.status).toBe(415);
      expect(untyped.body).toBe(
        'The body has no Content-Type: send the body as JSON with Content-Type: application/json.',
      );
      const link = await rawRequest(
        port,
        `GET /api/v1beta/version HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          'Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: navigate\r\nConnection: close\r\n\r\n',
      );
      expect(link.status).toBe(200);
      expect((await running.api.get('/api/v1beta/clients')).json).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it('sends nosniff on every answer, and Cross-Origin-Resource-Policy on all but a page refusal', async () => {
    const running = await startSandbox();
    try {
      const answers = [
        await running.api.get('/api/v1beta/version'),
        await running.api.get('/nowhere'),
      ];
      for (const response of answers) {
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      }
      // A refused page learns, from an opaque answer, that it was refused rather than unheard.
      const refusal = await running.api.get('/api/v1beta/version', {
        headers: { origin: 'https://evil.example' },
      });
      expect(refusal.status).toBe(403);
      expect(refusal.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refusal.headers.get('cross-origin-resource-policy')).toBeNull();
    } finally {
      await running.close();
    }
  });
});

describe('slow clients', { timeout: 30_000 }, () => {
  it('closes connections whose headers or body never finish, and keeps serving', async () => {
    const running = await startSandbox({ timeouts: { headersMs: 300, requestMs: 600 } });
    const sockets: Socket[] = [];
    const closed = new Set<Socket>();
    try {
      const port = portOf(running);
      for (let i = 0; i < 20; i += 1) {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.on('close', () => closed.add(socket));
        socket.write(
          i % 2 === 0
            ? `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`
            : `POST /api/v1beta/clients HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
                'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
        sockets.push(socket);
      }
      const trickle = setInterval(() => {
        for (const socket of sockets) if (!socket.destroyed) socket.write(' ');
      }, 100);
      try {
        await eventually(async () => expect(closed.size).toBe(20), 10_000);
      } finally {
        clearInterval(trickle);
      }
      expect((await running.api.get('/health')).status).toBe(204);
    } finally {
      for (const socket of sockets) socket.destroy();
      await running.close();
    }
  });
});

describe('bounded work', { timeout: 30_000 }, () => {
  it('folds repeated bulk names and repeated actions into one pending action of each kind', async () => {
    await withTempDir(async (dir) => {
      const timers = new ManualTimers();
      const running = await startSandbox({ dataDir: dir, timers });
      const { api } = running;
      try {
        await api.post('/api/v1beta/workloads', { name: 'a', image: 'mcp/fetch' });
        timers.tick();
        const names = Array<string>(10_900).fill('a');
        const statuses = await Promise.all(
          Array.from({ length: 30 }, () => api.post('/api/v1beta/workloads/stop', { names })),
        );
        expect(statuses.every((response) => response.status === 202)).toBe(true);
        const onDisk = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
        expect(onDisk.workloads[0].pending).toEqual(['stop']);
        expect((await stat(join(dir, 'state.json'))).size).toBeLessThan(2048);

        // stop, restart, stop: the final state is still "stopped", with two actions queued.
        await api.post('/api/v1beta/workloads/a/restart');
        await api.post('/api/v1beta/workloads/a/stop');
        for (let i = 0; i < 50; i += 1) await api.post('/api/v1beta/workloads/a/restart');
        await api.post('/api/v1beta/workloads/a/stop');
        const pending = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8')).workloads[0]
          .pending;
        expect(pending).toEqual(['restart', 'stop']);
        await api.delete('/api/v1beta/workloads/a');
        await api.post('/api/v1beta/workloads/a/restart');
        const afterDelete = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8')).workloads[0]
          .pending;
        expect(afterDelete).toEqual(['restart', 'stop', 'delete']);
        timers.settle();
        await running.sandbox.lifecycle.whenIdle();
        expect((await api.get('/api/v1beta/workloads?all=true')).json).toEqual({ workloads: null });
      } finally {
        await running.close();
      }
    });
  });

  it('writes a burst of requests in far fewer file writes than requests', async () => {
    await withTempDir(async (dir) => {
      const save = vi.spyOn(StateFile.prototype, 'save');
      const running = await startSandbox({ dataDir: dir, delayMs: 60_000 });
      try {
        const responses = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            running.api.post('/api/v1beta/workloads', { name: `burst-${i}`, image: 'x' }),
          ),
        );
        expect(responses.every((response) => response.status === 201)).toBe(true);
        // Every create is on disk before its 201, yet the writes are shared.
        expect(save.mock.calls.length).toBeLessThan(100);
        const onDisk = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
        expect(onDisk.workloads).toHaveLength(100);
      } finally {
        await running.close();
      }
    });
  });

  it('refuses workloads and secrets past their caps with 409 and a reason', async () => {
    const running = await startSandbox({ limits: { workloads: 3, secrets: 2 } });
    const { api } = running;
    try {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await api.post('/api/v1beta/workloads', { name: `w${i}`, image: 'x' })).status,
        ).toBe(201);
      }
      const fourth = await api.post('/api/v1beta/workloads', { name: 'w3', image: 'x' });
      expect(fourth.status).toBe(409);
      expect(fourth.text).toBe(
        'The sandbox holds at most 3 workloads: delete one before you create another.',
      );
      await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw });
      await api.post('/api/v1beta/secrets/default/keys', { key: 's0', value: v });
      await api.post('/api/v1beta/secrets/default/keys', { key: 's1', value: v });
      const third = await api.post('/api/v1beta/secrets/default/keys', { key: 's2', value: v });
      expect(third.status).toBe(409);
      expect(third.text).toBe(
        'The sandbox holds at most 2 secrets: delete one before you create another.',
      );
      expect((await api.get('/api/v1beta/secrets/default/keys')).json).toEqual({
        keys: [{ key: 's0' }, { key: 's1' }],
      });
    } finally {
      await running.close();
    }
  });

  it('refuses a change that would grow the state file past its cap, and keeps nothing of it', async () => {
    await withTempDir(async (dir) => {
      const running = await startSandbox({ dataDir: dir, limits: { stateBytes: 4000 } });
      const { api } = running;
      try {
        await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw });
        const big = await api.post('/api/v1beta/secrets/default/keys', {
          key: 'big',
          value: secretToken('big').padEnd(5000, 'x'),
        });
        expect(big.status).toBe(409);
        expect(big.text).toContain('at most 4000 bytes of state');
        expect((await api.get('/api/v1beta/secrets/default/keys')).json).toEqual({ keys: [] });
        expect((await stat(join(dir, 'state.json'))).size).toBeLessThanOrEqual(4000);
        const small = await api.post('/api/v1beta/secrets/default/keys', {
          key: 'small',
          value: v,
        });
        expect(small.status).toBe(201);
      } finally {
        await running.close();
      }
    });
  });
});

describe('every field bounded, every entry deletable', { timeout: 60_000 }, () => {
  const workloads = '/api/v1beta/workloads';
  const keys = '/api/v1beta/secrets/default/keys';

  it('gives a workload created from the longest image a short name it can delete', async () => {
    const timers = new ManualTimers();
    const running = await startSandbox({ timers });
    const { api } = running;
    try {
      const image = `registry.example/${'a'.repeat(255 - 17)}:${'t'.repeat(128)}`;
      const created = await api.post(workloads, { image });
      expect(created.status).toBe(201);
      const { name } = created.json as { name: string };
      expect(name).toMatch(/^registry-example-a+-\d+$/);
      expect(name.length).toBeLessThanOrEqual(64);
      timers.tick();
      expect((await api.delete(`${workloads}/${name}`)).status).toBe(202);
      timers.settle();
      expect((await api.get(`${workloads}/${name}`)).status).toBe(404);
    } finally {
      await running.close();
    }
  });

  it('refuses an image, a name or a key past its limit with 400 naming the limit, and creates nothing', async () => {
    const running = await startSandbox();
    const { api } = running;
    try {
      const refusals: Array<[string, unknown, string]> = [
        [
          workloads,
          { image: `r/${'a'.repeat(254)}` },
          'field "image" has a repository name of 256 characters: use at most 255',
        ],
        [
          workloads,
          { image: `mcp/fetch:${'t'.repeat(129)}` },
          'field "image" has a tag of 129 characters: use at most 128',
        ],
        [
          workloads,
          { image: `mcp/fetch@sha256:${'0'.repeat(129)}` },
          'field "image" has a digest of 136 characters: use at most 135',
        ],
        [
          workloads,
          { name: 'n'.repeat(101), image: 'mcp/fetch' },
          'field "name" is not a valid workload name: use at most 100 characters',
        ],
        [
          keys,
          { key: 'k'.repeat(257), value: v },
          'field "key" has 257 characters: use at most 256',
        ],
        [keys, { key: '..', value: v }, 'field "key" cannot be "." or ".."'],
        [keys, { key: '.', value: v }, 'field "key" cannot be "." or ".."'],
      ];
      await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw });
      for (const [path, body, reason] of refusals) {
        const response = await api.post(path, body);
        expect(response.status, reason).toBe(400);
        expect(response.text).toContain(reason);
      }
      expect((await api.get(`${workloads}?all=true`)).json).toEqual({ workloads: null });
      expect((await api.get(keys)).json).toEqual({ keys: [] });
    } finally {
      await running.close();
    }
  });

  it('deletes a secret with the longest key, in any script, through its URL', async () => {
    const running = await startSandbox();
    const { api } = running;
    try {
      await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw });
      // 256 characters of four UTF-8 bytes each: 3 KiB once percent-encoded in the path.
      const key = '\u{1F511}'.repeat(256);
      expect((await api.post(keys, { key, value: v })).status).toBe(201);
      expect(
        (await api.put(`${keys}/${encodeURIComponent(key)}`, { value: secretToken('w') })).status,
      ).toBe(200);
      expect((await api.delete(`${keys}/${encodeURIComponent(key)}`)).status).toBe(204);
      expect((await api.get(keys)).json).toEqual({ keys: [] });
    } finally {
      await running.close();
    }
  });

  it('bounds arguments and environment values by the whole body: 413 names the limit', async () => {
    const running = await startSandbox();
    const { api } = running;
    try {
      // Linux takes one argument or variable of up to 128 KiB, more than the body may hold.
      const fits = { image: 'mcp/fetch', env_vars: [`BIG=${'x'.repeat(60_000)}`] };
      expect((await api.post(workloads, fits)).status).toBe(201);
      for (const body of [
        { image: 'mcp/fetch', env_vars: [`BIG=${'x'.repeat(bodyLimitBytes)}`] },
        { image: 'mcp/fetch', cmd_arguments: ['x'.repeat(bodyLimitBytes)] },
      ]) {
        const response = await api.post(workloads, body);
        expect(response.status).toBe(413);
        expect(response.text).toBe(`Request body too large: the limit is ${bodyLimitBytes} bytes.`);
      }
    } finally {
      await running.close();
    }
  });

  it('deletes a workload named "." through the bulk delete, which a URL path cannot name', async () => {
    const timers = new ManualTimers();
    const running = await startSandbox({ timers });
    const { api } = running;
    try {
      expect((await api.post(workloads, { name: '.', image: 'mcp/fetch' })).status).toBe(201);
      expect((await api.post(`${workloads}/delete`, { names: ['.'] })).status).toBe(202);
      timers.settle();
      expect((await api.get(`${workloads}?all=true`)).json).toEqual({ workloads: null });
    } finally {
      await running.close();
    }
  });

  for (const mode of ['memory', 'state file'] as const) {
    it(`holds the state to 4 MiB in ${mode}, and deleting frees it again`, async () => {
      await withTempDir(async (dir) => {
        const running = await startSandbox(mode === 'memory' ? {} : { dataDir: dir });
        const { api } = running;
        try {
          await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw });
          const value = secretToken('fill').padEnd(60_000, 'x');
          let refused;
          for (let i = 0; i < 100 && !refused; i += 1) {
            const response = await api.post(keys, { key: `fill-${i}`, value });
            if (response.status !== 201) refused = response;
          }
          expect(refused?.status).toBe(409);
          expect(refused?.text).toContain(`at most ${4 * 1024 * 1024} bytes of state`);
          const listed = (await api.get(keys)).json as { keys: Array<{ key: string }> };
          expect(listed.keys.length).toBeGreaterThan(40);
          for (const { key } of listed.keys) {
            expect((await api.delete(`${keys}/${key}`)).status).toBe(204);
          }
          expect((await api.post(keys, { key: 'again', value })).status).toBe(201);
        } finally {
          await running.close();
        }
      });
    });
  }
});

describe('a failed save changes nothing', { timeout: 30_000 }, () => {
  it('answers 507 naming the full disk, and the workload is neither listed nor written later', async () => {
    await withTempDir(async (dir) => {
      const running = await startSandbox({ dataDir: dir, delayMs: 60_000 });
      const { api } = running;
      try {
        vi.spyOn(StateFile.prototype, 'save').mockRejectedValueOnce(diskFull());
        const failed = await api.post('/api/v1beta/workloads', { name: 'phantom', image: 'x' });
        expect(failed.status).toBe(507);
        expect(failed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(failed.text).toBe(
          `The disk holding ${join(dir, 'state.json')} is full (ENOSPC): the sandbox could not save its state, so it kept nothing of this request. Free some space and send it again.`,
        );
        expect((await api.get('/api/v1beta/workloads/phantom')).status).toBe(404);
        await api.post('/api/v1beta/clients', { name: 'cline' });
        expect(await readFile(join(dir, 'state.json'), 'utf8')).not.toContain('phantom');
        expect(
          (await api.post('/api/v1beta/workloads', { name: 'phantom', image: 'x' })).status,
        ).toBe(201);
      } finally {
        await running.close();
      }
    });
  });

  it('answers 500 naming the path when the folder is gone, and undoes every change that shared the write', async () => {
    await withTempDir(async (dir) => {
      const running = await startSandbox({ dataDir: dir, delayMs: 60_000 });
      const { api } = running;
      try {
        await api.post('/api/v1beta/clients', { name: 'vscode' });
        await rm(dir, { recursive: true, force: true });
        const [client, workload] = await Promise.all([
          api.post('/api/v1beta/clients', { name: 'cursor' }),
          api.post('/api/v1beta/workloads', { name: 'phantom', image: 'x' }),
        ]);
        for (const response of [client, workload]) {
          expect(response.status).toBe(500);
          expect(response.text).toMatch(
            new RegExp(
              `^The sandbox could not save its state to ${join(dir, 'state.json')} \\(ENOENT\\)`,
            ),
          );
        }
        expect((await api.get('/api/v1beta/clients')).json).toEqual([{ name: 'vscode' }]);
        expect((await api.get('/api/v1beta/workloads?all=true')).json).toEqual({ workloads: null });
      } finally {
        await running.close();
      }
    });
  });

  it('keeps secrets and the provider as they were when their save fails', async () => {
    await withTempDir(async (dir) => {
      const running = await startSandbox({ dataDir: dir });
      const { api } = running;
      const keys = '/api/v1beta/secrets/default/keys';
      try {
        const save = vi.spyOn(StateFile.prototype, 'save').mockRejectedValueOnce(diskFull());
        const setup = await api.post('/api/v1beta/secrets', {
          provider_type: 'encrypted',
          password: pw,
        });
        expect(setup.status).toBe(507);
        expect((await api.get('/api/v1beta/secrets/default')).status).toBe(404);
        expect(
          (await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: pw }))
            .status,
        ).toBe(201);
        await api.post(keys, { key: 'kept', value: secretToken('v1') });

        save.mockRejectedValueOnce(diskFull());
        expect(
          (await api.post(keys, { key: 'lost', value: secretToken('never-on-disk') })).status,
        ).toBe(507);
        save.mockRejectedValueOnce(diskFull());
        expect((await api.put(`${keys}/kept`, { value: secretToken('v2') })).status).toBe(507);
        save.mockRejectedValueOnce(diskFull());
        expect((await api.delete(`${keys}/kept`)).status).toBe(507);
        expect((await api.get(keys)).json).toEqual({ keys: [{ key: 'kept' }] });
        expect((await api.post(keys, { key: 'lost', value: secretToken('now-kept') })).status).toBe(
          201,
        );
      } finally {
        await running.close();
      }
      const reopened = await startSandbox({ dataDir: dir, secretsPassword: pw });
      try {
        expect((await reopened.api.get(keys)).json).toEqual({
          keys: [{ key: 'kept' }, { key: 'lost' }],
        });
      } finally {
        await reopened.close();
      }
    });
  });
});

describe('generated names', { timeout: 30_000 }, () => {
  it('gives each of ten concurrent creates without a name its own name', async () => {
    const running = await startSandbox();
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          running.api.post('/api/v1beta/workloads', {
            image: 'ghcr.io/stackloklabs/osv-mcp/server:latest',
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
      const names = responses.map((response) => (response.json as { name: string }).name);
      expect(new Set(names).size).toBe(10);
      for (const name of names) {
        expect(name).toMatch(/^ghcr-io-stackloklabs-osv-mcp-server-\d+(-\d+)?$/);
      }
    } finally {
      await running.close();
    }
  });
});

/** The forms a value takes in a log: as text, and as the bytes of a Buffer (decimal, hex, base64). */
function loggedForms(token: string): string[] {
  const bytes = Buffer.from(token);
  // Base64 of a run of bytes depends on where the run starts; drop the edge characters that do.
  const base64 = [0, 1, 2].map((shift) =>
    Buffer.concat([Buffer.alloc(shift), bytes])
      .toString('base64')
      .slice(Math.ceil((shift * 4) / 3) + 1, -4),
  );
  return [token, [...bytes].join(','), bytes.toString('hex'), ...base64];
}

describe('no secret in any log', { timeout: 30_000 }, () => {
  it('logs no password or secret value of this whole suite at trace level, malformed requests included', async () => {
    const logFrom = traceLog.length;
    const running = await startSandbox({ timeouts: { headersMs: 300, requestMs: 600 } });
    try {
      expect(running.sandbox.app.log.level).toBe('trace');
      const port = portOf(running);
      const secret = secretToken('malformed');
      const body = JSON.stringify({ key: 'k', value: secret });
      const head =
        `POST /api/v1beta/secrets/default/keys HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\n';
      const length = `Content-Length: ${body.length}\r\n`;
      const malformed = [
        `${head}${length}${length}\r\n${body}`,
        `${head}${length}Transfer-Encoding: chunked\r\n\r\n${body}`,
        `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
        `${head}X-Api-Key: ${secret}${'x'.repeat(17 * 1024)}\r\n${length}\r\n${body}`,
        `${head}X-Api-Key: ${secret}\r\nContent-Length: nine\r\n\r\n${body}`,
      ];
      for (const request of malformed) {
        const answer = await rawRequest(port, request);
        expect([400, 431], request.slice(0, 200)).toContain(answer.status);
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(answer.body).not.toContain(secret);
      }
      // Cut short: the server times the request out with half a body in hand.
      const slow = await rawRequest(
        port,
        `${head}Content-Length: ${body.length + 10}\r\n\r\n${body}`,
      );
      expect(slow.status).toBe(408);
      // Well-formed but refused: bad JSON and a body over the limit, each holding the value.
      for (const rawBody of [
        `{"key":"k","value":"${secret}"`,
        `"${secret}${'x'.repeat(70_000)}"`,
      ]) {
        const refused = await running.api.request('POST', '/api/v1beta/secrets/default/keys', {
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expect([400, 413]).toContain(refused.status);
      }
      expect((await running.api.get('/health')).status).toBe(204);
    } finally {
      await running.close();
    }
    // The log saw these requests, at debug level (the lowest that logs anything here).
    expect(
      traceLog
        .slice(logFrom)
        .filter((line) => line.includes('Refused a request the HTTP parser could not read')),
    ).toHaveLength(6);
    for (const token of secretTokens) {
      for (const form of loggedForms(token)) {
        const leaks = traceLog.filter((line) => line.includes(form)).map((l) => l.slice(0, 200));
        expect(leaks, `${token} logged as ${form}`).toEqual([]);
      }
    }
  });
});
