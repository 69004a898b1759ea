import { paramOf, sendText, type HandlerTable } from '../http.js';
import { defaultRegistryName, registrySummary, sortedServers } from '../registry.js';
import type { SandboxContext } from './context.js';

const base = '/api/v1beta/registry';

/** Only the built-in registry exists, as in ToolHive v0.0.48. */
export function registryHandlers({ registry }: SandboxContext): HandlerTable {
  const registryNotFound = (name: string) =>
    `Registry "${name}" not found: the only registry is "${defaultRegistryName}".`;

  return {
    [`GET ${base}`]: async (_request, reply) =>
      reply.send({ registries: [registrySummary(registry)] }),

    [`POST ${base}`]: async (_request, reply) =>
      sendText(reply, 501, 'Adding a registry is not implemented: only the built-in one exists.'),

    [`GET ${base}/{name}`]: async (request, reply) => {
      const name = paramOf(request, 'name');
      if (name !== defaultRegistryName) return sendText(reply, 404, registryNotFound(name));
      return reply.send({ ...registrySummary(registry), registry });
    },

    [`DELETE ${base}/{name}`]: async (request, reply) => {
      const name = paramOf(request, 'name');
      if (name === defaultRegistryName) {
        return sendText(reply, 400, 'The built-in registry "default" cannot be removed.');
      }
      return sendText(reply, 404, registryNotFound(name));
    },

    [`GET ${base}/{name}/servers`]: async (request, reply) => {
      const name = paramOf(request, 'name');
      if (name !== defaultRegistryName) return sendText(reply, 404, registryNotFound(name));
      return reply.send({ servers: sortedServers(registry) });
    },

    [`GET ${base}/{name}/servers/{serverName}`]: async (request, reply) => {
      const name = paramOf(request, 'name');
      if (name !== defaultRegistryName) return sendText(reply, 404, registryNotFound(name));
      const serverName = paramOf(request, 'serverName');
      const server = Object.hasOwn(registry.servers, serverName)
        ? registry.servers[serverName]
        : undefined;
      if (!server) {
        return sendText(reply, 404, `Server "${serverName}" is not in the ${name} registry.`);
      }
      return reply.send({ server });
    },
  };
}
