import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadDocs, MissingBuildError } from './docs';
import { createDocsServer } from './server';
import { defaultCallBudgetMs } from './tool-runner';

const usage = `Usage: docs-mcp --build <dir> [--name <server name>] [--http] [--port <n>] [--host <address>]
                [--allow-host <name>]... [--allow-origin <origin>]... [--call-budget <ms>]

Serves a documentation build as an MCP server: over stdio by default, or over
Streamable HTTP at /mcp with --http (default 127.0.0.1:3333). Over HTTP each
tool call runs in a worker thread and may take --call-budget ms (default ${defaultCallBudgetMs}).`;

/** A command line the server refuses; the message names the option and the fix. */
export class UsageError extends Error {}

/** The server's options from its command line, defaults filled in; throws UsageError. */
export function parseServerArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: 'string' },
      name: { type: 'string', default: 'docs' },
      http: { type: 'boolean', default: false },
      port: { type: 'string', default: '3333' },
      host: { type: 'string', default: '127.0.0.1' },
      'allow-host': { type: 'string', multiple: true, default: [] },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      'call-budget': { type: 'string', default: String(defaultCallBudgetMs) },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.build && !values.help) throw new UsageError('--build <dir> is required.');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--port ${values.port} is not a port number (0 to 65535).`);
  }
  for (const origin of values['allow-origin']) {
    if (!URL.canParse(origin)) {
      throw new UsageError(
        `--allow-origin ${origin} is not an origin such as https://docs.example.com.`,
      );
    }
  }
  const callBudgetMs = Number(values['call-budget']);
  if (!Number.isInteger(callBudgetMs) || callBudgetMs < 1) {
    throw new UsageError(
      `--call-budget ${values['call-budget']} is not a whole number of milliseconds (1 or more).`,
    );
  }
  return { ...values, port, callBudgetMs };
}

/**
 * How far V8 lets the heap grow past what the last full collection kept, in
 * percent. By its own measure V8 lets a fast-allocating process's heap reach
 * several times what it keeps; each search leaves megabytes of short-lived
 * garbage, so on a large site the server's resident memory doubled over a
 * session of searches. At 10 a session's searches no longer raise the peak
 * the loading of a large site's index set; collecting that often costs no
 * measurable search time.
 */
export const HEAP_GROWING_PERCENT = 10;

/**
 * The command-line entry point. Stdout carries only the protocol in stdio
 * mode; everything else goes to stderr.
 */
export async function main(argv: string[], version: string): Promise<void> {
  let options: ReturnType<typeof parseServerArgs>;
  try {
    options = parseServerArgs(argv);
  } catch (error) {
    process.stderr.write(`docs-mcp: ${(error as Error).message}\n\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    process.stderr.write(`${usage}\n`);
    return;
  }
  // Process-wide, so the tool worker of --http collects alike.
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let docs;
  try {
    docs = loadDocs(path.resolve(options.build!));
  } catch (error) {
    if (!(error instanceof MissingBuildError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  const info = { name: options.name, version };

  if (!options.http) {
    const server = createDocsServer(docs, info);
    // The engine takes a while to build: after the handshake, so the client's
    // `initialize` (which may already wait in stdin) is answered first.
    server.oninitialized = () => setImmediate(() => docs.warm());
    await server.connect(new StdioServerTransport());
    process.stderr.write(
      `docs-mcp: serving ${docs.pages.length} pages of ${docs.data.site.url} over stdio\n`,
    );
    return;
  }

  // Loaded only here: the stdio server has no use for the HTTP transport or the worker.
  const [{ createHttpHandler, httpServerTimeouts }, { ToolRunner }] = await Promise.all([
    import('./http'),
    import('./tool-runner'),
  ]);
  const tools = new ToolRunner({ buildDir: options.build!, callBudgetMs: options.callBudgetMs });
  tools.warm();
  const server = http.createServer(
    httpServerTimeouts,
    createHttpHandler({
      docs,
      info,
      allowedHosts: options['allow-host'],
      allowedOrigins: options['allow-origin'],
      runTool: tools.run,
    }),
  );
  server.on('error', (error) => {
    process.stderr.write(
      `docs-mcp: can't listen on ${options.host}:${options.port}: ${error.message}\n`,
    );
    process.exitCode = 1;
  });
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
    process.stderr.write(
      `docs-mcp: serving ${docs.pages.length} pages at http://${shownHost}:${port}/mcp\n`,
    );
  });
  const stop = () => {
    void tools.close();
    server.close(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
