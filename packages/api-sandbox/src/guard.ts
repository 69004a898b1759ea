import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendText } from './http.js';

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
    // On every answer, refusals included: never sniff a type, never embed in another site.
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');

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
