/** The MCP clients ToolHive v0.0.48 can configure, in the order its discovery lists them. */
export const supportedClients = [
  'roo-code',
  'cline',
  'vscode-insider',
  'vscode',
  'cursor',
  'claude-code',
] as const;

export type SupportedClient = (typeof supportedClients)[number];

export function isSupportedClient(name: string): name is SupportedClient {
  return (supportedClients as readonly string[]).includes(name);
}
