import type { TryItLocalServer } from '../src/try-it/help';

/** A valid try-it local server: one page origin it trusts by default, one it does not know. */
export const localServer: TryItLocalServer = {
  name: 'the sandbox',
  command: 'npm run sandbox',
  commandBeforeFlags: 'npm run sandbox --',
  portFlag: '--port',
  defaultPort: 8080,
  originFlag: '--cors-origin',
  trustedOrigins: ['https://docs.example.com', 'http://localhost:3000'],
  repository: { name: 'example/docs', url: 'https://example.com/docs' },
};
