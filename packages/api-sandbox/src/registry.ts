import { readFile } from 'node:fs/promises';

export const defaultRegistryName = 'default';

export interface ServerDefinition {
  name: string;
  image: string;
  [field: string]: unknown;
}

export interface Registry {
  version: string;
  last_updated: string;
  servers: Record<string, ServerDefinition>;
}

/**
 * The built-in registry: a handful of real MCP servers with our own
 * descriptions. As in ToolHive, the map key is the server's name and is
 * copied into each definition.
 */
export async function loadRegistry(path: string): Promise<Registry> {
  const data = JSON.parse(await readFile(path, 'utf8')) as Registry;
  for (const [name, server] of Object.entries(data.servers)) server.name = name;
  return data;
}

export function registrySummary(registry: Registry) {
  return {
    name: defaultRegistryName,
    version: registry.version,
    last_updated: registry.last_updated,
    server_count: Object.keys(registry.servers).length,
  };
}

/** Servers sorted by name, so listings are stable (ToolHive's order is a map's, i.e. random). */
export function sortedServers(registry: Registry): ServerDefinition[] {
  return Object.values(registry.servers).sort((a, b) => a.name.localeCompare(b.name));
}
