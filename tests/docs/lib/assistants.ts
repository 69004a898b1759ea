import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseServerArgs } from '@docs-kit/docs-mcp/server';
import docsSite from '../../../site/src/data/docs-site.json';
import type { FenceCommand } from './commands';
import { docsRoot, repoRoot, type Fence } from './fences';
import type { HttpExample } from './http';

// What the docs tell a reader to run or write for the docs themselves: the
// docs MCP server's command line, a client's entry for it (Claude Code's
// `claude mcp add`, VS Code's `.vscode/mcp.json`), and requests for a page's
// Markdown. Each is held to the server's own option parser, the root script
// that runs it, the site's URL and the docs pages that exist.

export interface AssistantProblem {
  fence: Fence;
  line: number;
  message: string;
}

export interface AssistantCounts {
  serverCommands: number;
  clientCommands: number;
  clientConfigs: number;
  pageRequests: number;
}

const rootScripts = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const siteUrl = new URL(docsSite.url);
const deployedMcpUrl = new URL('/mcp', siteUrl).href;

/** The server's own options behind the root script, then the reader's: what the server would refuse. */
function serverArgsProblem(script: string, args: string[]): string | undefined {
  const command = rootScripts[script];
  if (!command) return `the root package.json has no \`${script}\` script`;
  const scriptArgs = command.split(/\s+/).slice(2);
  try {
    parseServerArgs([...scriptArgs, ...args]);
  } catch (error) {
    return `the docs MCP server refuses \`${args.join(' ')}\`: ${(error as Error).message}`;
  }
  return undefined;
}

/** The URL of the local server the docs show: the server's default address with /mcp. */
function localMcpUrl(): string {
  const { host, port } = parseServerArgs(['--build', 'site/build']);
  return `http://${host}:${port}/mcp`;
}

function mcpUrlProblem(url: string): string | undefined {
  const local = localMcpUrl();
  return url === deployedMcpUrl || url === local
    ? undefined
    : `\`${url}\` is neither the deployed docs server (${deployedMcpUrl}) nor the local one (${local})`;
}

/**
 * `npm [--prefix <dir>] run [--silent] <script> [-- <server options>]` for a
 * root script that runs the docs MCP server; null for other npm commands.
 */
function npmScriptRun(words: string[]): { script: string; args: string[] } | null {
  let at = words[0] === '--prefix' ? 2 : 0;
  if (words[at] !== 'run') return null;
  at += 1;
  if (words[at] === '--silent') at += 1;
  const script = words[at];
  if (!script?.startsWith('docs-mcp') || script === 'docs-mcp:compile') return null;
  const rest = words.slice(at + 1);
  if (rest.length > 0 && rest[0] !== '--') return null;
  return { script, args: rest.slice(1) };
}

/** Checks the commands of every page that run or register the docs MCP server. */
export function checkAssistantCommands(commands: FenceCommand[]): {
  problems: AssistantProblem[];
  counts: Pick<AssistantCounts, 'serverCommands' | 'clientCommands'>;
} {
  const problems: AssistantProblem[] = [];
  const counts = { serverCommands: 0, clientCommands: 0 };
  for (const { fence, command } of commands) {
    const words = command.words.map((word) => word.text);
    const problem = (message: string) => problems.push({ fence, line: command.line, message });
    if (words[0] === 'npm') {
      const run = npmScriptRun(words.slice(1));
      if (!run) continue;
      counts.serverCommands += 1;
      const refused = serverArgsProblem(run.script, run.args);
      if (refused) problem(refused);
    } else if (words[0] === 'claude' && words[1] === 'mcp' && words[2] === 'add') {
      counts.clientCommands += 1;
      // claude mcp add --transport http <name> <url>: every option before the name.
      const [, , , option, transport, name, url, ...more] = words;
      if (option !== '--transport' || transport !== 'http' || !name || !url || more.length > 0) {
        problem(
          '`claude mcp add` for the docs server is `claude mcp add --transport http <name> <url>`',
        );
        continue;
      }
      const wrongUrl = mcpUrlProblem(url);
      if (wrongUrl) problem(wrongUrl);
    }
  }
  return { problems, counts };
}

