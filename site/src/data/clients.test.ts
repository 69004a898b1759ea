import { describe, expect, it } from 'vitest';
import { mcpClients, serverTransports } from './clients';

// The IDs that `thv config register-client` accepts at ToolHive v0.0.48
// (cmd/thv/app/config.go). The table must list exactly these clients.
const registerClientIds = [
  'roo-code',
  'cline',
  'cursor',
  'claude-code',
  'vscode-insider',
  'vscode',
];

function fileName(path: string, separator: string): string {
  return path.slice(path.lastIndexOf(separator) + 1);
}

describe('mcpClients', () => {
  it('lists each client that thv config register-client accepts, once', () => {
    const ids = mcpClients.map((client) => client.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...registerClientIds].sort());
  });

  it('gives home-relative paths with the separator of each operating system', () => {
    for (const { name, configFiles } of mcpClients) {
      for (const unixPath of [configFiles.macos, configFiles.linux]) {
        expect(unixPath, name).toMatch(/^~\//);
        expect(unixPath, name).not.toContain('\\');
      }
      expect(configFiles.windows, name).toMatch(/^%USERPROFILE%\\/);
      expect(configFiles.windows, name).not.toContain('/');
    }
  });

  it('names the same settings file on every operating system', () => {
    for (const { name, configFiles } of mcpClients) {
      const expected = fileName(configFiles.linux, '/');
      expect(fileName(configFiles.macos, '/'), name).toBe(expected);
      expect(fileName(configFiles.windows, '\\'), name).toBe(expected);
    }
  });

  it('explains every transport that is only partly supported', () => {
    for (const { name, transports } of mcpClients) {
      for (const transport of serverTransports) {
        const entry = transports[transport];
        if (entry.support === 'partial') {
          expect(entry.note, `${name} ${transport}`).toBeTruthy();
        }
      }
    }
  });

  it('marks streamable HTTP as partial wherever ToolHive writes a type field', () => {
    // ToolHive writes "type": "sse" for these clients whatever the server's transport.
    // Clients that get only a URL can still be partial: Cline and Roo Code read an
    // entry without a type as SSE.
    for (const { name, entryFields, transports } of mcpClients) {
      if (entryFields.includes('type')) {
        expect(transports['streamable-http'].support, name).toBe('partial');
      }
    }
  });
});
