import type { ComponentRenderer } from '@docs-kit/agent-docs';
import { apiReferenceTwin } from '@docs-kit/api-reference/markdown';
import {
  operatingSystemLabels,
  selectClients,
  serverTransportLabels,
  serverTransports,
  type McpClient,
  type OperatingSystem,
} from '../data/clients';
import { sandboxCommands, sandboxServer, sandboxTrustedOrigins } from '../data/api-try-it';
import docsSite from '../data/docs-site.json';

/** A table cell: pipes escaped, on one line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
const table = (head: string[], rows: string[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

function transportsTable(clients: McpClient[]): string {
  const notes = [
    ...new Set(
      clients.flatMap((client) =>
        serverTransports.map((transport) => client.transports[transport].note ?? ''),
      ),
    ),
  ].filter(Boolean);
  const rows = clients.map((client) => [
    `${client.name} (\`${client.id}\`)`,
    client.autoConfiguration ? 'Yes' : 'No',
    ...serverTransports.map((transport) => {
      const entry = client.transports[transport];
      return entry.support === 'yes' ? 'Yes' : `Partial (note ${notes.indexOf(entry.note!) + 1})`;
    }),
    client.notes,
  ]);
  return [
    'MCP clients that ToolHive v0.0.48 configures, and whether the entry it writes works for servers of each transport:',
    table(
      [
        'Client and `thv` ID',
        'Auto-configured',
        ...serverTransports.map((transport) => `${serverTransportLabels[transport]} server`),
        'Notes',
      ],
      rows,
    ),
    notes.length > 0 ? notes.map((note, index) => `${index + 1}. ${note}`).join('\n') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function configFilesTable(clients: McpClient[]): string {
  const systems = Object.keys(operatingSystemLabels) as OperatingSystem[];
  const rows = clients.flatMap((client) =>
    systems.map((os) => [
      client.name,
      operatingSystemLabels[os],
      `\`${client.configFiles[os]}\``,
      `\`${client.serversKey}\``,
      client.entryFields.map((field) => `\`${field}\``).join(', '),
    ]),
  );
  return [
    'Configuration file that ToolHive v0.0.48 edits for each client, and the entry it writes:',
    table(
      ['Client', 'Operating system', 'Configuration file', 'Servers key', 'Entry fields'],
      rows,
    ),
  ].join('\n\n');
}

const clientCompatibility: ComponentRenderer = ({ view = 'transports', clientIds }) => {
  const clients = selectClients(Array.isArray(clientIds) ? clientIds.map(String) : undefined);
  if (view === 'config-files') return configFilesTable(clients);
  if (view === 'transports') return transportsTable(clients);
  throw new Error(`ClientCompatibility: unknown view "${String(view)}".`);
};

/**
 * The API reference, from the model the api-reference plugin loaded for the
 * HTML page: an index in the page's twin and one twin per tag beside it.
 */
const apiReference: ComponentRenderer = (_props, { allContent, page }) =>
  apiReferenceTwin(allContent, page.title);

/** The sandbox's start commands as the published site shows them, and what differs elsewhere. */
const sandboxStart: ComponentRenderer = () => {
  return [
    `The repository is [${docsSite.repository.name}](${docsSite.repository.url}). Started this way, the sandbox lets pages on ${sandboxTrustedOrigins.join(', ')} call it; for a page on any other origin, add \`${sandboxServer.originFlag} <origin>\` after \`${sandboxServer.commandBeforeFlags}\`.`,
    ['```bash', sandboxCommands(sandboxServer.command), '```'].join('\n'),
  ].join('\n\n');
};

/** Markdown for the components of the docs that render content, by the names pages use. */
export const agentDocsRenderers: Record<string, ComponentRenderer> = {
  ClientCompatibility: clientCompatibility,
  SandboxStart: sandboxStart,
  ApiReference: apiReference,
};
