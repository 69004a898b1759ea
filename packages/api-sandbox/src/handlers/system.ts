import type { HandlerTable } from '../http.js';
import type { SandboxContext } from './context.js';

/** The ToolHive release whose API the sandbox follows. */
export const simulatedVersion = 'v0.0.48';

export function systemHandlers({ openapiDocument }: SandboxContext): HandlerTable {
  return {
    'GET /health': async (_request, reply) => reply.code(204).send(),
    'GET /api/v1beta/version': async (_request, reply) => reply.send({ version: simulatedVersion }),
    'GET /api/openapi.json': async (_request, reply) => reply.send(openapiDocument),
  };
}
