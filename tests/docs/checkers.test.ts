import { beforeAll, describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { checkConfigBlocks, checkHelmCommands, configModel } from './lib/configs';
import { docsPages, pageFences } from './lib/fences';
import {
  checkRequests,
  httpExamples,
  loadApiModel,
  responseExamples,
  type ApiModel,
} from './lib/http';
import { checkThvCommands, siteThvModel } from './lib/thv';

/**
 * Each check over a small page that is wrong on purpose: a flag, a value, a
 * field, a path and a status changed to wrong ones. The failures must name the
 * file, the line and the problem.
 */

const fence = (lang: string, body: string, meta = '') =>
  `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${body}\n\`\`\``;
const page = (...blocks: string[]) => `# Fixture\n\n${blocks.join('\n\n')}\n`;
const file = 'fixtures/wrong.mdx';

function thvProblems(source: string): string[] {
  return checkThvCommands(fenceCommands(pageFences(file, source)).commands, siteThvModel())
    .problems;
}

describe('the pages the checks read', () => {
  it('are the hand-written pages, folder by folder in sidebar order', () => {
    const pages = docsPages();
    expect(pages.some((p) => p.includes('/reference/cli/'))).toBe(false);
    const guides = pages.filter((p) => p.startsWith('site/docs/toolhive/guides-cli/'));
    expect(guides.slice(0, 4)).toEqual([
      'site/docs/toolhive/guides-cli/index.mdx',
      'site/docs/toolhive/guides-cli/install.mdx',
      'site/docs/toolhive/guides-cli/upgrade-uninstall.mdx',
      'site/docs/toolhive/guides-cli/run-mcp-servers.mdx',
    ]);
    expect(guides.indexOf('site/docs/toolhive/guides-cli/secrets-management.mdx')).toBeLessThan(
      guides.indexOf('site/docs/toolhive/guides-cli/api-server.mdx'),
    );
  });
});

describe('the thv command check', () => {
  it('passes a right command, continuation lines, pipes, $(...) and env prefixes included', () => {
    const source = page(
      fence(
        'bash',
        [
          '# a comment: thv bogus --nope',
          'DEBUG=1 thv run --name notes \\',
          '  -e LOG_LEVEL=debug --transport=sse ghcr.io/acme/notes:1.0 -- --read-only',
          'thv list --format json | jq length && echo "$(thv version --format json)"',
          'for s in a b; do thv rm "$s"; done',
        ].join('\n'),
      ),
      fence('powershell', 'thv config register-client cursor # trailing comment'),
    );
    expect(thvProblems(source)).toEqual([]);
  });

  it('names the file, the line and the problem for a wrong flag, value, argument and placeholder', () => {
    const source = page(
      fence('bash', 'thv list\nthv run --transprt sse fetch'),
      fence('bash', 'thv run --transport ssh fetch'),
      fence('bash', 'thv run --port eighty fetch\nthv run --name'),
      fence('bash', 'thv stop\nthv secret provider keychain\nthv config bogus'),
      fence('bash', 'thv rm {server}\nthv rm <Server_Name>'),
      fence('bash', 'echo "$(thv lst)"'),
    );
    expect(thvProblems(source)).toEqual([
      'fixtures/wrong.mdx:5: `thv run` has no flag --transprt (did you mean --transport?)',
      'fixtures/wrong.mdx:9: --transport does not accept `ssh` (allowed: stdio, sse, streamable-http)',
      'fixtures/wrong.mdx:13: --port takes an integer, not `eighty`',
      'fixtures/wrong.mdx:14: --name takes a value, and none follows it',
      'fixtures/wrong.mdx:14: `thv run` takes at least 1 argument, got 0: none',
      'fixtures/wrong.mdx:18: `thv stop` takes either --all or one server name',
      'fixtures/wrong.mdx:19: `thv secret provider` does not accept `keychain` (allowed: encrypted, 1password, none)',
      'fixtures/wrong.mdx:20: `thv config` has no subcommand `bogus` (it has auto-discovery, get-ca-cert, get-registry-url, list-registered-clients, register-client, remove-client, set-ca-cert, set-registry-url, unset-ca-cert, unset-registry-url)',
      'fixtures/wrong.mdx:24: `{server}` marks a placeholder with curly braces; write it in angle brackets, such as `<server-name>`',
      'fixtures/wrong.mdx:25: placeholder `<Server_Name>` does not follow the convention: lowercase words joined by hyphens in angle brackets, such as `<server-name>`',
      'fixtures/wrong.mdx:29: `thv` has no subcommand `lst` (it has config, inspector, list, logs, proxy, registry, restart, rm, run, search, secret, serve, stop, version)',
    ]);
  });
});

describe('the HTTP example check', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  });

  function httpProblems(source: string) {
    const fences = pageFences(file, source);
    const { examples } = httpExamples(fenceCommands(fences).commands);
    const responses = responseExamples(fences, examples, model);
    const problems = [
      ...checkRequests(examples, model).problems,
      ...responses.problems.map((p) => `${where(p.fence, p.line)}: ${p.message}`),
    ];
    return { problems, matched: responses.responses.length };
  }

  it('passes a request and a response that fit the OpenAPI file', () => {
    const source = page(
      fence('bash', 'curl http://127.0.0.1:8080/api/v1beta/version'),
      fence('json', '{ "version": "v0.0.48" }'),
    );
    expect(httpProblems(source)).toEqual({ problems: [], matched: 1 });
  });

  it('names a path, a body field and a response field that the API does not have', () => {
    const source = page(
      fence('bash', 'curl http://127.0.0.1:8080/api/v1beta/workload'),
      fence(
        'bash',
        `curl -X POST http://127.0.0.1:8080/api/v1beta/workloads \\\n  -H 'Content-Type: application/json' \\\n  -d '{"name": "fetch", "imag": "mcp/fetch:latest"}'`,
      ),
      fence('bash', 'curl http://127.0.0.1:8080/api/v1beta/version'),
      fence('json', '{ "versoin": "v0.0.48" }'),
    );
    const { problems } = httpProblems(source);
    expect(problems).toEqual([
      'fixtures/wrong.mdx:4: no operation for GET /api/v1beta/workload',
      'fixtures/wrong.mdx:8: the body does not fit POST /api/v1beta/workloads: (top level): missing required field `image`; (top level): unknown field `imag`',
      'fixtures/wrong.mdx:18: the response shown fits none of the requests before it: GET /api/v1beta/version 200: (top level): missing required field `version`; (top level): unknown field `versoin`',
    ]);
  });
});

