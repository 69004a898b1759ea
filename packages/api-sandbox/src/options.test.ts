import { describe, expect, it } from 'vitest';
import { OptionsError, defaultDocsOrigins, defaultInstalledClients, parseOptions } from './options';

/** The inputs every run needs, given first so a test's own flags can still override them. */
const inputs = ['--openapi', 'api.yaml', '--registry', 'registry.json'];

function parse(argv: string[], env: Record<string, string> = {}) {
  const options = parseOptions([...inputs, ...argv], env);
  if (options === 'help') throw new Error('unexpected help');
  return options;
}

function failure(argv: string[], env: Record<string, string> = {}, given = inputs): string {
  try {
    parseOptions([...given, ...argv], env);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError);
    return (error as Error).message;
  }
  throw new Error('expected an OptionsError');
}

describe('parseOptions', () => {
  it('takes the OpenAPI file, the registry data and the docs origins from its command line', () => {
    expect(
      parse(['--docs-origin', 'http://localhost:3101', '--openapi', 'other.yaml'], {}),
    ).toMatchObject({
      specPath: 'other.yaml',
      registryPath: 'registry.json',
      docsOrigins: ['http://localhost:3101'],
    });
    expect(
      parseOptions([], { SANDBOX_OPENAPI_FILE: 'a.yaml', SANDBOX_REGISTRY_FILE: 'r.json' }),
    ).toMatchObject({ specPath: 'a.yaml', registryPath: 'r.json' });
    expect(failure([], {}, [])).toBe(
      'Missing --openapi: give the OpenAPI file to answer to (or set SANDBOX_OPENAPI_FILE).',
    );
    expect(failure(['--openapi', 'api.yaml'], {}, [])).toBe(
      'Missing --registry: give the registry data to serve (or set SANDBOX_REGISTRY_FILE).',
    );
    expect(failure(['--docs-origin', 'localhost:3000'])).toMatch(/Invalid --docs-origin/);
  });

  it('defaults to 127.0.0.1:8080, memory only, a one-second delay', () => {
    expect(parse([])).toEqual({
      specPath: 'api.yaml',
      registryPath: 'registry.json',
      docsOrigins: defaultDocsOrigins,
      host: '127.0.0.1',
      port: 8080,
      dataDir: undefined,
      corsOrigins: [],
      allowedHosts: [],
      delayMs: 1000,
      installedClients: defaultInstalledClients,
      logLevel: 'info',
    });
  });

  it('reads SANDBOX_* variables and lets each flag win over its variable', () => {
    const env = {
      SANDBOX_PORT: '9090',
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_DATA_DIR: '/var/sandbox',
      SANDBOX_CORS_ORIGINS: 'http://localhost:3101, https://preview.example.com',
      SANDBOX_ALLOWED_HOSTS: 'sandbox.internal, [fd00::1]',
      SANDBOX_DELAY_MS: '50',
      SANDBOX_INSTALLED_CLIENTS: 'cline',
      SANDBOX_LOG_LEVEL: 'warn',
    };
    expect(parse([], env)).toEqual({
      specPath: 'api.yaml',
      registryPath: 'registry.json',
      docsOrigins: defaultDocsOrigins,
      host: '0.0.0.0',
      port: 9090,
      dataDir: '/var/sandbox',
      corsOrigins: ['http://localhost:3101', 'https://preview.example.com'],
      allowedHosts: ['sandbox.internal', '[fd00::1]'],
      delayMs: 50,
      installedClients: ['cline'],
      logLevel: 'warn',
    });
    const flags = [
      '--port',
      '0',
      '--host',
      '::1',
      '--data-dir',
      './state',
      '--cors-origin',
      'http://localhost:4000',
      '--cors-origin',
      'http://localhost:4001',
      '--allowed-host',
      'Box.Local',
      '--delay',
      '0',
      '--installed-clients',
      'none',
      '--log-level',
      'silent',
    ];
    expect(parse(flags, env)).toEqual({
      specPath: 'api.yaml',
      registryPath: 'registry.json',
      docsOrigins: defaultDocsOrigins,
      host: '::1',
      port: 0,
      dataDir: './state',
      corsOrigins: ['http://localhost:4000', 'http://localhost:4001'],
      allowedHosts: ['box.local'],
      delayMs: 0,
      installedClients: [],
      logLevel: 'silent',
    });
  });

  it('names the flag or the variable a bad value came from', () => {
    expect(failure(['--port', '65536'])).toBe(
      'Invalid --port "65536": use a port from 0 to 65535.',
    );
    expect(failure([], { SANDBOX_PORT: '-1' })).toBe(
      'Invalid SANDBOX_PORT "-1": use a port from 0 to 65535.',
    );
    expect(failure(['--delay', '1.5'])).toContain('Invalid --delay "1.5"');
    expect(failure(['--log-level', 'loud'])).toContain('Invalid --log-level "loud"');
    expect(failure(['--host', ''])).toContain('Invalid --host ""');
  });

  it('accepts only origins for CORS, without a path', () => {
    expect(failure(['--cors-origin', 'localhost:3000'])).toContain('Invalid --cors-origin');
    expect(failure(['--cors-origin', 'http://localhost:3000/docs'])).toContain(
      'scheme, host and port, no path',
    );
    expect(failure([], { SANDBOX_CORS_ORIGINS: 'ftp://example.com' })).toContain(
      'Invalid SANDBOX_CORS_ORIGINS entry',
    );
    expect(parse(['--cors-origin', 'http://localhost:3101/']).corsOrigins).toEqual([
      'http://localhost:3101',
    ]);
  });

  it('accepts only host names without a port for --allowed-host', () => {
    expect(failure(['--allowed-host', 'box.local:8080'])).toBe(
      'Invalid --allowed-host "box.local:8080": give a host name without port, such as sandbox.internal or [fd00::1].',
    );
    expect(failure([], { SANDBOX_ALLOWED_HOSTS: 'http://box' })).toContain(
      'Invalid SANDBOX_ALLOWED_HOSTS entry "http://box"',
    );
  });

  it('accepts only the clients ToolHive supports as installed', () => {
    expect(parse(['--installed-clients', 'roo-code, vscode-insider']).installedClients).toEqual([
      'roo-code',
      'vscode-insider',
    ]);
    expect(failure(['--installed-clients', 'vscode,emacs'])).toBe(
      'Invalid --installed-clients: unknown client "emacs". Use any of roo-code, cline, vscode-insider, vscode, cursor, claude-code, or "none".',
    );
  });

  it('points to --help on an unknown flag and returns "help" for -h', () => {
    expect(failure(['--verbose'])).toContain('Run with --help to see the options.');
    expect(parseOptions(['-h'], {})).toBe('help');
  });
});
