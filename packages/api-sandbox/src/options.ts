import { parseArgs } from 'node:util';
import { supportedClients, isSupportedClient } from './clients.js';

export interface CliOptions {
  host: string;
  port: number;
  dataDir: string | undefined;
  corsOrigins: string[];
  allowedHosts: string[];
  /** The docs site's origins, always allowed by CORS. */
  docsOrigins: string[];
  specPath: string;
  registryPath: string;
  delayMs: number;
  installedClients: string[];
  logLevel: string;
}

export const defaultPort = 8080;
export const defaultHost = '127.0.0.1';
export const defaultDelayMs = 1000;
export const defaultInstalledClients = ['vscode', 'cursor', 'claude-code'];
/** The docs site on this machine; `npm run sandbox` passes the published site's origin too. */
export const defaultDocsOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export const usage = `Usage: npm run sandbox -- [options]

Serves the ToolHive local API (as of v0.0.48) with simulated workloads.

Options (each flag wins over its environment variable):
  --openapi <file>          The OpenAPI file to answer to (required)   SANDBOX_OPENAPI_FILE
  --registry <file>         The registry data to serve (required)      SANDBOX_REGISTRY_FILE
  --docs-origin <origin>    The docs site's origin, allowed by CORS;   (default ${defaultDocsOrigins.join(', ')})
                            repeat the flag for more
  --port <n>                Port to listen on; 0 picks a free one      SANDBOX_PORT (default ${defaultPort})
  --host <address>          Address to bind                            SANDBOX_HOST (default ${defaultHost})
  --data-dir <dir>          Keep state in <dir>/state.json             SANDBOX_DATA_DIR (default: memory only)
  --cors-origin <origin>    Another origin allowed to call the API;    SANDBOX_CORS_ORIGINS (comma-separated)
                            repeat the flag for more
  --allowed-host <name>     Another host name to answer for, besides   SANDBOX_ALLOWED_HOSTS (comma-separated)
                            localhost, 127.0.0.1 and [::1]
  --delay <ms>              How long starting, stop, restart and       SANDBOX_DELAY_MS (default ${defaultDelayMs})
                            delete take to happen
  --installed-clients <ids> Clients discovery reports as installed,   SANDBOX_INSTALLED_CLIENTS
                            comma-separated, or "none"                 (default ${defaultInstalledClients.join(',')})
  --log-level <level>       ${logLevels.join(', ')}                    SANDBOX_LOG_LEVEL (default info)
  -h, --help                Show this help

TOOLHIVE_SECRETS_PASSWORD opens encrypted secrets kept in --data-dir by an earlier run.`;

export class OptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OptionsError';
  }
}

function wholeNumber(raw: string, label: string, max: number, hint: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    throw new OptionsError(`Invalid ${label} "${raw}": ${hint}.`);
  }
  return Number(raw);
}

function origin(raw: string, label: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.origin !== raw.replace(/\/$/, '') || !/^https?:$/.test(parsed.protocol)) {
    throw new OptionsError(
      `Invalid ${label} "${raw}": give an origin such as http://localhost:3101 (scheme, host and port, no path).`,
    );
  }
  return parsed.origin;
}

function hostName(raw: string, label: string): string {
  const value = raw.trim().toLowerCase();
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(value)) {
    throw new OptionsError(
      `Invalid ${label} "${raw}": give a host name without port, such as sandbox.internal or [fd00::1].`,
    );
  }
  return value;
}

function clientList(raw: string, label: string): string[] {
  if (raw.trim() === 'none' || raw.trim() === '') return [];
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !isSupportedClient(name));
  if (unknown !== undefined) {
    throw new OptionsError(
      `Invalid ${label}: unknown client "${unknown}". Use any of ${supportedClients.join(', ')}, or "none".`,
    );
  }
  return names;
}

/** Reads the command line and SANDBOX_* variables; throws OptionsError naming the bad option. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'cors-origin': { type: 'string', multiple: true },
        'allowed-host': { type: 'string', multiple: true },
        'docs-origin': { type: 'string', multiple: true },
        openapi: { type: 'string' },
        registry: { type: 'string' },
        delay: { type: 'string' },
        'installed-clients': { type: 'string' },
        'log-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new OptionsError(`${(error as Error).message}. Run with --help to see the options.`);
  }
  if (values.help) return 'help';

  /** A flag wins over its variable; the label names whichever the value came from. */
  const pick = (flag: string | undefined, flagName: string, variable: string) => {
    if (flag !== undefined) return { raw: flag, label: flagName };
    const fromEnv = env[variable];
    return fromEnv !== undefined && fromEnv !== '' ? { raw: fromEnv, label: variable } : undefined;
  };

  const port = pick(values.port, '--port', 'SANDBOX_PORT');
  const delay = pick(values.delay, '--delay', 'SANDBOX_DELAY_MS');
  const clients = pick(
    values['installed-clients'],
    '--installed-clients',
    'SANDBOX_INSTALLED_CLIENTS',
  );
  const logLevel = pick(values['log-level'], '--log-level', 'SANDBOX_LOG_LEVEL');
  if (logLevel && !logLevels.includes(logLevel.raw)) {
    throw new OptionsError(
      `Invalid ${logLevel.label} "${logLevel.raw}": use one of ${logLevels.join(', ')}.`,
    );
  }
  const host = pick(values.host, '--host', 'SANDBOX_HOST');
  if (host && host.raw.trim() === '') {
    throw new OptionsError(`Invalid ${host.label} "": give an address such as 127.0.0.1.`);
  }
  const corsFromEnv = (env.SANDBOX_CORS_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => origin(value, 'SANDBOX_CORS_ORIGINS entry'));

  const hostsFromEnv = (env.SANDBOX_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => hostName(value, 'SANDBOX_ALLOWED_HOSTS entry'));
  const file = (flag: string | undefined, flagName: string, variable: string, what: string) => {
    const given = pick(flag, flagName, variable);
    if (!given || given.raw.trim() === '') {
      throw new OptionsError(`Missing ${flagName}: give ${what} (or set ${variable}).`);
    }
    return given.raw;
  };

  return {
    specPath: file(
      values.openapi,
      '--openapi',
      'SANDBOX_OPENAPI_FILE',
      'the OpenAPI file to answer to',
    ),
    registryPath: file(
      values.registry,
      '--registry',
      'SANDBOX_REGISTRY_FILE',
      'the registry data to serve',
    ),
    docsOrigins: values['docs-origin']
      ? values['docs-origin'].map((value) => origin(value, '--docs-origin'))
      : defaultDocsOrigins,
    host: host?.raw ?? defaultHost,
    port: port
      ? wholeNumber(port.raw.trim(), port.label, 65535, 'use a port from 0 to 65535')
      : defaultPort,
    dataDir: pick(values['data-dir'], '--data-dir', 'SANDBOX_DATA_DIR')?.raw,
    corsOrigins: values['cors-origin']
      ? values['cors-origin'].map((value) => origin(value, '--cors-origin'))
      : corsFromEnv,
    allowedHosts: values['allowed-host']
      ? values['allowed-host'].map((value) => hostName(value, '--allowed-host'))
      : hostsFromEnv,
    delayMs: delay
      ? wholeNumber(delay.raw.trim(), delay.label, 600_000, 'use milliseconds from 0 to 600000')
      : defaultDelayMs,
    installedClients: clients ? clientList(clients.raw, clients.label) : defaultInstalledClients,
    logLevel: logLevel?.raw ?? 'info',
  };
}
