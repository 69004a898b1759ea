import type { FastifyReply, FastifyRequest } from 'fastify';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers by operation key ("POST /api/v1beta/workloads"), matched to the OpenAPI file at start-up. */
export type HandlerTable = Record<string, Handler>;

/** The API answers errors with a plain-text reason, as ToolHive's http.Error does. */
export function sendText(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

export function paramOf(request: FastifyRequest, name: string): string {
  return String((request.params as Record<string, unknown>)[name] ?? '');
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
