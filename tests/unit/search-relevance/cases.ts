// Reader queries over this site's pages, each with the page or section the
// reader needs, chosen by reading the pages. An expected URL with `#` must be
// that section; one without names a page, and any section of it counts.
// Where two answers serve the reader equally, both are listed.

export type QueryKind =
  | 'command'
  | 'flag'
  | 'api path'
  | 'task'
  | 'question'
  | 'word form'
  | 'synonym'
  | 'typo'
  | 'agent';

export interface RelevanceCase {
  query: string;
  expect: string | string[];
  kind: QueryKind;
}

const cli = '/toolhive/reference/cli/';
const api = '/toolhive/reference/api#';
const guide = '/toolhive/guides-cli/';
const k8s = '/toolhive/guides-k8s/';
const run = `${guide}run-mcp-servers#`;
const manage = `${guide}manage-mcp-servers#`;
const secrets = `${guide}secrets-management#`;
const permissions = `${guide}custom-permissions#`;
const clients = `${guide}client-configuration#`;
const apiServer = `${guide}api-server#`;
const helm = `${k8s}deploy-operator-helm#`;
const runK8s = `${k8s}run-mcp-k8s#`;
const configure = `${guide}configure-mcp-servers#`;
const providers = `${guide}secrets-providers#`;
const network = `${guide}network-access#`;
const upgrade = `${guide}upgrade-uninstall#`;
const exposeK8s = `${k8s}expose-mcp-k8s#`;
const tutorial = '/toolhive/tutorials/toolhive-operator#';
const primer = '/toolhive/concepts/mcp-primer#';

