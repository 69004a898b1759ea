import type { TryItHelp, TryItLocalServer } from '@docs-kit/api-reference/try-it-help';
import docsSite from './docs-site.json';

/**
 * The origins the API sandbox lets call it when started with `npm run sandbox`
 * (scripts/sandbox.mjs passes them as --docs-origin): the published site, and
 * the site on this machine (`npm start` and `npm run serve` both use port 3000).
 */
export const sandboxTrustedOrigins = [new URL(docsSite.url).origin, ...docsSite.localOrigins];

/** The API sandbox as `npm run sandbox` starts it, from a clone of the docs repository. */
export const sandboxServer: TryItLocalServer = {
  name: 'the API sandbox',
  command: 'npm run sandbox',
  commandBeforeFlags: 'npm run sandbox --',
  portFlag: '--port',
  defaultPort: 8080,
  originFlag: '--cors-origin',
  trustedOrigins: sandboxTrustedOrigins,
  repository: { name: docsSite.repository.name, url: docsSite.repository.url },
};

/** What the API reference's try-it console tells a reader whose request failed. */
export const apiTryIt: TryItHelp = {
  localServer: sandboxServer,
  tips: [
    {
      title: 'Using thv serve?',
      text: 'ToolHive v0.0.48 sends no CORS headers, so your browser refuses to hand its answers to this page even when it runs. Run the operation’s `curl` sample in a terminal instead.',
    },
  ],
};

/** Clone the docs repository, install, start: the lines a reader runs, ending with `start`. */
export function sandboxCommands(start: string): string {
  const { name, url } = docsSite.repository;
  return [`git clone ${url}.git`, `cd ${name.split('/').pop()}`, 'npm ci', start].join('\n');
}
