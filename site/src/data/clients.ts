/**
 * The MCP clients that ToolHive v0.0.48 knows how to configure, as defined in
 * pkg/client/config.go of stacklok/toolhive at tag v0.0.48. Docs pages render
 * this list through the ClientCompatibility component, so a fact lives in one
 * place only.
 */

/** The transports an MCP server can use, as `thv run --transport` spells them. */
export type ServerTransport = 'stdio' | 'sse' | 'streamable-http';

export const serverTransports: readonly ServerTransport[] = ['stdio', 'sse', 'streamable-http'];

export const serverTransportLabels: Record<ServerTransport, string> = {
  stdio: 'stdio',
  sse: 'SSE',
  'streamable-http': 'Streamable HTTP',
};

/**
 * How well ToolHive's automatic client configuration covers servers that use
 * a transport: `yes` when the entry it writes works as written, `partial` when
 * the reader has to adjust it.
 */
export type TransportSupport = 'yes' | 'partial';

export interface TransportEntry {
  support: TransportSupport;
  /** Why support is partial, in one sentence. */
  note?: string;
}

export type OperatingSystem = 'macos' | 'linux' | 'windows';

export const operatingSystemLabels: Record<OperatingSystem, string> = {
  macos: 'macOS',
  linux: 'Linux',
  windows: 'Windows',
};

export interface McpClient {
  /** Product name as readers know it. */
  name: string;
  /** The client ID that `thv config register-client` and `remove-client` accept. */
  id: string;
  /** Whether ToolHive writes server entries into this client's configuration. */
  autoConfiguration: boolean;
  /** Per server transport: whether the entry ToolHive writes works as written. */
  transports: Record<ServerTransport, TransportEntry>;
  /** The configuration file ToolHive edits, per operating system. */
  configFiles: Record<OperatingSystem, string>;
  /** Where in that JSON file the server entries go. */
  serversKey: string;
  /** The fields of each server entry that ToolHive writes. */
  entryFields: readonly string[];
  notes: string;
}

/**
 * VS Code, VS Code Insiders, and Claude Code receive `"type": "sse"` on every
 * entry, including the `/mcp` address of a streamable HTTP server.
 */
const typedEntryTransports: Record<ServerTransport, TransportEntry> = {
  stdio: { support: 'yes' },
  sse: { support: 'yes' },
  'streamable-http': {
    support: 'partial',
    note: 'ToolHive writes the /mcp address but labels the entry "type": "sse"; change the type to the one your client uses for streamable HTTP servers.',
  },
};

/** Cursor receives only the URL and picks the transport itself. */
const urlOnlyTransports: Record<ServerTransport, TransportEntry> = {
  stdio: { support: 'yes' },
  sse: { support: 'yes' },
  'streamable-http': { support: 'yes' },
};

/**
 * Cline and Roo Code also receive only the URL, but they treat an entry
 * without a `type` as an SSE server.
 */
const urlOnlySseDefaultTransports: Record<ServerTransport, TransportEntry> = {
  stdio: { support: 'yes' },
  sse: { support: 'yes' },
  'streamable-http': {
    support: 'partial',
    note: 'ToolHive writes the /mcp address without a type, and the client treats an entry without a type as SSE; add the type your client uses for streamable HTTP servers.',
  },
};

/** VS Code keeps user settings under a per-edition folder on every platform. */
function vscodeUserFile(edition: string, ...rest: string[]): Record<OperatingSystem, string> {
  return {
    macos: ['~/Library/Application Support', edition, 'User', ...rest].join('/'),
    linux: ['~/.config', edition, 'User', ...rest].join('/'),
    windows: ['%USERPROFILE%\\AppData\\Roaming', edition, 'User', ...rest].join('\\'),
  };
}

/** Files that ToolHive looks for directly in the home directory. */
function homeFile(...path: string[]): Record<OperatingSystem, string> {
  return {
    macos: ['~', ...path].join('/'),
    linux: ['~', ...path].join('/'),
    windows: ['%USERPROFILE%', ...path].join('\\'),
  };
}

/**
 * Most widely used first, so a reader on a phone finds their client at the
 * top: the editors, then the terminal tool, then the VS Code extensions and
 * the preview edition. (ToolHive's own list in pkg/client starts with Roo Code.)
 */
export const mcpClients: readonly McpClient[] = [
  {
    name: 'VS Code',
    id: 'vscode',
    autoConfiguration: true,
    transports: typedEntryTransports,
    configFiles: vscodeUserFile('Code', 'settings.json'),
    serversKey: 'mcp.servers',
    entryFields: ['url', 'type'],
    notes: 'ToolHive adds servers to your user settings.json.',
  },
  {
    name: 'Cursor',
    id: 'cursor',
    autoConfiguration: true,
    transports: urlOnlyTransports,
    configFiles: homeFile('.cursor', 'mcp.json'),
    serversKey: 'mcpServers',
    entryFields: ['url'],
    notes: 'Uses the global MCP file in your home directory, not a project-level file.',
  },
  {
    name: 'Claude Code',
    id: 'claude-code',
    autoConfiguration: true,
    transports: typedEntryTransports,
    configFiles: homeFile('.claude.json'),
    serversKey: 'mcpServers',
    entryFields: ['url', 'type'],
    notes:
      'The command-line tool. ToolHive edits the top-level mcpServers object of ~/.claude.json.',
  },
  {
    name: 'Cline',
    id: 'cline',
    autoConfiguration: true,
    transports: urlOnlySseDefaultTransports,
    configFiles: vscodeUserFile(
      'Code',
      'globalStorage',
      'saoudrizwan.claude-dev',
      'settings',
      'cline_mcp_settings.json',
    ),
    serversKey: 'mcpServers',
    entryFields: ['url'],
    notes:
      'Extension for VS Code. ToolHive edits the settings of the extension installed in VS Code, not in VS Code Insiders.',
  },
  {
    name: 'Roo Code',
    id: 'roo-code',
    autoConfiguration: true,
    transports: urlOnlySseDefaultTransports,
    configFiles: vscodeUserFile(
      'Code',
      'globalStorage',
      'rooveterinaryinc.roo-cline',
      'settings',
      'mcp_settings.json',
    ),
    serversKey: 'mcpServers',
    entryFields: ['url'],
    notes:
      'Extension for VS Code. ToolHive edits the settings of the extension installed in VS Code, not in VS Code Insiders.',
  },
  {
    name: 'VS Code Insiders',
    id: 'vscode-insider',
    autoConfiguration: true,
    transports: typedEntryTransports,
    configFiles: vscodeUserFile('Code - Insiders', 'settings.json'),
    serversKey: 'mcp.servers',
    entryFields: ['url', 'type'],
    notes: 'ToolHive adds servers to your user settings.json.',
  },
];

/** Picks clients by ID so a guide can show only the ones it talks about; all when none are named. */
export function selectClients(clientIds?: readonly string[]): McpClient[] {
  if (!clientIds) return [...mcpClients];
  return clientIds.map((id) => {
    const client = mcpClients.find((candidate) => candidate.id === id);
    if (!client) {
      const known = mcpClients.map((candidate) => candidate.id).join(', ');
      throw new Error(
        `ClientCompatibility: unknown client ID "${id}" in clientIds. Use one of: ${known}.`,
      );
    }
    return client;
  });
}
