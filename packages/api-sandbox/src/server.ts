import cors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import { createServer } from 'node:http';
import { answerClientError, registerRequestGuard } from './guard.js';
import { clientHandlers } from './handlers/clients.js';
import type { SandboxContext } from './handlers/context.js';
import { registryHandlers } from './handlers/registry.js';
import { secretHandlers } from './handlers/secrets.js';
import { systemHandlers } from './handlers/system.js';
import { workloadHandlers } from './handlers/workloads.js';
import { sendText, type Handler, type HandlerTable } from './http.js';
import { Lifecycle, type Timers } from './lifecycle.js';
import { defaultLimits, defaultTimeouts, type Limits, type Timeouts } from './limits.js';
import { loadContract, pathPattern, type ApiContract, type OperationSpec } from './openapi.js';
import { loadRegistry } from './registry.js';
import { SecretsLockedError, SecretsService } from './secrets/service.js';
import { StateFile } from './state/persistence.js';
import { SaveFailedError, Store } from './state/store.js';
import { createAjv, describeValidationError, type RequestPart } from './validation.js';

export const bodyLimitBytes = 64 * 1024;

export interface SandboxConfig {
  /** Keep state in this folder; in memory only when unset. */
  dataDir?: string;
  /** How long a simulated transition takes. */
  delayMs: number;
  /** Clients discovery reports as installed. */
  installedClients: readonly string[];
  /** The docs site's origins, allowed by CORS (the command line's --docs-origin). */
  docsOrigins: readonly string[];
  /** Origins allowed by CORS besides the docs site's. */
  corsOrigins?: readonly string[];
  /** Host names accepted in the Host header besides localhost, 127.0.0.1 and [::1]. */
  allowedHosts?: readonly string[];
  /** Caps on workloads, secrets and the state file; the defaults unless given. */
  limits?: Partial<Limits>;
  /** How long a client may take to send its headers and its whole request. */
  timeouts?: Partial<Timeouts>;
  /** The OpenAPI file the sandbox answers to (the command line's --openapi). */
  specPath: string;
  /** The registry data it serves (the command line's --registry). */
  registryPath: string;
  /** Opens encrypted secrets an earlier run left in dataDir (TOOLHIVE_SECRETS_PASSWORD). */
  secretsPassword?: string;
  logger?: FastifyServerOptions['logger'];
  /** Real timers unless a test steps through the transitions itself. */
  timers?: Timers;
}

export interface Sandbox {
  app: FastifyInstance;
  contract: ApiContract;
  store: Store;
  lifecycle: Lifecycle;
  /** Operations of the OpenAPI file without a handler, and handlers the file does not describe. */
  gaps: { unimplemented: string[]; undocumented: string[] };
}

class RequestBodyError extends Error {
  readonly statusCode = 400;
}

/**
 * The only body parser: JSON, sent as application/json. Browsers send that
 * type across origins only after a CORS preflight, so a page the sandbox does
 * not allow cannot get a body to a handler (other types answer 415).
 */
function parseJsonBody(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) {
  if (body.trim() === '') {
    done(new RequestBodyError('Invalid request body: the body is empty; send a JSON object.'));
    return;
  }
  try {
    done(null, JSON.parse(body));
  } catch (error) {
    done(
      new RequestBodyError(`Invalid request body: not valid JSON (${(error as Error).message}).`),
    );
  }
}

function fastifyPath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

function parameterSchema(operation: OperationSpec, location: 'query' | 'path') {
  const parameters = operation.parameters.filter((parameter) => parameter.in === location);
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * The route schema Fastify validates with, taken from the operation in the
 * OpenAPI file. An operation that documents no 400 is never refused with one:
 * its parameters are left to the handler, which reads them as ToolHive does
 * (GET /workloads takes any `all` other than "true" as false).
 */
function routeSchema(operation: OperationSpec): FastifySchema {
  const schema: FastifySchema = {};
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body !== undefined) schema.body = body;
  if (!('400' in operation.responses)) return schema;
  const querystring = parameterSchema(operation, 'query');
  if (querystring) schema.querystring = querystring;
  const params = parameterSchema(operation, 'path');
  if (params) schema.params = params;
  return schema;
}

async function requireBody(request: FastifyRequest, reply: FastifyReply) {
  if (request.body === undefined) {
    return sendText(reply, 400, 'Invalid request body: the body is required; send a JSON object.');
  }
}

interface RouteEntry {
  method: string;
  pattern: RegExp;
}