describe('the manifest and configuration check', () => {
  const model = configModel();

  function configProblems(source: string): string[] {
    const fences = pageFences(file, source);
    const blocks = checkConfigBlocks(fences, model);
    const helm = checkHelmCommands(fenceCommands(fences).commands);
    return [...blocks.problems, ...helm.problems].map(
      (p) => `${where(p.fence, p.line)}: ${p.message}`,
    );
  }

  const manifest = (spec: string) =>
    `apiVersion: toolhive.stacklok.dev/v1alpha1\nkind: MCPServer\nmetadata:\n  name: fetch\nspec:\n${spec}`;

  it('passes a right manifest, profile, client configuration and chart values', () => {
    const source = page(
      fence('yaml', manifest('  image: docker.io/mcp/fetch\n  transport: stdio\n  port: 8080')),
      fence(
        'json',
        '{ "read": ["/home/alex/data:/data"], "network": { "outbound": { "allow_port": [443] } } }',
      ),
      fence('json', '{ "mcpServers": { "fetch": { "url": "http://localhost:31245/sse#fetch" } } }'),
      fence(
        'yaml',
        'operator:\n  image: ghcr.io/stacklok/toolhive/operator:v0.0.48\n  resources:\n    limits:\n      cpu: 200m',
      ),
      fence(
        'bash',
        'helm upgrade --install toolhive-operator oci://ghcr.io/stacklok/toolhive/toolhive-operator \\\n  --version 0.0.11 --set operator.rbac.scope=namespace',
      ),
    );
    expect(configProblems(source)).toEqual([]);
  });

  it('names a field, a type, a value and a chart version that v0.0.48 does not have', () => {
    const source = page(
      fence(
        'yaml',
        manifest(
          '  image: docker.io/mcp/fetch\n  transport: ssh\n  prot: 8080\n  targetPort: "8000"',
        ),
      ),
      fence('yaml', 'spec:\n  permissionProfile:\n    type: builtin\n    name: strict'),
      fence('json', '{ "network": { "outbound": { "allow_hosts": ["api.github.com"] } } }'),
      fence(
        'json',
        '{ "mcpServers": { "fetch": { "url": "http://localhost:31245/sse#fetch", "typ": "sse" } } }',
      ),
      fence('yaml', 'operator:\n  imagee: ghcr.io/stacklok/toolhive/operator:v0.0.48'),
      fence('yaml', 'clients:\n  registered_clients:\n    - vscodium'),
      fence(
        'bash',
        'helm upgrade --install toolhive-operator oci://ghcr.io/stacklok/toolhive/toolhive-operator \\\n  --version 0.0.12 --set operator.rbac.scope=everywhere',
      ),
    );
    expect(configProblems(source)).toEqual([
      'fixtures/wrong.mdx:11: spec: unknown field `prot`',
      'fixtures/wrong.mdx:12: spec.targetPort: must be integer',
      'fixtures/wrong.mdx:10: spec.transport: must be one of "stdio", "streamable-http", "sse"',
      'fixtures/wrong.mdx:19: spec.permissionProfile.name: a builtin profile is one of none, network, not `strict`',
      'fixtures/wrong.mdx:23: network.outbound: unknown field `allow_hosts`',
      'fixtures/wrong.mdx:27: mcpServers.fetch: fields typ, url fit no client format (Claude Code: url, type; Cline: url; Cursor: url; Roo Code: url)',
      'fixtures/wrong.mdx:32: toolhive-operator 0.0.11 has no value operator.imagee',
      'fixtures/wrong.mdx:38: clients.registered_clients[0]: must be one of "roo-code", "cline", "cursor", "claude-code", "vscode-insider", "vscode"',
      'fixtures/wrong.mdx:42: toolhive-operator at ToolHive v0.0.48 is chart version 0.0.11, not 0.0.12',
      'fixtures/wrong.mdx:42: --set operator.rbac.scope=everywhere: operator.rbac.scope is one of cluster, namespace in toolhive-operator 0.0.11, not `everywhere`',
    ]);
  });
});