export const relevanceCases: RelevanceCase[] = [
  // Commands as typed go to their reference page.
  { kind: 'command', query: 'thv run', expect: `${cli}thv_run` },
  { kind: 'command', query: 'thv secret set', expect: `${cli}thv_secret_set` },
  { kind: 'command', query: 'thv logs', expect: `${cli}thv_logs` },
  { kind: 'command', query: 'thv logs prune', expect: `${cli}thv_logs_prune` },
  { kind: 'command', query: 'thv serve', expect: `${cli}thv_serve` },
  { kind: 'command', query: 'thv proxy', expect: `${cli}thv_proxy` },
  { kind: 'command', query: 'thv rm', expect: `${cli}thv_rm` },
  {
    kind: 'command',
    query: 'thv config set-registry-url',
    expect: `${cli}thv_config_set-registry-url`,
  },
  { kind: 'command', query: 'thv stop --all', expect: `${cli}thv_stop` },

  // Flags as typed go to the command that takes them.
  { kind: 'flag', query: '--permission-profile', expect: `${cli}thv_run` },
  { kind: 'flag', query: '--isolate-network', expect: `${cli}thv_run` },
  { kind: 'flag', query: '--remote-auth-client-id', expect: `${cli}thv_proxy` },
  { kind: 'flag', query: '--target-uri', expect: `${cli}thv_proxy` },
  { kind: 'flag', query: '--socket', expect: `${cli}thv_serve` },
  { kind: 'flag', query: '--otel-endpoint', expect: `${cli}thv_run` },
  {
    kind: 'flag',
    query: '--foreground',
    expect: [`${cli}thv_run`, `${run}run-a-server-in-the-foreground`],
  },

  // API paths as typed, with or without the method, go to the operation.
  { kind: 'api path', query: 'POST /api/v1beta/workloads', expect: `${api}op-createWorkload` },
  {
    kind: 'api path',
    query: '/api/v1beta/workloads',
    expect: [`${api}op-listWorkloads`, `${api}op-createWorkload`],
  },
  {
    kind: 'api path',
    query: 'DELETE /api/v1beta/clients/{name}',
    expect: `${api}op-unregisterClient`,
  },
  { kind: 'api path', query: 'GET /health', expect: `${api}op-getHealth` },
  {
    kind: 'api path',
    query: 'POST /api/v1beta/workloads/{name}/restart',
    expect: `${api}op-restartWorkload`,
  },
  {
    kind: 'api path',
    query: '/api/v1beta/secrets/default/keys',
    expect: [`${api}op-listSecrets`, `${api}op-createSecret`],
  },
  { kind: 'api path', query: 'api/v1beta/discovery/clients', expect: `${api}op-discoverClients` },
  {
    kind: 'api path',
    query: '/api/openapi.json',
    expect: [`${api}op-getOpenApiDocument`, `${apiServer}get-the-openapi-description`],
  },

  // Tasks, as a reader phrases them.
  { kind: 'task', query: 'stop all servers', expect: `${manage}stop-all-mcp-servers` },
  { kind: 'task', query: 'restart a server', expect: `${manage}restart-an-mcp-server` },
  { kind: 'task', query: 'remove a server', expect: `${manage}remove-an-mcp-server` },
  { kind: 'task', query: 'view server logs', expect: `${manage}view-mcp-server-logs` },
  { kind: 'task', query: 'list running servers', expect: `${manage}list-mcp-servers` },
  { kind: 'task', query: 'run a server', expect: `${run}run-a-server-from-the-registry` },
  {
    kind: 'task',
    query: 'run an MCP server from the registry',
    expect: `${run}run-a-server-from-the-registry`,
  },
  { kind: 'task', query: 'configure cursor client', expect: `${guide}client-configuration` },
  {
    kind: 'task',
    query: 'custom registry url',
    expect: [
      `${guide}registry#use-a-custom-registry`,
      `${guide}registry#set-the-registry-url`,
      `${cli}thv_config_set-registry-url`,
    ],
  },
  { kind: 'task', query: 'install with home', expect: `${guide}install#install-with-homebrew` },
  { kind: 'task', query: 'install on mac', expect: `${guide}install` },
  // Still typing: the last word is a prefix.
  { kind: 'task', query: 'secrets mana', expect: `${guide}secrets-management` },
  {
    kind: 'task',
    query: 'network isola',
    expect: `${configure}turn-on-network-isolation`,
  },
  { kind: 'task', query: 'homebr', expect: `${guide}install#install-with-homebrew` },
  { kind: 'task', query: 'quicks', expect: '/toolhive/quickstart' },
  { kind: 'task', query: 'install on windows', expect: `${guide}install#install-with-winget` },
  {
    kind: 'task',
    query: 'uninstall toolhive',
    expect: `${upgrade}uninstall-toolhive`,
  },
  { kind: 'task', query: 'upgrade toolhive', expect: `${upgrade}upgrade-toolhive` },
  {
    kind: 'task',
    query: 'choose a transport',
    expect: `${configure}choose-a-transport`,
  },
  {
    kind: 'task',
    query: 'pass environment variables',
    expect: [
      `${configure}set-environment-variables`,
      `${runK8s}pass-arguments-and-environment-variables`,
    ],
  },
  {
    kind: 'task',
    query: 'mount a directory',
    expect: [
      `${configure}mount-host-directories`,
      `${permissions}mount-a-directory-read-only`,
      `${permissions}mount-a-directory-read-write`,
    ],
  },
  {
    kind: 'task',
    query: 'restrict network access',
    expect: `${network}restrict-outbound-network-access`,
  },
  {
    kind: 'task',
    query: 'allow outbound hosts',
    expect: `${network}allow-outbound-hosts`,
  },
  { kind: 'task', query: 'store a secret', expect: `${secrets}store-a-secret` },
  { kind: 'task', query: 'delete a secret', expect: `${secrets}delete-a-secret` },
  {
    kind: 'task',
    query: 'list secrets',
    expect: [`${secrets}list-your-secrets`, `${cli}thv_secret_list`],
  },
  {
    kind: 'task',
    query: 'use 1password',
    expect: [
      `${providers}set-up-the-1password-provider`,
      `${secrets}use-a-1password-secret-with-thv-run`,
    ],
  },
  {
    kind: 'task',
    query: 'reset keyring password',
    expect: `${providers}reset-the-keyring-password`,
  },
  { kind: 'task', query: 'register a client', expect: `${clients}register-a-client` },
  { kind: 'task', query: 'list registered clients', expect: `${clients}list-registered-clients` },
  { kind: 'task', query: 'turn off auto discovery', expect: `${clients}turn-off-auto-discovery` },
  { kind: 'task', query: 'install the operator', expect: `${helm}install-the-operator` },
  { kind: 'task', query: 'install crd', expect: `${helm}install-the-mcpserver-crd` },
  { kind: 'task', query: 'deploy operator with helm', expect: `${k8s}deploy-operator-helm` },
  {
    kind: 'task',
    query: 'expose server with ingress',
    expect: `${exposeK8s}publish-a-server-with-an-ingress`,
  },
  {
    kind: 'task',
    query: 'port forwarding',
    expect: [
      `${exposeK8s}connect-from-your-computer-with-port-forwarding`,
      `${tutorial}step-5-forward-a-local-port-to-the-server`,
    ],
  },
  { kind: 'task', query: 'listen on unix socket', expect: `${apiServer}listen-on-a-unix-socket` },
  {
    kind: 'task',
    query: 'change api server port',
    expect: `${apiServer}change-the-address-and-port`,
  },
  // The API reference explains CORS for its try-it panel; the guide, for thv serve.
  {
    kind: 'task',
    query: 'cors',
    expect: [
      `${apiServer}protect-the-api-server-from-web-pages`,
      `${api}send-requests-from-this-page`,
    ],
  },
  {
    kind: 'task',
    query: 'create a kind cluster',
    expect: `${tutorial}step-2-create-a-kind-cluster`,
  },

  // Questions are answered by their subject words.
  { kind: 'question', query: 'what is mcp', expect: '/toolhive/concepts/mcp-primer' },
  { kind: 'question', query: 'what is toolhive', expect: '/toolhive/' },
  { kind: 'question', query: 'how do i stop a server', expect: `${manage}stop-an-mcp-server` },
  {
    kind: 'question',
    query: 'how do i use secrets with thv run',
    expect: `${secrets}use-a-secret-with-thv-run`,
  },
  {
    kind: 'question',
    query: 'what does the operator create',
    expect: `${k8s}intro#what-the-operator-creates-for-each-mcp-server`,
  },
  {
    kind: 'question',
    query: 'how does automatic client configuration work',
    expect: '/toolhive/reference/client-compatibility#how-automatic-configuration-works',
  },
  {
    kind: 'question',
    query: 'why is the registry curated',
    expect: '/toolhive/concepts/registry-criteria#why-the-registry-is-curated',
  },
  {
    kind: 'question',
    query: 'what is a permission profile',
    expect: `${permissions}understand-permission-profiles`,
  },
  {
    kind: 'question',
    query: 'how do i uninstall the operator',
    expect: `${helm}uninstall-the-operator`,
  },
  {
    kind: 'question',
    query: 'where is the config file',
    expect: [
      `${clients}find-toolhives-configuration-file`,
      '/toolhive/reference/client-compatibility#configuration-file-locations',
    ],
  },
  {
    kind: 'question',
    query: 'why run mcp servers in containers',
    expect: `${primer}why-run-mcp-servers-in-containers`,
  },

  // Other forms of the words on the page.
  {
    kind: 'word form',
    query: 'isolate servers from the network',
    expect: `${configure}turn-on-network-isolation`,
  },
  { kind: 'word form', query: 'configuring clients', expect: `${guide}client-configuration` },
  { kind: 'word form', query: 'running servers in kubernetes', expect: `${k8s}run-mcp-k8s` },
  {
    kind: 'word form',
    query: 'pruning logs',
    expect: [`${manage}prune-old-log-files`, `${cli}thv_logs_prune`],
  },
  {
    kind: 'word form',
    query: 'installing with homebrew',
    expect: `${guide}install#install-with-homebrew`,
  },
  {
    kind: 'word form',
    query: 'secrets providers',
    expect: [`${providers}choose-a-secrets-provider`, `${cli}thv_secret_provider`],
  },
  { kind: 'word form', query: 'stopped servers', expect: `${manage}include-stopped-servers` },
  {
    kind: 'word form',
    query: 'limit operator to namespace',
    expect: `${helm}limit-the-operator-to-some-namespaces`,
  },
  {
    kind: 'word form',
    query: 'restarting servers',
    expect: [`${manage}restart-an-mcp-server`, `${manage}restart-all-mcp-servers`],
  },

  // Abbreviations and synonyms from the site's synonym list.
  { kind: 'synonym', query: 'k8s', expect: ['/toolhive/guides-k8s', `${k8s}intro`] },
  { kind: 'synonym', query: 'run mcp server on k8s', expect: `${k8s}run-mcp-k8s` },
  { kind: 'synonym', query: 'get started', expect: '/toolhive/quickstart' },
  { kind: 'synonym', query: 'getting started with toolhive', expect: '/toolhive/quickstart' },
  {
    kind: 'synonym',
    query: 'set env vars',
    expect: `${configure}set-environment-variables`,
  },
  {
    kind: 'synonym',
    query: 'k8s env vars',
    expect: `${runK8s}pass-arguments-and-environment-variables`,
  },
  {
    kind: 'synonym',
    query: 'k8s auth',
    expect: `${exposeK8s}require-oidc-authentication`,
  },
  {
    kind: 'synonym',
    query: 'openid connect kubernetes',
    expect: [`${exposeK8s}require-oidc-authentication`, `${k8s}authentication`],
  },
  {
    kind: 'synonym',
    query: 'api server auth',
    expect: [`${apiServer}secure-the-api-server`, `${apiServer}require-openid-connect-tokens`],
  },
  { kind: 'synonym', query: 'macos install', expect: `${guide}install` },

  // Typing slips.
  { kind: 'typo', query: 'secrts', expect: `${guide}secrets-management` },
  { kind: 'typo', query: 'permision profle', expect: `${guide}custom-permissions` },
  { kind: 'typo', query: 'kubrenetes operator', expect: '/toolhive/#the-kubernetes-operator' },
  {
    kind: 'typo',
    query: 'regsitry',
    expect: [`${guide}registry`, '/toolhive/concepts/registry-criteria', `${cli}thv_registry`],
  },
  { kind: 'typo', query: 'instal toolhive', expect: `${guide}install` },
  {
    kind: 'typo',
    query: '1pasword',
    expect: `${providers}set-up-the-1password-provider`,
  },
  {
    kind: 'typo',
    query: 'enviroment variables',
    expect: `${configure}set-environment-variables`,
  },

  // Long queries, as an AI assistant sends them.
  {
    kind: 'agent',
    query: 'what command lists all MCP servers including the stopped ones',
    expect: `${manage}include-stopped-servers`,
  },
  {
    kind: 'agent',
    query: 'how do I pass a secret stored in ToolHive to an MCP server when I run it',
    expect: [`${secrets}use-a-secret-with-thv-run`, `${configure}pass-secrets-to-an-mcp-server`],
  },
  {
    kind: 'agent',
    query: 'how to give an mcp server read-only access to a directory on my machine',
    expect: `${permissions}mount-a-directory-read-only`,
  },
  {
    kind: 'agent',
    query: 'which endpoint of the toolhive api stops several workloads at once',
    expect: `${api}op-stopWorkloadsBulk`,
  },
  {
    kind: 'agent',
    query: 'how do I deploy the toolhive operator into a kubernetes cluster using helm charts',
    expect: `${k8s}deploy-operator-helm`,
  },
  {
    kind: 'agent',
    query: 'where does the encrypted secrets provider keep its files on disk',
    expect: `${providers}where-the-encrypted-provider-keeps-its-files`,
  },
  {
    kind: 'agent',
    query: 'how do I check that the toolhive api server is running',
    expect: `${apiServer}check-that-the-api-server-is-running`,
  },
  {
    kind: 'agent',
    query: 'set cpu and memory limits for an mcp server running in kubernetes',
    expect: `${runK8s}set-cpu-and-memory-for-the-proxy-and-the-server`,
  },
  {
    kind: 'agent',
    query: 'connect my AI client to an MCP server running in a kind cluster from my laptop',
    expect: [
      `${tutorial}step-6-connect-an-ai-client`,
      `${tutorial}step-5-forward-a-local-port-to-the-server`,
      `${exposeK8s}connect-from-your-computer-with-port-forwarding`,
    ],
  },
  {
    kind: 'agent',
    query: 'make cursor pick up the mcp servers toolhive runs automatically',
    expect: [`${clients}turn-on-auto-discovery`, `${clients}register-a-client`],
  },
];