/** VS Code's format: a top-level `servers` object (not `mcpServers`, not `mcp.servers`). */
function vscodeServers(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const servers = (value as Record<string, unknown>).servers;
  if (Object.keys(value).some((key) => key !== 'servers' && key !== 'inputs')) return undefined;
  return typeof servers === 'object' && servers !== null
    ? (servers as Record<string, unknown>)
    : undefined;
}

/** Checks every `.vscode/mcp.json` block for the docs server: an HTTP entry with its URL, or a stdio entry running its root script. */
export function checkAssistantConfigs(fences: Fence[]): {
  problems: AssistantProblem[];
  count: number;
} {
  const problems: AssistantProblem[] = [];
  let count = 0;
  for (const fence of fences) {
    if (fence.lang !== 'json') continue;
    let value: unknown;
    try {
      value = JSON.parse(fence.value);
    } catch {
      continue;
    }
    const servers = vscodeServers(value);
    if (!servers) continue;
    // The docs server's entries: named for the docs, at the site, or running a root script.
    const docsEntries = Object.entries(servers).filter(([name, entry]) => {
      const fields = (entry ?? {}) as Record<string, unknown>;
      return (
        /docs/i.test(name) ||
        (typeof fields.url === 'string' &&
          URL.canParse(fields.url) &&
          new URL(fields.url).origin === siteUrl.origin) ||
        fields.command === 'npm'
      );
    });
    if (docsEntries.length === 0) continue;
    count += 1;
    const problem = (message: string) => problems.push({ fence, line: 1, message });
    for (const [name, entry] of docsEntries) {
      const fields = entry as Record<string, unknown>;
      const keys = Object.keys(fields).sort().join(',');
      if (fields.type === 'http') {
        if (keys !== 'type,url')
          problem(`servers.${name}: an HTTP entry has \`type\` and \`url\` only`);
        const wrongUrl = mcpUrlProblem(String(fields.url));
        if (wrongUrl) problem(`servers.${name}: ${wrongUrl}`);
      } else if (fields.type === 'stdio') {
        if (keys !== 'args,command,type') {
          problem(`servers.${name}: a stdio entry has \`type\`, \`command\` and \`args\` only`);
        }
        const args = Array.isArray(fields.args) ? fields.args.map(String) : [];
        const run = fields.command === 'npm' ? npmScriptRun(args) : null;
        if (!run) {
          problem(
            `servers.${name}: a stdio entry runs \`npm --prefix <path-to-clone> run --silent docs-mcp\``,
          );
        } else if (!args.includes('--silent')) {
          problem(
            `servers.${name}: without --silent, npm prints its banner on the server's stdout`,
          );
        } else {
          const refused = serverArgsProblem(run.script, run.args);
          if (refused) problem(`servers.${name}: ${refused}`);
        }
      } else {
        problem(`servers.${name}: \`type\` is "http" or "stdio" for the docs server`);
      }
    }
  }
  return { problems, count };
}

/** The docs page a site path names, `/toolhive/quickstart` → `site/docs/toolhive/quickstart.mdx`. */
function docsPageExists(pagePath: string): boolean {
  const base = path.join(docsRoot, pagePath.replace(/\/$/, ''));
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) => existsSync(base + ending));
}

/** Checks requests for the site's own pages, twins and llms files: each names something the build has. */
export function checkPageRequests(examples: HttpExample[]): {
  problems: AssistantProblem[];
  count: number;
} {
  const problems: AssistantProblem[] = [];
  let count = 0;
  for (const example of examples) {
    const url = new URL(example.url);
    if (url.origin !== siteUrl.origin) continue;
    count += 1;
    const problem = (message: string) =>
      problems.push({ fence: example.fence, line: example.line, message });
    const { pathname } = url;
    if (/^\/llms(-full(-[a-z0-9-]+)?)?\.txt$/.test(pathname) || pathname === '/mcp') continue;
    const markdown = example.headers.accept ?? example.headers.Accept;
    if (pathname.endsWith('.md')) {
      if (!docsPageExists(pathname.slice(0, -3))) problem(`no docs page has the twin ${pathname}`);
    } else if (!docsPageExists(pathname)) {
      problem(`no docs page at ${pathname}`);
    } else if (markdown !== undefined && !/text\/markdown/.test(markdown)) {
      problem(`asks ${pathname} for ${markdown}, not text/markdown`);
    }
  }
  return { problems, count };
}
