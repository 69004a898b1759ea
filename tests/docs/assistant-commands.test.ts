import { describe, expect, it } from 'vitest';
import { checkAssistantCommands, checkAssistantConfigs, checkPageRequests } from './lib/assistants';
import { fenceCommands, where } from './lib/commands';
import { allDocsFences, pageFences } from './lib/fences';
import { httpExamples } from './lib/http';

// The docs' own commands for assistant users: the docs MCP server's command
// line, Claude Code's and VS Code's entries for it, and requests for pages as
// Markdown (tests/docs/lib/assistants.ts).

const fences = allDocsFences();
const { commands } = fenceCommands(fences);
const format = (
  problems: { fence: Parameters<typeof where>[0]; line: number; message: string }[],
) => problems.map((p) => `${where(p.fence, p.line)}: ${p.message}`);

describe('commands and configurations for the docs themselves', () => {
  it('runs the docs MCP server only with options it accepts, through a root script', () => {
    const { problems, counts } = checkAssistantCommands(commands);
    console.log(
      `Docs server commands: ${counts.serverCommands} server command lines, ${counts.clientCommands} claude mcp add`,
    );
    expect(counts.serverCommands).toBeGreaterThanOrEqual(1);
    expect(counts.clientCommands).toBeGreaterThanOrEqual(2);
    expect(format(problems)).toEqual([]);
  });

  it('gives VS Code entries that reach the deployed or the local server', () => {
    const { problems, count } = checkAssistantConfigs(fences);
    console.log(`VS Code configurations of the docs server: ${count}`);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(format(problems)).toEqual([]);
  });

  it('asks the site only for pages, twins and llms files it has', () => {
    const { examples } = httpExamples(commands);
    const { problems, count } = checkPageRequests(examples);
    console.log(`Requests for the site's pages and twins: ${count}`);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(format(problems)).toEqual([]);
  });
});

describe('wrong on purpose', () => {
  const page = (source: string) => pageFences('site/docs/fixture.mdx', source);
  const commandsOf = (source: string) => fenceCommands(page(source)).commands;

  it('refuses server options the server refuses, and client commands for another URL or form', () => {
    const { problems } = checkAssistantCommands(
      commandsOf(
        [
          '```bash',
          'npm run docs-mcp -- --htp',
          'npm run docs-mcp -- --http --port 99999',
          'claude mcp add --transport http toolhive-docs https://docs.example.com/mcp',
          'claude mcp add toolhive-docs --transport http https://docs.stacklok.com/mcp',
          '```',
        ].join('\n'),
      ),
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/refuses `--htp`: .*Unknown option '--htp'/),
      expect.stringMatching(/refuses `--http --port 99999`: --port 99999 is not a port number/),
      expect.stringMatching(
        /`https:\/\/docs\.example\.com\/mcp` is neither the deployed docs server/,
      ),
      '`claude mcp add` for the docs server is `claude mcp add --transport http <name> <url>`',
    ]);
  });

  it('refuses VS Code entries with another URL, more fields, or npm without --silent', () => {
    const { problems } = checkAssistantConfigs(
      page(
        [
          '```json',
          JSON.stringify({
            servers: {
              toolhiveDocs: { type: 'http', url: 'http://127.0.0.1:4000/mcp' },
              toolhiveDocsSse: { type: 'sse', url: 'https://docs.stacklok.com/mcp' },
              toolhiveDocsLocal: { type: 'stdio', command: 'npm', args: ['run', 'docs-mcp'] },
            },
          }),
          '```',
        ].join('\n'),
      ),
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/servers\.toolhiveDocs: `http:\/\/127\.0\.0\.1:4000\/mcp` is neither/),
      'servers.toolhiveDocsSse: `type` is "http" or "stdio" for the docs server',
      "servers.toolhiveDocsLocal: without --silent, npm prints its banner on the server's stdout",
    ]);
  });

  it('refuses requests for pages and twins the docs do not have', () => {
    const { examples } = httpExamples(
      commandsOf(
        [
          '```bash',
          'curl https://docs.stacklok.com/toolhive/no-such-page.md',
          'curl -H "Accept: text/markdown" https://docs.stacklok.com/toolhive/nowhere',
          'curl -H "Accept: text/html" https://docs.stacklok.com/toolhive/quickstart',
          '```',
        ].join('\n'),
      ),
    );
    expect(checkPageRequests(examples).problems.map((p) => p.message)).toEqual([
      'no docs page has the twin /toolhive/no-such-page.md',
      'no docs page at /toolhive/nowhere',
      'asks /toolhive/quickstart for text/html, not text/markdown',
    ]);
  });
});
