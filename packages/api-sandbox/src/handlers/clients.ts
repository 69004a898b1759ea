import { supportedClients } from '../clients.js';
import { bodyOf, optionalString, paramOf, sendText, type HandlerTable } from '../http.js';
import type { SandboxContext } from './context.js';

export function clientHandlers({ store, installedClients }: SandboxContext): HandlerTable {
  const registered = store.state.registeredClients;
  return {
    'GET /api/v1beta/clients': async (_request, reply) =>
      reply.send(registered.map((name) => ({ name }))),

    /** Registering twice is not an error, as in ToolHive. */
    'POST /api/v1beta/clients': async (request, reply) => {
      const name = optionalString(bodyOf(request).name);
      if (!name) return sendText(reply, 400, 'Invalid request body: field "name" is required.');
      if (!registered.includes(name)) {
        registered.push(name);
        await store.commit();
      }
      return reply.send({ name });
    },

    /** Removing a client that is not registered is not an error either. */
    'DELETE /api/v1beta/clients/{name}': async (request, reply) => {
      const index = registered.indexOf(paramOf(request, 'name'));
      if (index >= 0) {
        registered.splice(index, 1);
        await store.commit();
      }
      return reply.code(204).send();
    },

    'GET /api/v1beta/discovery/clients': async (_request, reply) =>
      reply.send({
        clients: supportedClients.map((client) => ({
          client_type: client,
          installed: installedClients.includes(client),
          registered: registered.includes(client),
        })),
      }),
  };
}
