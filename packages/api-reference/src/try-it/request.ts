import type { TryItOperation } from './descriptor';

export interface RequestInput {
  serverUrl: string;
  /** Parameter values by name, as typed; empty optional ones are left out. */
  values: Record<string, string>;
  body: string;
}

export interface PreparedRequest {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

export interface ExchangeResult {
  ok: true;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  milliseconds: number;
}

/**
 * Why a request got no answer the page could read:
 * - `unreachable`: nothing answered at the address on this machine (nothing listening);
 * - `refused`: a server answered, but did not let this page read its answers (CORS);
 * - `network`: anything else: another host that cannot be reached, a blocked
 *   address, or no answer before the timeout.
 */
export type FailureReason = 'unreachable' | 'refused' | 'network';

export interface ExchangeFailure {
  ok: false;
  reason: FailureReason;
  message: string;
  /** The page's Content-Security-Policy kept it from connecting to the server. */
  blockedByPolicy?: boolean;
}

/** The reader's input could not make a request; `field` names what to fix. */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);

/** Checks the reader's input and builds the request, without sending anything. */
export function prepareRequest(operation: TryItOperation, input: RequestInput): PreparedRequest {
  let server: URL;
  try {
    server = new URL(input.serverUrl.trim());
  } catch {
    throw new InputError('server', 'Enter the server URL, such as http://localhost:8080.');
  }
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    throw new InputError('server', 'The server URL must start with http:// or https://.');
  }
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = (input.values[parameter.name] ?? '').trim();
    if (!value) {
      if (parameter.required) {
        throw new InputError(
          parameter.name,
          `Enter a value for the ${parameter.in} parameter "${parameter.name}".`,
        );
      }
      continue;
    }
    if (parameter.in === 'path') {
      // URLs treat `.` and `..` as steps, encoded or not: the request would go to another path.
      if (value === '.' || value === '..') {
        throw new InputError(
          parameter.name,
          `The path parameter "${parameter.name}" can't be "${value}": it would change the request's path.`,
        );
      }
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else query.append(parameter.name, value);
  }
  const base = server.href.replace(/\/+$/, '');
  const search = query.toString() ? `?${query}` : '';
  const request: PreparedRequest = { method: operation.method, url: `${base}${path}${search}` };
  if (operation.body) {
    const body = input.body.trim();
    if (!body && operation.body.required) {
      throw new InputError('body', 'This operation needs a request body.');
    }
    if (body) {
      if (isJson(operation.body.mediaType)) {
        try {
          JSON.parse(body);
        } catch (error) {
          throw new InputError(
            'body',
            `The request body is not valid JSON: ${(error as Error).message}`,
          );
        }
      }
      request.body = body;
      request.contentType = operation.body.mediaType;
    }
  }
  return request;
}

/** Pretty-prints JSON so nested answers are readable; anything else stays as it came. */
export function formatBody(body: string, contentType: string | null): string {
  if (!body || !contentType || !isJson(contentType)) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Names that always mean the reader's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]'
  );
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Whether anything answers at the request's origin. A no-cors request needs
 * no permission from the server, so it gets an opaque answer where the real
 * request was refused by CORS, and fails where nothing listens. It is a POST
 * without a body to the server's root, so the browser names this page in
 * `Origin` and a server that checks it refuses it before doing anything.
 */
async function somethingAnswers(url: string, fetchImpl: typeof fetch, timeoutMs: number) {
  try {
    await fetchImpl(`${new URL(url).origin}/`, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Notes whether the page's Content-Security-Policy blocks a connection to the
 * URL's origin while a request is on its way; outside a browser, never.
 */
function watchPolicyBlocks(url: string) {
  let happened = false;
  if (typeof document === 'undefined') return { happened: () => false, stop: () => {} };
  const origin = new URL(url).origin;
  const listener = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) happened = true;
  };
  document.addEventListener('securitypolicyviolation', listener);
  return {
    happened: () => happened,
    stop: () => document.removeEventListener('securitypolicyviolation', listener),
  };
}

/**
 * Sends the request and reads the whole answer as text. Browsers report a
 * server that is not running and a response blocked by CORS the same way (a
 * TypeError without details), so a failed request is followed by a probe
 * that tells them apart (see FailureReason).
 */
export async function sendRequest(
  request: PreparedRequest,
  { timeoutMs = 15_000, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ExchangeResult | ExchangeFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const blocked = watchPolicyBlocks(request.url);
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.contentType ? { 'Content-Type': request.contentType } : undefined,
      body: request.body,
      signal: controller.signal,
      // Never send the docs site's cookies to the reader's server.
      credentials: 'omit',
    });
    const text = await response.text();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers,
      body: formatBody(text, response.headers.get('content-type')),
      milliseconds: Math.round(performance.now() - started),
    };
  } catch (error) {
    if (controller.signal.aborted) {
      return {
        ok: false,
        reason: 'network',
        message: `No answer within ${timeoutMs / 1000} seconds.`,
      };
    }
    const message = (error as Error).message;
    // The browser reports the violation in a task of its own, after the rejection.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (blocked.happened()) {
      return { ok: false, reason: 'network', message, blockedByPolicy: true };
    }
    if (await somethingAnswers(request.url, fetchImpl, Math.min(timeoutMs, 5_000))) {
      return { ok: false, reason: 'refused', message };
    }
    return { ok: false, reason: isLoopbackUrl(request.url) ? 'unreachable' : 'network', message };
  } finally {
    clearTimeout(timer);
    blocked.stop();
  }
}
