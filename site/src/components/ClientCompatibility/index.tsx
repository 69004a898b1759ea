import React, { useId, type ReactNode } from 'react';
import {
  operatingSystemLabels,
  selectClients,
  serverTransportLabels,
  serverTransports,
  type McpClient,
  type OperatingSystem,
  type ServerTransport,
  type TransportEntry,
} from '@site/src/data/clients';
import TableScroller from '@site/src/components/TableScroller';
import styles from './styles.module.css';

export type ClientCompatibilityView = 'transports' | 'config-files';

export interface ClientCompatibilityProps {
  /** `transports` (default) shows support per transport; `config-files` shows file locations. */
  view?: ClientCompatibilityView;
  /** Limit the table to these `thv` client IDs, in this order. All clients when omitted. */
  clientIds?: readonly string[];
}

const operatingSystems = Object.keys(operatingSystemLabels) as OperatingSystem[];

/** The distinct notes of partly supported transports, in table order, for footnotes. */
function collectNotes(clients: McpClient[]): string[] {
  const notes = clients.flatMap((client) =>
    serverTransports.map((transport) => client.transports[transport].note ?? ''),
  );
  return [...new Set(notes.filter(Boolean))];
}

/** Lets long paths wrap after each separator instead of at random characters. */
function BreakablePath({ path }: { path: string }): ReactNode {
  const parts = path.split(/(?<=[/\\])/);
  return (
    <code>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </React.Fragment>
      ))}
    </code>
  );
}

interface SupportCellProps {
  transport: ServerTransport;
  entry: TransportEntry;
  noteNumber: number;
  noteId: string;
}

function SupportCell({ entry, noteNumber, noteId, transport }: SupportCellProps): ReactNode {
  return (
    <td className={styles.support} data-label={serverTransportLabels[transport]}>
      <span>
        <span className={`${styles.badge} ${styles[entry.support]}`}>
          {entry.support === 'yes' ? 'Yes' : 'Partial'}
        </span>
        {entry.note && (
          <sup className={styles.noteRef}>
            <a href={`#${noteId}`} aria-label={`Note ${noteNumber}`}>
              {noteNumber}
            </a>
          </sup>
        )}
      </span>
    </td>
  );
}

function TransportsTable({ clients }: { clients: McpClient[] }): ReactNode {
  const notes = collectNotes(clients);
  // useId output contains characters that are awkward in URL fragments.
  const idPrefix = `client-note-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const noteIdFor = (note: string) => `${idPrefix}-${notes.indexOf(note) + 1}`;
  return (
    <>
      <table className={`stacking-table ${styles.table} ${styles.transports}`}>
        <caption className={styles.caption}>
          MCP clients that ToolHive v0.0.48 configures, and whether the entry it writes works for
          servers of each transport
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Client and <code>thv</code> ID
            </th>
            <th scope="col" rowSpan={2}>
              Auto&shy;configured
            </th>
            <th scope="colgroup" colSpan={serverTransports.length} className={styles.group}>
              Server transport
            </th>
            <th scope="col" rowSpan={2}>
              Notes
            </th>
          </tr>
          <tr>
            {serverTransports.map((transport) => (
              <th scope="col" key={transport}>
                {serverTransportLabels[transport]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id}>
              <th scope="row" className={styles.client}>
                <span className={styles.nowrap}>{client.name}</span>{' '}
                <code className={styles.clientId}>{client.id}</code>
              </th>
              <td className={styles.auto} data-label="Auto-configured">
                {client.autoConfiguration ? 'Yes' : 'No'}
              </td>
              {serverTransports.map((transport) => {
                const entry = client.transports[transport];
                return (
                  <SupportCell
                    key={transport}
                    transport={transport}
                    entry={entry}
                    noteNumber={entry.note ? notes.indexOf(entry.note) + 1 : 0}
                    noteId={entry.note ? noteIdFor(entry.note) : ''}
                  />
                );
              })}
              <td className={styles.notes}>{client.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {notes.length > 0 && (
        <ol className={styles.footnotes} aria-label="Table notes">
          {notes.map((note) => (
            <li key={note} id={noteIdFor(note)}>
              {note}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function ConfigFilesTable({ clients }: { clients: McpClient[] }): ReactNode {
  return (
    <table className={`stacking-table ${styles.table} ${styles.configFiles}`}>
      <caption className={styles.caption}>
        Configuration file that ToolHive v0.0.48 edits for each client, and the entry it writes
      </caption>
      <thead>
        <tr>
          <th scope="col">Client and entry format</th>
          <th scope="col">Operating system</th>
          <th scope="col">Configuration file</th>
        </tr>
      </thead>
      {clients.map((client) => (
        <tbody key={client.id} className={styles.clientGroup}>
          {operatingSystems.map((os, index) => (
            <tr key={os}>
              {index === 0 && (
                <th scope="rowgroup" rowSpan={operatingSystems.length}>
                  <span className={styles.nowrap}>{client.name}</span>
                  <dl className={styles.entryFormat}>
                    <dt>Servers key</dt>
                    <dd>
                      <code>{client.serversKey}</code>
                    </dd>
                    <dt>Entry fields</dt>
                    <dd>
                      {client.entryFields.map((field, fieldIndex) => (
                        <React.Fragment key={field}>
                          {fieldIndex > 0 && ', '}
                          <code>{field}</code>
                        </React.Fragment>
                      ))}
                    </dd>
                  </dl>
                </th>
              )}
              <td className={styles.os}>{operatingSystemLabels[os]}</td>
              <td className={styles.path}>
                <BreakablePath path={client.configFiles[os]} />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/**
 * The client compatibility data from src/data/clients.ts as accessible tables.
 */
export default function ClientCompatibility({
  view = 'transports',
  clientIds,
}: ClientCompatibilityProps): ReactNode {
  if (view !== 'transports' && view !== 'config-files') {
    throw new Error(
      `ClientCompatibility: unknown view "${String(view)}". Use "transports" or "config-files".`,
    );
  }
  const clients = selectClients(clientIds);
  const label =
    view === 'transports' ? 'Client transport support' : 'Client configuration file locations';
  return (
    <TableScroller label={label}>
      {view === 'transports' ? (
        <TransportsTable clients={clients} />
      ) : (
        <ConfigFilesTable clients={clients} />
      )}
    </TableScroller>
  );
}
