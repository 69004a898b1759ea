import { describe, expect, it } from 'vitest';
import { localServer } from '../../test/fixture';
import { startCommand } from './help';

describe('startCommand', () => {
  it('is the plain command for a trusted page and the default port', () => {
    expect(startCommand(localServer, 'http://localhost:8080', 'https://docs.example.com')).toBe(
      'npm run sandbox',
    );
  });

  it('adds the page origin when the server does not trust it by default', () => {
    expect(startCommand(localServer, 'http://127.0.0.1:8080/', 'http://localhost:3150')).toBe(
      'npm run sandbox -- --cors-origin http://localhost:3150',
    );
  });

  it('adds the port of the server URL when it is not the default one', () => {
    expect(startCommand(localServer, 'http://localhost:9090', 'http://localhost:3000')).toBe(
      'npm run sandbox -- --port 9090',
    );
    expect(startCommand(localServer, 'http://localhost', 'https://preview.example.com')).toBe(
      'npm run sandbox -- --port 80 --cors-origin https://preview.example.com',
    );
  });

  it('names a trusted origin too when the server refused it', () => {
    expect(
      startCommand(localServer, 'http://localhost:8080', 'https://docs.example.com', {
        alwaysTrust: true,
      }),
    ).toBe('npm run sandbox -- --cors-origin https://docs.example.com');
  });

  it('falls back to the default port when the server URL is not a URL', () => {
    expect(startCommand(localServer, 'localhost', 'http://localhost:3000')).toBe('npm run sandbox');
  });
});
