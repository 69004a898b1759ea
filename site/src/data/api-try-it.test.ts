import { describe, expect, it } from 'vitest';
import { defaultPort, parseOptions } from '@docs-kit/api-sandbox/options';
import { sandboxCommands, sandboxServer, sandboxTrustedOrigins } from './api-try-it';
import docsSite from './docs-site.json';

describe('the try-it console help', () => {
  it('trusts the published site and the site on this machine', () => {
    expect(sandboxTrustedOrigins).toEqual([
      'https://docs.stacklok.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(sandboxTrustedOrigins[0]).toBe(new URL(docsSite.url).origin);
  });

  it('gives the sandbox flags it accepts, and its default port', () => {
    expect(sandboxServer.defaultPort).toBe(defaultPort);
    const options = parseOptions(
      [sandboxServer.portFlag, '9090', sandboxServer.originFlag, 'http://localhost:4000'],
      { SANDBOX_OPENAPI_FILE: 'api.yaml', SANDBOX_REGISTRY_FILE: 'registry.json' },
    );
    expect(options).toMatchObject({ port: 9090, corsOrigins: ['http://localhost:4000'] });
  });

  it('clones the repository into the folder it then enters', () => {
    expect(sandboxCommands('npm run sandbox').split('\n')).toEqual([
      'git clone https://github.com/stacklok/docs-website.git',
      'cd docs-website',
      'npm ci',
      'npm run sandbox',
    ]);
  });
});
