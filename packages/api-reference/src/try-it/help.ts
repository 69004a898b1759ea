/**
 * What the try-it console tells a reader whose request failed: the site
 * describes a server the reader can run on their own machine, and the console
 * turns that into the exact command for the page being read.
 */

/** A piece of advice the site adds to every failure: a title and a text with `code` in backticks. */
export interface TryItTip {
  title: string;
  text: string;
}

/** A server for the console that a reader starts on their own machine. */
export interface TryItLocalServer {
  /** What the text calls it, such as "the API sandbox". */
  name: string;
  /** The command that starts it with its defaults, such as `npm run sandbox`. */
  command: string;
  /** The same command ready to take flags, such as `npm run sandbox --`. */
  commandBeforeFlags: string;
  /** The flag that sets its port, and the port it takes without that flag. */
  portFlag: string;
  defaultPort: number;
  /** The flag that lets the pages of one more origin call it. */
  originFlag: string;
  /** The origins it lets call it without that flag. */
  trustedOrigins: string[];
  /** Where the command runs: a clone of this repository. */
  repository: { name: string; url: string };
}

export interface TryItHelp {
  localServer?: TryItLocalServer;
  tips: TryItTip[];
}

export const noHelp: TryItHelp = { tips: [] };

/** The port a URL reaches, written or implied by its scheme. */
function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * The command that starts the local server where `serverUrl` points, letting
 * `pageOrigin` call it. With `alwaysTrust`, the origin flag is given even for
 * an origin the server trusts by default (it refused this page, so it was
 * started some other way).
 */
export function startCommand(
  server: TryItLocalServer,
  serverUrl: string,
  pageOrigin: string,
  { alwaysTrust = false } = {},
): string {
  const flags: string[] = [];
  let port = server.defaultPort;
  try {
    port = portOf(new URL(serverUrl));
  } catch {
    // Not a URL: the reader gets the default port, which the server URL field shows.
  }
  if (port !== server.defaultPort) flags.push(`${server.portFlag} ${port}`);
  if (alwaysTrust || !server.trustedOrigins.includes(pageOrigin)) {
    flags.push(`${server.originFlag} ${pageOrigin}`);
  }
  return flags.length ? `${server.commandBeforeFlags} ${flags.join(' ')}` : server.command;
}
