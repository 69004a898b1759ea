import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { sendText } from './http.js';

/** On every answer, refusals included: never sniff a type, never embed in another site. */
const everyAnswerHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The names of this machine's loopback addresses, as they appear in a Host header. */
const loopbackHostNames = ['localhost', '127.0.0.1', '[::1]'];

export interface GuardOptions {
  /** Origins whose pages may call the API (CORS, and the Origin check). */
  allowedOrigins: readonly string[];
  /** Host names accepted besides the loopback ones, e.g. a name in /etc/hosts. */
  allowedHosts: readonly string[];
}

/**
 * Whether a Host header names this server: one of the accepted names with the
 * port the request arrived on (or no port when that is 80). Anything else is
 * a page on another name that resolves to this machine (DNS rebinding), or a
 * proxy the sandbox was not set up for.
 */
export function isAllowedHost(
  host: string | undefined,
  localPort: number | undefined,
  allowedHosts: readonly string[],
): boolean {
  if (host === undefined || localPort === undefined) return false;
  const value = host.toLowerCase();
  return [...loopbackHostNames, ...allowedHosts].some(
    (name) => value === `${name}:${localPort}` || (localPort === 80 && value === name),
  );
}

/** A top-level GET a person starts by following a link: the page that had the link cannot read it. */
function isNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers['sec-fetch-mode'] === 'navigate'
  );
}

/**
 * The checks every request passes before routing, in this order:
 *
 * 1. Host (421): only this machine's loopback names and --allowed-host, so a
 *    rebinding page cannot talk to the sandbox as its "own" origin.
 * 2. Origin (403): a browser names the page that sent the request; only the
 *    allowed origins may call, whatever the method or Content-Type.
 * 3. Sec-Fetch-Site (403): a cross-site request without an allowed Origin is
 *    refused too (Chromium sends no Origin on some no-cors requests), except a
 *    link the reader follows.
 *
 * The last line of defence is the JSON-only body parser (415), which makes a
 * browser ask with a CORS preflight before it sends any body.
 *
 * The two refusals of a page (403) carry no Cross-Origin-Resource-Policy:
 * their text holds nothing but the fix, and a page whose request failed must
 * be able to tell "refused" from "nothing listening" with a no-cors probe,
 * which that header would fail too. The page still reads nothing of it.
 */
export function registerRequestGuard(app: FastifyInstance, options: GuardOptions): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(everyAnswerHeaders);

    const host = request.headers.host;
    if (!isAllowedHost(host, request.socket.localPort, options.allowedHosts)) {
      return sendText(
        reply,
        421,
        `The sandbox does not answer for the host "${host ?? ''}": call it as 127.0.0.1, localhost ` +
          'or [::1] with its port, or start it with --allowed-host for another name.',
      );
    }

    const origin = request.headers.origin;
    const originAllowed = origin !== undefined && options.allowedOrigins.includes(origin);
    if (origin !== undefined && !originAllowed) {
      reply.removeHeader('Cross-Origin-Resource-Policy');
      return sendText(
        reply,
        403,
        `Requests from pages on ${origin} are refused: start the sandbox with --cors-origin ${origin} to allow them.`,
      );
    }
    if (
      request.headers['sec-fetch-site'] === 'cross-site' &&
      !originAllowed &&
      !isNavigation(request)
    ) {
      reply.removeHeader('Cross-Origin-Resource-Policy');
      return sendText(
        reply,
        403,
        'Cross-site requests without an allowed Origin are refused: call the sandbox from an allowed origin (--cors-origin) or from a program.',
      );
    }
  });
}

/** Status and plain-text reason for a request Node's HTTP parser refused. */
function clientErrorAnswer(error: ConnectionError): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'The request did not arrive in time: send the whole request at once.'];
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return [431, 'The request line and headers are too large: send at most 16 KiB of them.'];
  }
  return [400, `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}).`];
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (a
 * malformed request line or header, a duplicate Content-Length, Content-Length
 * with Transfer-Encoding, headers over 16 KiB, a request too slow). Fastify's
 * own handler logs the parser's error, and with it the raw bytes received,
 * which may hold a secret from the body; this one logs the error code alone,
 * and answers in plain text with the headers of every other answer.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = clientErrorAnswer(error);
  this.log.debug({ code: error.code, status }, 'Refused a request the HTTP parser could not read');
  if (socket.writable) {
    const headers = {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...everyAnswerHeaders,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy();
}
