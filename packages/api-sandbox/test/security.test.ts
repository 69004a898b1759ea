import { readFile, rm, stat } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StateFile } from '../src/state/persistence';
import {
  ManualTimers,
  eventually,
  startSandbox,
  withTempDir,
  type RunningSandbox,
} from './harness';

/**
 * The attacks a local server must withstand, each over real HTTP. Requests a client library
 * would rewrite or refuse to send (a forged Host, HTTP/1.0 without Host, a
 * trickling body) go through raw sockets.
 */

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
  await running.api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' });
  await running.api.post('/api/v1beta/secrets/default/keys', { key: 'victim', value: 'v' });
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

  it('sends nosniff and Cross-Origin-Resource-Policy on every answer, refusals included', async () => {
    const running = await startSandbox();
    try {
      const answers = [
        await running.api.get('/api/v1beta/version'),
        await running.api.get('/api/v1beta/version', {
          headers: { origin: 'https://evil.example' },
        }),
        await running.api.get('/nowhere'),
      ];
      for (const response of answers) {
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      }
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
      await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' });
      await api.post('/api/v1beta/secrets/default/keys', { key: 's0', value: 'v' });
      await api.post('/api/v1beta/secrets/default/keys', { key: 's1', value: 'v' });
      const third = await api.post('/api/v1beta/secrets/default/keys', { key: 's2', value: 'v' });
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
        await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' });
        const big = await api.post('/api/v1beta/secrets/default/keys', {
          key: 'big',
          value: 'x'.repeat(5000),
        });
        expect(big.status).toBe(409);
        expect(big.text).toContain('at most 4000 bytes of state');
        expect((await api.get('/api/v1beta/secrets/default/keys')).json).toEqual({ keys: [] });
        expect((await stat(join(dir, 'state.json'))).size).toBeLessThanOrEqual(4000);
        const small = await api.post('/api/v1beta/secrets/default/keys', {
          key: 'small',
          value: 'v',
        });
        expect(small.status).toBe(201);
      } finally {
        await running.close();
      }
    });
  });
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
          password: 'pw',
        });
        expect(setup.status).toBe(507);
        expect((await api.get('/api/v1beta/secrets/default')).status).toBe(404);
        expect(
          (await api.post('/api/v1beta/secrets', { provider_type: 'encrypted', password: 'pw' }))
            .status,
        ).toBe(201);
        await api.post(keys, { key: 'kept', value: 'v1' });

        save.mockRejectedValueOnce(diskFull());
        expect((await api.post(keys, { key: 'lost', value: 'never-on-disk' })).status).toBe(507);
        save.mockRejectedValueOnce(diskFull());
        expect((await api.put(`${keys}/kept`, { value: 'v2' })).status).toBe(507);
        save.mockRejectedValueOnce(diskFull());
        expect((await api.delete(`${keys}/kept`)).status).toBe(507);
        expect((await api.get(keys)).json).toEqual({ keys: [{ key: 'kept' }] });
        expect((await api.post(keys, { key: 'lost', value: 'now-kept' })).status).toBe(201);
      } finally {
        await running.close();
      }
      const reopened = await startSandbox({ dataDir: dir, secretsPassword: 'pw' });
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
