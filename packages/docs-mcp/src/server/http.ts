import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Docs } from './docs';
import { createDocsServer, type DocsServerInfo } from './server';
import type { RunTool } from './tool-runner';

export interface HttpHandlerOptions {
  docs: Docs;
  info: DocsServerInfo;
  /** URL paths the endpoint answers at (default `/mcp`). */
  paths?: string[];
  /** Host names (without port) accepted besides localhost, 127.0.0.1 and ::1. */
  allowedHosts?: string[];
  /** Origins (`https://docs.example.com`) accepted besides local ones. */
  allowedOrigins?: string[];
  /** Largest request body accepted, in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** Most JSON-RPC messages in one batch (default 10). */
  maxBatch?: number;
  /** Most requests one connection may have in progress at once (default 4). */
  maxInFlightPerConnection?: number;
  /** Where tool calls run: a ToolRunner's, with its time budget (default: in this thread). */
  runTool?: RunTool;
  /** Where request failures are reported (default stderr). */
  log?: (message: string) => void;
}

/**
 * A slow client's limits, as the site's other local servers have them: the
 * headers within 10 s, the whole request within 30 s, an idle kept-alive
 * connection closed after 5 s (Node checks once a second).
 */
export const httpServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

export type HttpHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `docs.example.com:443` → `docs.example.com`; `[::1]:3000` → `[::1]`. */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && localHosts.has(url.hostname);
  } catch {
    return false;
  }
}

function refuse(
  response: ServerResponse,
  status: number,
  reason: string,
  headers: Record<string, string> = {},
) {
  const body = `${reason}\n`;
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

class BodyTooLarge extends Error {}

function jsonRpcError(
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string>,
) {
  const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } });
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

/** Answers 413 and then drops the connection, so the rest of the body is never read. */
function tooLarge(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  headers: Record<string, string>,
) {
  response.on('finish', () => request.destroy());
  refuse(response, 413, `The request body is larger than ${limit} bytes.`, {
    ...headers,
    connection: 'close',
  });
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The Streamable HTTP endpoint, stateless: each POST gets its own server and
 * transport over the shared build, so any instance (a local process or a
 * serverless function) can answer any request. Checks come first, as the MCP
 * specification's security notes ask: the Host header (DNS rebinding), the
 * Origin header, and the body size; then the work one request can cause is
 * bounded: a few requests in progress per connection, a few messages per
 * batch, and (with `runTool` from a ToolRunner) a time budget per tool call.
 */
export function createHttpHandler(options: HttpHandlerOptions): HttpHandler {
  const paths = new Set(options.paths ?? ['/mcp']);
  const allowedHosts = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const allowedOrigins = new Set(
    (options.allowedOrigins ?? []).map((origin) => new URL(origin).origin),
  );
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const maxBatch = options.maxBatch ?? 10;
  const maxInFlight = options.maxInFlightPerConnection ?? 4;
  const inFlight = new WeakMap<object, number>();
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));

  return async (request, response) => {
    const host = hostName((request.headers.host ?? '').toLowerCase());
    if (!localHosts.has(host) && !allowedHosts.has(host)) {
      refuse(response, 403, `Host "${request.headers.host ?? ''}" is not served here.`);
      return;
    }
    const origin = request.headers.origin;
    const corsHeaders: Record<string, string> = {};
    if (origin !== undefined) {
      if (!isLocalOrigin(origin) && !allowedOrigins.has(origin)) {
        refuse(response, 403, `Origin "${origin}" may not use this server.`);
        return;
      }
      corsHeaders['access-control-allow-origin'] = origin;
      corsHeaders.vary = 'Origin';
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!paths.has(pathname)) {
      refuse(response, 404, `Not found. The MCP endpoint is ${[...paths][0]}.`, corsHeaders);
      return;
    }
    if (request.method === 'OPTIONS' && origin !== undefined) {
      response.writeHead(204, {
        ...corsHeaders,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, accept, mcp-protocol-version',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      refuse(response, 405, 'This stateless MCP endpoint takes POST requests only.', {
        ...corsHeaders,
        allow: 'POST',
      });
      return;
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) {
      tooLarge(request, response, maxBodyBytes, corsHeaders);
      return;
    }
    // Pipelined requests on one connection run side by side in Node; a client gets a few.
    const socket = request.socket;
    const busy = inFlight.get(socket) ?? 0;
    if (busy >= maxInFlight) {
      refuse(
        response,
        429,
        `This connection already has ${maxInFlight} requests in progress; wait for their answers.`,
        { ...corsHeaders, 'retry-after': '1' },
      );
      return;
    }
    inFlight.set(socket, busy + 1);
    response.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));

    let body: unknown;
    try {
      const raw = await readBody(request, maxBodyBytes);
      body = JSON.parse(raw.toString('utf8'));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        tooLarge(request, response, maxBodyBytes, corsHeaders);
      } else {
        jsonRpcError(
          response,
          400,
          -32700,
          'Parse error: the request body is not JSON.',
          corsHeaders,
        );
      }
      return;
    }
    if (Array.isArray(body) && body.length > maxBatch) {
      jsonRpcError(
        response,
        400,
        -32600,
        `Invalid request: a batch of ${body.length} messages; this server takes at most ${maxBatch} in one request.`,
        corsHeaders,
      );
      return;
    }

    for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);
    const server = createDocsServer(options.docs, options.info, { runTool: options.runTool });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      log(`docs-mcp: request failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) refuse(response, 500, 'The server failed to answer this request.');
      else response.end();
    }
  };
}