/** Registers one route per operation (and per extra handler); returns the routes and the gaps. */
function registerRoutes(app: FastifyInstance, contract: ApiContract, handlers: HandlerTable) {
  const routes: RouteEntry[] = [];
  const gaps: Sandbox['gaps'] = { unimplemented: [], undocumented: [] };
  const described = new Set<string>();
  for (const operation of contract.operations) {
    described.add(operation.key);
    const handler: Handler =
      handlers[operation.key] ??
      (async (_request, reply) =>
        sendText(reply, 501, `The sandbox does not implement ${operation.key} yet.`));
    if (!handlers[operation.key]) {
      gaps.unimplemented.push(operation.key);
      app.log.warn(
        `The OpenAPI file describes ${operation.key}, which the sandbox does not implement.`,
      );
    }
    app.route({
      method: operation.method as 'GET',
      url: fastifyPath(operation.path),
      schema: routeSchema(operation),
      preValidation: operation.requestBody?.required ? requireBody : undefined,
      handler,
    });
    routes.push({ method: operation.method, pattern: pathPattern(operation.path) });
  }
  for (const [key, handler] of Object.entries(handlers)) {
    if (described.has(key)) continue;
    const [method, path] = key.split(' ') as [string, string];
    gaps.undocumented.push(key);
    app.log.warn(`The sandbox serves ${key}, which the OpenAPI file does not describe.`);
    app.route({ method: method as 'GET', url: fastifyPath(path), handler });
    routes.push({ method, pattern: pathPattern(path) });
  }
  return { routes, gaps };
}

/** The methods a path accepts, so a wrong method gets 405 rather than 404. */
function allowedMethods(routes: RouteEntry[], path: string): string[] {
  const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((r) => r.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const part = (error.validationContext ?? 'body') as RequestPart;
    return sendText(reply, 400, describeValidationError(part, error.validation));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const sent = request.headers['content-type'];
    return sendText(
      reply,
      415,
      `${sent ? `Content-Type "${sent}" is not accepted` : 'The body has no Content-Type'}: send the body as JSON with Content-Type: application/json.`,
    );
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendText(reply, 413, `Request body too large: the limit is ${bodyLimitBytes} bytes.`);
  }
  if (error instanceof SecretsLockedError) {
    return sendText(reply, 500, error.message);
  }
  if (error instanceof SaveFailedError) {
    request.log.error({ err: error.cause }, error.message);
    return sendText(reply, error.statusCode, error.message);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendText(reply, status, error.message);
  request.log.error({ err: error }, 'Request failed');
  return sendText(reply, 500, 'Internal error in the sandbox; its log has the details.');
}

/** Builds the sandbox: state, simulated lifecycle and one route per operation of the OpenAPI file. */
export async function createSandbox(config: SandboxConfig): Promise<Sandbox> {
  const contract = await loadContract(config.specPath);
  const limits: Limits = { ...defaultLimits, ...config.limits };
  const timeouts: Timeouts = { ...defaultTimeouts, ...config.timeouts };
  const store = config.dataDir
    ? await Store.fromFile(new StateFile(config.dataDir), limits.stateBytes)
    : Store.inMemory(limits.stateBytes);

  const app = Fastify({
    logger: config.logger ?? false,
    // A client that sends its request slowly holds a connection; these bound how long.
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
        },
        handler,
      ),
    clientErrorHandler: answerClientError,
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    frameworkErrors: (error, _request, reply) =>
      sendText(reply, 400, `Bad request: ${error.message}`),
  });

  const secrets = await SecretsService.start(store, config.secretsPassword, (message) =>
    app.log.warn(message),
  );
  const lifecycle = new Lifecycle(
    store,
    config.delayMs,
    (error) => app.log.error({ err: error }, 'Could not save the sandbox state'),
    config.timers,
  );
  const context: SandboxContext = {
    store,
    lifecycle,
    secrets,
    registry: await loadRegistry(config.registryPath),
    installedClients: config.installedClients,
    limits,
    openapiDocument: contract.document,
  };

  const allowedOrigins = [...config.docsOrigins, ...(config.corsOrigins ?? [])];
  registerRequestGuard(app, { allowedOrigins, allowedHosts: config.allowedHosts ?? [] });
  // Chromium asks before a public page (the production docs) calls a server on the local
  // machine; the preflight must agree explicitly (Private Network Access).
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-private-network'] === 'true' &&
      allowedOrigins.includes(String(request.headers.origin))
    ) {
      reply.header('Access-Control-Allow-Private-Network', 'true');
    }
  });
  await app.register(cors, {
    origin: allowedOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  const bodyAjv = createAjv({ coerceTypes: false });
  // Query strings and path segments arrive as text: "all=true" must validate as a boolean.
  const parameterAjv = createAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema as object),
  );
  app.setErrorHandler(handleError);

  const { routes, gaps } = registerRoutes(app, contract, {
    ...systemHandlers(context),
    ...workloadHandlers(context),
    ...secretHandlers(context),
    ...clientHandlers(context),
    ...registryHandlers(context),
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(routes, path);
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendText(
        reply,
        405,
        `${request.method} is not allowed on ${path}: use ${allowed.join(', ')}.`,
      );
    }
    return sendText(
      reply,
      404,
      `No route for ${request.method} ${path}; /api/openapi.json lists the routes.`,
    );
  });

  app.addHook('onClose', async () => {
    lifecycle.stop();
    await store.settled();
  });
  lifecycle.resumeAll();
  return { app, contract, store, lifecycle, gaps };
}
