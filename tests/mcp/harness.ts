import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const buildDir = path.join(repoRoot, 'site/build');

if (!existsSync(path.join(buildDir, 'docs-mcp.json'))) {
  throw new Error(
    'tests/mcp need a production build with docs-mcp.json: run `npm run build` first.',
  );
}

/** What a reader's client runs: the root script, with npm's own banner kept off stdout. */
export const stdioCommand = { command: 'npm', args: ['run', '--silent', 'docs-mcp'] };

export interface StdioConnection {
  client: Client;
  /** Anything on stdout that was not a protocol message. */
  transportErrors: Error[];
  close(): Promise<void>;
}

export async function connectStdio(args: string[] = []): Promise<StdioConnection> {
  const transport = new StdioClientTransport({
    ...stdioCommand,
    args: [...stdioCommand.args, ...(args.length > 0 ? ['--', ...args] : [])],
    cwd: repoRoot,
    stderr: 'pipe',
  });
  const transportErrors: Error[] = [];
  transport.onerror = (error) => transportErrors.push(error);
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transportErrors, close: () => client.close() };
}

export interface HttpServer {
  port: number;
  url: URL;
  stderr: () => string;
  stop(): Promise<void>;
}

/** Starts `npm run docs-mcp -- --http --port 0` and reads the port it took from its log line. */
export function startHttpServer(extraArgs: string[] = []): Promise<HttpServer> {
  const child: ChildProcess = spawn(
    'node',
    [
      'packages/docs-mcp/bin/docs-mcp.mjs',
      '--build',
      'site/build',
      '--name',
      'toolhive-docs',
      '--http',
      '--port',
      '0',
      ...extraArgs,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(log);
      if (match) {
        const port = Number(match[1]);
        resolve({
          port,
          url: new URL(`http://127.0.0.1:${port}/mcp`),
          stderr: () => log,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`docs-mcp exited with ${code}: ${log}`)));
  });
}

export async function connectHttp(url: URL): Promise<Client> {
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}
