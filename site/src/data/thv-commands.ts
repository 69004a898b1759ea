/**
 * The thv command reference, ToolHive v0.0.48: the one source of every page
 * under /toolhive/reference/cli/. Names, usage lines, aliases, flag names,
 * shorthands, types and defaults follow the cobra definitions in
 * cmd/thv/app/*.go at that tag (test/facts.test.ts holds them to it); every
 * summary, description and example is our own writing.
 *
 * Text fields are Markdown. See ../README.md for how to add a command.
 */
import type { CliReferenceSource, FlagSpec } from '@docs-kit/cli-reference';

const guide = (slug: string): string => `/toolhive/guides-cli/${slug}`;

/** The OpenID Connect checks shared by `thv run`, `thv proxy` and `thv serve`. */
const oidcFlags: FlagSpec[] = [
  {
    name: 'oidc-issuer',
    type: 'string',
    default: '',
    description:
      'Issuer URL of the OpenID Connect provider whose tokens clients must present, such as `https://auth.example.com`.',
  },
  {
    name: 'oidc-audience',
    type: 'string',
    default: '',
    description: 'Audience (`aud` claim) a token must name to be accepted.',
  },
  {
    name: 'oidc-jwks-url',
    type: 'string',
    default: '',
    description: 'Where to fetch the JSON Web Key Set that token signatures are checked against.',
  },
  {
    name: 'oidc-client-id',
    type: 'string',
    default: '',
    description: 'Client ID of this service at the OpenID Connect provider.',
  },
];

const textOrJson = (what: string): FlagSpec => ({
  name: 'format',
  type: 'string',
  default: 'text',
  description: `How to print ${what}: \`text\` for a table meant for people, \`json\` for scripts.`,
});

const clientNames =
  '`claude-code` (Claude Code), `cline` (Cline in VS Code), `cursor` (Cursor), `roo-code` (Roo Code in VS Code), `vscode` (Visual Studio Code) and `vscode-insider` (Visual Studio Code Insiders)';

const source: CliReferenceSource = {
  guides: [
    { path: guide('install'), title: 'Install ToolHive' },
    { path: guide('upgrade-uninstall'), title: 'Upgrade and uninstall ToolHive' },
    { path: guide('run-mcp-servers'), title: 'Run MCP servers' },
    { path: guide('configure-mcp-servers'), title: 'Configure MCP servers' },
    { path: guide('manage-mcp-servers'), title: 'Manage MCP servers' },
    { path: guide('registry'), title: 'Explore the registry' },
    { path: guide('client-configuration'), title: 'Configure AI clients' },
    { path: guide('custom-permissions'), title: 'Custom permissions' },
    { path: guide('network-access'), title: 'Control where MCP servers connect' },
    { path: guide('secrets-providers'), title: 'Set up a secrets provider' },
    { path: guide('secrets-management'), title: 'Manage secrets' },
    { path: guide('authentication'), title: 'Require OIDC authentication' },
    { path: guide('authorization'), title: 'Authorize tool calls with Cedar policies' },
    { path: guide('audit-logging'), title: 'Audit what MCP servers do' },
    { path: guide('telemetry'), title: 'Observe MCP servers with OpenTelemetry and Prometheus' },
    { path: guide('remote-servers'), title: 'Connect to remote MCP servers' },
    { path: guide('inspector'), title: 'Inspect a server with the MCP Inspector' },
    { path: guide('api-server'), title: 'Run the API server' },
    { path: guide('api-workloads'), title: 'Manage MCP servers with the API' },
    {
      path: guide('api-registry-secrets'),
      title: 'Manage the registry, secrets, and clients with the API',
    },
  ],

  commands: [
    {
      name: 'thv',
      parent: null,
      summary:
        'The ToolHive command-line tool: run MCP servers in locked-down containers and manage them.',
      description: `\`thv\` starts each MCP server in its own container on Docker or Podman and puts a small HTTP proxy in front of it, so AI clients reach the server through a local URL. A permission profile decides which files the container can read or write and which hosts it can reach.

The commands fall into a few groups:

- Run and manage servers: \`thv run\`, \`thv list\`, \`thv logs\`, \`thv stop\`, \`thv restart\`, \`thv rm\`.
- Find servers: \`thv search\` and \`thv registry\`.
- Keep credentials out of your shell history: \`thv secret\`.
- Connect AI clients and change settings: \`thv config\`.
- Debug and integrate: \`thv inspector\`, \`thv proxy\`, \`thv serve\`, \`thv version\`.

Run without a subcommand, \`thv\` prints its help. The first time it runs, \`thv\` creates its configuration file and asks whether it should configure your AI clients automatically (see \`thv config auto-discovery\`).`,
      usage: 'thv [flags]',
      persistentFlags: [
        {
          name: 'debug',
          type: 'bool',
          default: 'false',
          description:
            'Log at debug level as well, adding detail about each step a command takes. Turn it on when a command fails and the usual messages do not say why.',
        },
      ],
      examples: [
        {
          description: 'Read the help for any command, here `thv run`.',
          command: 'thv run --help',
        },
        {
          description: 'See everything a command does while it runs.',
          command: 'thv --debug list',
        },
      ],
      guides: [guide('install'), guide('run-mcp-servers')],
    },

    // ---- thv config -------------------------------------------------------
    {
      name: 'config',
      parent: 'thv',
      summary:
        'Change ToolHive settings: which AI clients it configures, its CA certificate and its registry.',
      description: `ToolHive keeps its settings in \`toolhive/config.yaml\` under your user configuration directory (\`~/.config/toolhive/config.yaml\` on Linux). The subcommands of \`thv config\` read and change those settings, so you never need to edit the file by hand.

\`thv config\` does nothing on its own; pick one of the subcommands below.`,
      usage: 'thv config [command]',
      examples: [
        {
          description: 'Check which AI clients ToolHive keeps up to date.',
          command: 'thv config list-registered-clients',
        },
      ],
      guides: [guide('client-configuration'), guide('registry')],
    },
    {
      name: 'auto-discovery',
      parent: 'thv config',
      summary: 'Turn automatic configuration of every AI client on your machine on or off.',
      description: `With auto-discovery on, ToolHive looks for the configuration files of all the AI clients it supports and adds each MCP server you run to them, and removes it again when you delete the server. With it off, ToolHive touches only the clients you registered with \`thv config register-client\`.

Pass \`true\` or \`false\` (\`yes\`, \`no\`, \`1\` and \`0\` work too). If you have registered clients, turning it on also adds the servers that are running now.

When \`thv\` creates its configuration file on first use, it asks whether to turn auto-discovery on; the answer it assumes is no.`,
      usage: 'thv config auto-discovery [true|false] [flags]',
      examples: [
        {
          description: 'Let ToolHive configure every supported client it finds.',
          command: 'thv config auto-discovery true',
        },
        {
          description: 'Go back to configuring registered clients only.',
          command: 'thv config auto-discovery false',
        },
      ],
      guides: [guide('client-configuration')],
    },
    {
      name: 'get-ca-cert',
      parent: 'thv config',
      summary: 'Show the path of the CA certificate ToolHive adds to the images it builds.',
      description: `Prints the CA certificate path stored with \`thv config set-ca-cert\`, or says that none is set. If the file at that path has since been moved or deleted, the command warns you.`,
      usage: 'thv config get-ca-cert [flags]',
      examples: [
        {
          description: 'Check which certificate your builds trust.',
          command: 'thv config get-ca-cert',
        },
      ],
      guides: [guide('run-mcp-servers')],
    },
    {
      name: 'get-registry-url',
      parent: 'thv config',
      summary: 'Show the URL of the custom MCP server registry, if you set one.',
      description: `Prints the registry URL stored with \`thv config set-registry-url\`. When none is set, the command says so: \`thv search\`, \`thv registry\` and \`thv run\` then use the registry built into \`thv\`.`,
      usage: 'thv config get-registry-url [flags]',
      examples: [
        {
          description: 'Find out which registry ToolHive reads.',
          command: 'thv config get-registry-url',
        },
      ],
      guides: [guide('registry')],
    },
    {
      name: 'list-registered-clients',
      parent: 'thv config',
      summary: 'List the AI clients you registered for ToolHive to configure.',
      description: `Prints the clients added with \`thv config register-client\`, one per line, or says that there are none. The list does not show clients that auto-discovery finds on its own.`,
      usage: 'thv config list-registered-clients [flags]',
      examples: [
        {
          description: 'Show the registered clients.',
          command: 'thv config list-registered-clients',
        },
      ],
      guides: [guide('client-configuration')],
    },
    {
      name: 'register-client',
      parent: 'thv config',
      summary: 'Register an AI client so ToolHive adds your MCP servers to its configuration.',
      description: `Adds the client to ToolHive's list of registered clients and then writes the MCP servers that are running now, with \`127.0.0.1\` URLs, into every client configuration file ToolHive manages, not only this client's. Servers you start later are added as they start. ToolHive only edits a configuration file that already exists; it does not create one for a client you have not installed. Registering a client that is already on the list leaves the list as it is, but writes the running servers again.

The client names are ${clientNames}. Any other name is refused.`,
      usage: 'thv config register-client [client] [flags]',
      examples: [
        {
          description: 'Have ToolHive configure Cursor.',
          command: 'thv config register-client cursor',
        },
        {
          description: 'Register Visual Studio Code, then confirm it is on the list.',
          command: 'thv config register-client vscode\nthv config list-registered-clients',
        },
      ],
      guides: [guide('client-configuration')],
    },
    {
      name: 'remove-client',
      parent: 'thv config',
      summary: 'Stop ToolHive from configuring an AI client you registered.',
      description: `Takes the client off ToolHive's list of registered clients, so servers you start or remove from now on no longer change its configuration file. Entries ToolHive already wrote into that file stay until you delete them.

The client names are the ones \`thv config register-client\` accepts: ${clientNames}.`,
      usage: 'thv config remove-client [client] [flags]',
      examples: [
        {
          description: 'Stop configuring Cline.',
          command: 'thv config remove-client cline',
        },
      ],
      guides: [guide('client-configuration')],
    },
    {
      name: 'set-ca-cert',
      parent: 'thv config',
      summary: 'Trust a custom CA certificate in the images ToolHive builds for you.',
      description: `When you run a package through a protocol scheme (\`uvx://\`, \`npx://\` or \`go://\`), ToolHive builds a container image for it, and that build downloads packages. Behind a proxy that inspects TLS traffic, such downloads fail unless the build trusts your organization's CA certificate. This command stores the path of that certificate so every build uses it.

The file must exist and hold a valid CA certificate in PEM format; otherwise nothing is stored. A \`--ca-cert\` flag on \`thv run\` takes precedence for that one run.`,
      usage: 'thv config set-ca-cert <path> [flags]',
      examples: [
        {
          description: 'Trust your company CA in image builds.',
          command: 'thv config set-ca-cert ~/certs/company-root-ca.pem',
        },
      ],
      guides: [guide('run-mcp-servers')],
    },
    {
      name: 'set-registry-url',
      parent: 'thv config',
      summary: 'Read MCP servers from your own registry file instead of the built-in registry.',
      description: `Stores the URL of a registry file in the same JSON format as the built-in registry. From then on, \`thv search\`, \`thv registry\` and \`thv run <server-name>\` look servers up there. Only \`http://\` and \`https://\` URLs are accepted.

Undo it with \`thv config unset-registry-url\`.`,
      usage: 'thv config set-registry-url <url> [flags]',
      examples: [
        {
          description:
            "Use your team's registry. Replace the URL with the address of your registry file.",
          command: 'thv config set-registry-url https://registry.example.com/registry.json',
        },
      ],
      guides: [guide('registry')],
    },
    {
      name: 'unset-ca-cert',
      parent: 'thv config',
      summary:
        'Forget the custom CA certificate, so image builds trust only the default authorities.',
      description: `Removes the certificate path stored with \`thv config set-ca-cert\`. The certificate file itself is left where it is. If no certificate is set, the command says so and changes nothing.`,
      usage: 'thv config unset-ca-cert [flags]',
      examples: [
        {
          description: 'Stop adding your CA certificate to image builds.',
          command: 'thv config unset-ca-cert',
        },
      ],
      guides: [guide('run-mcp-servers')],
    },
    {
      name: 'unset-registry-url',
      parent: 'thv config',
      summary: 'Forget the custom registry URL and go back to the built-in registry.',
      description: `Removes the URL stored with \`thv config set-registry-url\`. From then on, ToolHive looks servers up in the registry built into \`thv\`. If no custom URL is set, the command says so and changes nothing.`,
      usage: 'thv config unset-registry-url [flags]',
      examples: [
        {
          description: 'Switch back to the built-in registry.',
          command: 'thv config unset-registry-url',
        },
      ],
      guides: [guide('registry')],
    },

    // ---- server lifecycle --------------------------------------------------
    {
      name: 'inspector',
      parent: 'thv',
      summary: 'Open the MCP Inspector in your browser, connected to one of your MCP servers.',
      description: `The MCP Inspector is a web tool for trying out an MCP server by hand: list its tools, call them and read the raw responses. This command starts the latest Inspector (the \`@modelcontextprotocol/inspector\` npm package) in a container named \`inspector\`, waits until its web page answers and then prints a URL that opens it already pointed at your server.

Name a server that ToolHive runs (see \`thv list\`). The Inspector's page and its proxy listen on 127.0.0.1 only, on the ports below.`,
      usage: 'thv inspector [container-name] [flags]',
      flags: [
        {
          name: 'ui-port',
          shorthand: 'u',
          type: 'int',
          default: '6274',
          description: "Local port for the Inspector's web page.",
        },
        {
          name: 'mcp-proxy-port',
          shorthand: 'p',
          type: 'int',
          default: '6277',
          description: 'Local port for the proxy the Inspector uses to talk to your MCP server.',
        },
      ],
      examples: [
        {
          description: 'Inspect the server named `fetch`.',
          command: 'thv inspector fetch',
        },
        {
          description: 'Use other ports when 6274 or 6277 is taken.',
          command: 'thv inspector fetch -u 7274 -p 7277',
        },
      ],
      guides: [guide('inspector')],
    },
    {
      name: 'list',
      parent: 'thv',
      summary: 'List the MCP servers ToolHive runs, with their status, URL and port.',
      description: `Shows one line per MCP server: its name, image or package, status, the URL clients connect to, the proxy's port, the tool type and when it was created. Only running servers appear unless you add \`--all\`.

With \`--format mcpservers\`, the output is a JSON \`mcpServers\` object that maps each server name to its URL, ready to paste into the configuration of an AI client that ToolHive does not configure for you.`,
      usage: 'thv list [flags]',
      flags: [
        {
          name: 'all',
          shorthand: 'a',
          type: 'bool',
          default: 'false',
          description: 'Include stopped servers as well as running ones.',
        },
        {
          name: 'format',
          type: 'string',
          default: 'text',
          description:
            'Output format: `text` for a table, `json` for full details, `mcpservers` for a client configuration snippet.',
        },
      ],
      examples: [
        {
          description: 'See every server, stopped ones included.',
          command: 'thv list --all',
        },
        {
          description: 'Print a snippet for a client configuration file.',
          command: 'thv list --format mcpservers',
        },
      ],
      guides: [guide('manage-mcp-servers'), guide('client-configuration')],
    },
    {
      name: 'logs',
      parent: 'thv',
      summary: "Print an MCP server's log output, or clean up old log files.",
      description: `Prints what the server's container has written so far. Name the server as \`thv list\` shows it; the start of its container ID works too. If no ToolHive server matches, the command says so. Add \`--follow\` to keep printing new lines until you press Ctrl+C.

\`thv logs prune\` is a subcommand rather than a server name: it deletes log files that belong to servers ToolHive no longer manages.`,
      usage: 'thv logs [container-name|prune] [flags]',
      flags: [
        {
          name: 'follow',
          shorthand: 'f',
          type: 'bool',
          default: 'false',
          description:
            'Keep the output open and print new log lines as they arrive. Ignored by `prune`.',
        },
      ],
      examples: [
        {
          description: 'Read the log of the `fetch` server.',
          command: 'thv logs fetch',
        },
        {
          description: 'Watch it live.',
          command: 'thv logs fetch --follow',
        },
      ],
      guides: [guide('manage-mcp-servers')],
    },
    {
      name: 'prune',
      parent: 'thv logs',
      summary: 'Delete the log files of MCP servers that ToolHive no longer manages.',
      description: `ToolHive writes a log file for each server it runs in the background, in \`toolhive/logs\` under your user data directory (\`~/.local/share/toolhive/logs\` on Linux). Removing a server leaves its file behind. This command deletes every \`.log\` file in that folder whose name matches no server ToolHive still manages, running or stopped, and lists each file it removed.`,
      usage: 'thv logs prune [flags]',
      examples: [
        {
          description: 'Clean up after removed servers.',
          command: 'thv logs prune',
        },
      ],
      guides: [guide('manage-mcp-servers')],
    },
    {
      name: 'proxy',
      parent: 'thv',
      summary:
        'Put an authenticating proxy in front of an MCP server that is already running somewhere.',
      description: `\`thv proxy\` starts no container. It listens on a local port and passes every request on to the MCP server at \`--target-uri\`, which must be a base URL without a path. It keeps running in the foreground until you press Ctrl+C.

The proxy can add authentication in either direction:

- **Toward the remote server.** With \`--remote-auth\`, it signs in to the server's OAuth or OpenID Connect provider (\`--remote-auth-issuer\`, \`--remote-auth-client-id\`) and adds the access token to each request it forwards. The sign-in opens your browser unless you pass \`--remote-auth-skip-browser\`. If you give only \`--remote-auth-client-id\`, the proxy asks the server first and signs in only if the server answers 401 with a \`WWW-Authenticate\` header.
- **Toward your clients.** With the \`--oidc-*\` flags, it accepts only requests that carry a valid token from your own OpenID Connect provider. Checks start once \`--oidc-issuer\` or \`--oidc-jwks-url\` is set.

The sign-in finds the provider's endpoints through OpenID Connect discovery and always uses PKCE, so a client secret is optional. If your provider needs one, it can come from \`--remote-auth-client-secret\`, from a file named by \`--remote-auth-client-secret-file\`, or from the \`TOOLHIVE_REMOTE_OAUTH_CLIENT_SECRET\` environment variable, checked in that order. Prefer the file or the variable: a secret typed on the command line stays in your shell history.`,
      usage: 'thv proxy [flags] SERVER_NAME',
      flags: [
        {
          name: 'host',
          type: 'string',
          default: '127.0.0.1',
          description:
            'Address the proxy listens on. A host name is resolved to its first IPv4 address; IPv6 is not supported.',
        },
        {
          name: 'port',
          type: 'int',
          default: '0',
          description: 'Local port the proxy listens on. `0` picks a free port.',
        },
        {
          name: 'target-uri',
          type: 'string',
          default: '',
          required: true,
          description:
            'Base URL of the MCP server to forward to, such as `http://127.0.0.1:9090`, with no path.',
        },
        ...oidcFlags,
        {
          name: 'remote-auth',
          type: 'bool',
          default: 'false',
          description:
            'Sign in to the remote server with OAuth. Needs `--remote-auth-issuer` and `--remote-auth-client-id`.',
        },
        {
          name: 'remote-auth-issuer',
          type: 'string',
          default: '',
          description: "Issuer URL of the remote server's OAuth or OpenID Connect provider.",
        },
        {
          name: 'remote-auth-client-id',
          type: 'string',
          default: '',
          description:
            'OAuth client ID to sign in with. Given without `--remote-auth`, the proxy signs in only if the server asks for it.',
        },
        {
          name: 'remote-auth-client-secret',
          type: 'string',
          default: '',
          description:
            'OAuth client secret, if your provider needs one. Prefer `--remote-auth-client-secret-file` so the secret stays out of your shell history.',
        },
        {
          name: 'remote-auth-client-secret-file',
          type: 'string',
          default: '',
          description:
            'File holding the OAuth client secret. Used when `--remote-auth-client-secret` is not given.',
        },
        {
          name: 'remote-auth-scopes',
          type: 'stringSlice',
          default: '[openid,profile,email]',
          description: 'Scopes to request at sign-in, separated by commas.',
        },
        {
          name: 'remote-auth-skip-browser',
          type: 'bool',
          default: 'false',
          description: 'Do not open a browser for the sign-in.',
        },
        {
          name: 'remote-auth-timeout',
          type: 'duration',
          default: '30s',
          description:
            'How long to wait for the sign-in to finish, as a Go duration such as `90s` or `2m`.',
        },
        {
          name: 'remote-auth-callback-port',
          type: 'int',
          default: '8666',
          description: 'Local port that receives the redirect at the end of the sign-in.',
        },
      ],
      examples: [
        {
          description:
            'Forward a local port to a server listening on port 9090, without authentication.',
          command: 'thv proxy weather --target-uri http://127.0.0.1:9090',
        },
        {
          description:
            'Sign in to a remote server with OAuth, reading the client secret from a file. Replace the URLs, client ID and file path with your own.',
          command:
            'thv proxy tickets --target-uri https://tickets.example.org \\\n  --remote-auth \\\n  --remote-auth-issuer https://login.example.org \\\n  --remote-auth-client-id toolhive-proxy \\\n  --remote-auth-client-secret-file ~/secrets/tickets-client-secret',
        },
        {
          description:
            'Accept only clients that present a token from your OpenID Connect provider.',
          command:
            'thv proxy weather --target-uri http://127.0.0.1:9090 \\\n  --oidc-issuer https://sso.example.net \\\n  --oidc-audience weather-proxy',
        },
      ],
      guides: [guide('remote-servers'), guide('authentication')],
    },

    // ---- thv registry -------------------------------------------------------
    {
      name: 'registry',
      parent: 'thv',
      summary: 'Browse the registry of MCP servers that ToolHive can run by name.',
      description: `The registry lists MCP servers with everything needed to run them: image, transport, environment variables and a permission profile. \`thv\` ships with a built-in registry; \`thv config set-registry-url\` points it at your own.

\`thv registry\` does nothing on its own; use \`list\` to see every server and \`info\` for one server's details. To search by keyword, use \`thv search\`.`,
      usage: 'thv registry [command]',
      examples: [
        {
          description: 'See all servers in the registry.',
          command: 'thv registry list',
        },
      ],
      guides: [guide('registry')],
    },
    {
      name: 'info',
      parent: 'thv registry',
      summary: 'Show everything the registry knows about one MCP server.',
      description: `Prints the server's image, description, transport (and target port for SSE and Streamable HTTP servers), repository, popularity, tools, environment variables (marking required ones and defaults), tags and permission profile, followed by the \`thv run\` command that starts it. Use it before you run a server to see what it will be allowed to do.`,
      usage: 'thv registry info [server] [flags]',
      flags: [textOrJson('the details')],
      examples: [
        {
          description: 'Check what the `github` server needs and may access.',
          command: 'thv registry info github',
        },
        {
          description: 'Get the same details as JSON.',
          command: 'thv registry info github --format json',
        },
      ],
      guides: [guide('registry'), guide('custom-permissions')],
    },
    {
      name: 'list',
      parent: 'thv registry',
      summary: 'List every MCP server in the registry.',
      description: `Prints the servers in alphabetical order with a shortened description, their transport, and their star and pull counts.`,
      usage: 'thv registry list [flags]',
      aliases: ['ls'],
      flags: [textOrJson('the list')],
      examples: [
        {
          description: 'List the servers.',
          command: 'thv registry list',
        },
        {
          description: 'Get the full entries as JSON, using the short alias.',
          command: 'thv registry ls --format json',
        },
      ],
      guides: [guide('registry')],
    },
    {
      name: 'restart',
      parent: 'thv',
      summary: 'Start a stopped MCP server again, with the settings it was created with.',
      description: `Reads the settings ToolHive saved when the server was created and starts the server from them in the background, adding it back to the AI clients ToolHive configures. A server whose container and proxy are both running is left alone. If the container runs but its proxy has stopped, ToolHive stops the container and starts both again.

With \`--all\`, ToolHive does this for every server it manages, stopped ones included, and ends with a count of successes and failures. Give either a server name or \`--all\`, not both.`,
      usage: 'thv restart [container-name] [flags]',
      flags: [
        {
          name: 'all',
          shorthand: 'a',
          type: 'bool',
          default: 'false',
          description: 'Restart every server ToolHive manages instead of one by name.',
        },
      ],
      examples: [
        {
          description: 'Bring the `fetch` server back after `thv stop`.',
          command: 'thv restart fetch',
        },
        {
          description: 'Restart all servers, for example after restarting Docker.',
          command: 'thv restart --all',
        },
      ],
      guides: [guide('manage-mcp-servers')],
    },
    {
      name: 'rm',
      parent: 'thv',
      summary: 'Delete an MCP server, stopping it first if it is running.',
      description: `Removes the server's container and the settings ToolHive saved for it, so \`thv restart\` can no longer bring it back. If ToolHive configures AI clients, the server is also taken out of their configuration files. To pause a server instead, use \`thv stop\`. The server's log file stays until you run \`thv logs prune\`.`,
      usage: 'thv rm [container-name] [flags]',
      examples: [
        {
          description: 'Delete the `fetch` server.',
          command: 'thv rm fetch',
        },
      ],
      guides: [guide('manage-mcp-servers')],
    },
    {
      name: 'run',
      parent: 'thv',
      summary: 'Start an MCP server in a container, from the registry, an image or a package.',
      description: `The first argument says what to run:

- **A registry server name**, such as \`fetch\`. ToolHive uses the image, transport, target port, arguments, environment variables and permission profile from the registry. Flags you pass override those settings, and ToolHive prompts for required environment variables you did not provide.
- **A container image**, such as \`ghcr.io/example/mcp-server:1.2.0\`. Images tagged \`latest\` (or not tagged) are pulled every time; other tags are pulled only if they are not already on your machine.
- **A package through a protocol scheme**: \`uvx://\` for a Python package, \`npx://\` for a Node.js package, or \`go://\` for a Go module or a local Go project (\`go://./my-server\`). ToolHive builds an image for the package first.

Everything after \`--\` goes to the MCP server as its own arguments.

By default the server runs in the background and \`thv\` returns once it starts; its proxy listens on 127.0.0.1 at the port \`thv list\` shows. ToolHive also checks the image's Sigstore provenance against what the registry entry records (\`--image-verification\`). Without \`--permission-profile\`, a registry server gets the profile from its registry entry, and anything else gets \`network\`.`,
      usage: 'thv run [flags] SERVER_OR_IMAGE_OR_PROTOCOL [-- ARGS...]',
      flags: [
        {
          name: 'transport',
          type: 'string',
          default: 'stdio',
          description:
            'How the MCP server talks: `stdio`, `sse` or `streamable-http`. Registry servers use the transport from their entry unless you set this.',
        },
        {
          name: 'name',
          type: 'string',
          default: '',
          description:
            'Name for the server in `thv list` and in client configuration. Defaults to the registry name, or to a name derived from the image.',
        },
        {
          name: 'host',
          type: 'string',
          default: '127.0.0.1',
          description:
            'Address the proxy listens on. A host name is resolved to its first IPv4 address; IPv6 is not supported. For `sse` and `streamable-http` servers, the container port (`--target-port`) is published on this address too, where it bypasses the proxy.',
        },
        {
          name: 'port',
          type: 'int',
          default: '0',
          description: 'Port on your machine where the proxy listens. `0` picks a free port.',
        },
        {
          name: 'target-port',
          type: 'int',
          default: '0',
          description:
            'Port the MCP server listens on inside the container, for `sse` and `streamable-http` servers, published on the host under the same number. Registry servers bring their own. A port already in use stops the run.',
        },
        {
          name: 'target-host',
          type: 'string',
          default: '127.0.0.1',
          description:
            'Host the proxy forwards traffic to, for `sse` and `streamable-http` servers.',
        },
        {
          name: 'permission-profile',
          type: 'string',
          default: 'network',
          description:
            'What the container may access: `none`, `network`, or the path of a JSON permission profile. Registry servers use their own profile unless you set this.',
        },
        {
          name: 'env',
          shorthand: 'e',
          type: 'stringArray',
          default: '[]',
          description:
            'Set an environment variable in the container, as `KEY=VALUE`. Repeat for more.',
        },
        {
          name: 'foreground',
          shorthand: 'f',
          type: 'bool',
          default: 'false',
          description: 'Stay attached until the server exits instead of returning once it starts.',
        },
        {
          name: 'volume',
          shorthand: 'v',
          type: 'stringArray',
          default: '[]',
          description:
            'Mount a folder from your machine, as `host-path:container-path`; add `:ro` for read-only. Repeat for more.',
        },
        {
          name: 'secret',
          type: 'stringArray',
          default: '[]',
          description:
            'Pass a stored secret as an environment variable, as `NAME,target=VARIABLE`, where `NAME` is the secret in `thv secret` and `VARIABLE` the variable the server reads. Repeat for more.',
        },
        {
          name: 'authz-config',
          type: 'string',
          default: '',
          description:
            'Path of an authorization configuration file (JSON or YAML, Cedar policies) that decides which MCP requests the proxy lets through.',
        },
        {
          name: 'audit-config',
          type: 'string',
          default: '',
          description:
            'Path of an audit configuration file that says which MCP events to log and where.',
        },
        {
          name: 'enable-audit',
          type: 'bool',
          default: 'false',
          description:
            'Log an audit event for each MCP request, with default settings, when no `--audit-config` is given.',
        },
        {
          name: 'ca-cert',
          type: 'string',
          default: '',
          description:
            'CA certificate to trust while building an image for `uvx://`, `npx://` or `go://`. Overrides the one set with `thv config set-ca-cert`.',
        },
        {
          name: 'image-verification',
          type: 'string',
          default: 'warn',
          description:
            'How to treat the provenance check: `warn` logs a failed check or a registry entry without provenance and carries on, `enabled` stops the run in both cases, `disabled` skips the check. An error that keeps the check from finishing stops the run in `warn` mode too.',
        },
        ...oidcFlags,
        {
          name: 'otel-endpoint',
          type: 'string',
          default: '',
          description:
            'OTLP endpoint to send OpenTelemetry traces and metrics to, such as `https://otel.example.com`.',
        },
        {
          name: 'otel-service-name',
          type: 'string',
          default: '',
          description: 'Service name on the telemetry. Empty means `toolhive-mcp-proxy`.',
        },
        {
          name: 'otel-sampling-rate',
          type: 'float64',
          default: '0.1',
          description: 'Share of traces to keep, from `0.0` (none) to `1.0` (all).',
        },
        {
          name: 'otel-headers',
          type: 'stringArray',
          default: '[]',
          description:
            'Header to send with OTLP exports, as `key=value`, such as an API key. Repeat for more.',
        },
        {
          name: 'otel-insecure',
          type: 'bool',
          default: 'false',
          description: 'Send telemetry without TLS verification.',
        },
        {
          name: 'otel-enable-prometheus-metrics-path',
          type: 'bool',
          default: 'false',
          description: 'Serve Prometheus metrics at `/metrics` on the proxy port.',
        },
        {
          name: 'isolate-network',
          type: 'bool',
          default: 'false',
          description:
            "Put the container on an internal network whose only way out is an egress proxy that enforces the permission profile's outbound rules.",
        },
      ],
      examples: [
        {
          description: 'Run the `fetch` server from the registry.',
          command: 'thv run fetch',
        },
        {
          description:
            'Run the `github` server with a token you stored with `thv secret set github-token`.',
          command: 'thv run --secret github-token,target=GITHUB_PERSONAL_ACCESS_TOKEN github',
        },
        {
          description:
            'Run an image that speaks SSE on port 8080 inside the container. Replace `<image>` with the image reference.',
          command: 'thv run --name my-server --transport sse --target-port 8080 <image>',
        },
        {
          description: 'Run a Python package from PyPI through `uvx`.',
          command: 'thv run uvx://mcp-server-fetch',
        },
        {
          description:
            'Mount a folder read-only and pass an argument to the server after `--`. Replace `<image>` with the image reference.',
          command: 'thv run -v "$HOME/notes:/data/notes:ro" <image> -- /data/notes',
        },
      ],
      guides: [
        guide('run-mcp-servers'),
        guide('configure-mcp-servers'),
        guide('custom-permissions'),
        guide('network-access'),
        guide('secrets-management'),
        guide('authentication'),
        guide('authorization'),
        guide('audit-logging'),
        guide('telemetry'),
      ],
    },
    {
      name: 'search',
      parent: 'thv',
      summary: 'Search the registry for MCP servers whose name, description or tags match a word.',
      description: `Prints the registry servers whose name, description or tags contain the query, in alphabetical order, with the number of matches. Quote a query that has spaces.`,
      usage: 'thv search [query] [flags]',
      flags: [textOrJson('the matches')],
      examples: [
        {
          description: 'Look for servers that work with GitHub.',
          command: 'thv search github',
        },
        {
          description: 'Search and get JSON for a script.',
          command: 'thv search database --format json',
        },
      ],
      guides: [guide('registry')],
    },

    // ---- thv secret ---------------------------------------------------------
    {
      name: 'secret',
      parent: 'thv',
      summary: 'Store secrets for MCP servers and choose where ToolHive keeps them.',
      description: `Secrets let you give an MCP server a token or password without typing it into \`thv run\`, where it would end up in your shell history. Store a secret once, then pass it with \`thv run --secret\`.

Where secrets live depends on the provider you choose with \`thv secret setup\`, which you run once before using any other secret command:

- \`encrypted\`: an encrypted file on your machine, with its password kept in your operating system's keyring. You can add, read, list and delete secrets.
- \`1password\`: read-only access to a 1Password account through a service account.
- \`none\`: secrets are turned off.

In ToolHive v0.0.48, the subcommands \`set\`, \`get\`, \`delete\`, \`list\` and \`reset-keyring\` print an error but still exit with status 0 when they fail, so scripts should check their output rather than the exit code.`,
      usage: 'thv secret [command]',
      examples: [
        {
          description: 'Choose a provider before you store anything.',
          command: 'thv secret setup',
        },
      ],
      guides: [guide('secrets-providers'), guide('secrets-management')],
    },
    {
      name: 'delete',
      parent: 'thv secret',
      summary: 'Delete a stored secret.',
      description: `Removes the secret from the provider. Only the \`encrypted\` provider can delete; with the others, the command reports that deleting is not supported.`,
      usage: 'thv secret delete <name> [flags]',
      examples: [
        {
          description: 'Delete the secret `github-token`.',
          command: 'thv secret delete github-token',
        },
      ],
      guides: [guide('secrets-management')],
    },
    {
      name: 'get',
      parent: 'thv secret',
      summary: 'Print the value of a stored secret.',
      description: `Prints the secret's name and value. The value appears in plain text, so anyone who can see your screen or your terminal's scrollback can read it.

With the \`1password\` provider, name the secret by its 1Password reference, \`op://<vault>/<item>/<field>\`, as \`thv secret list\` shows it.`,
      usage: 'thv secret get <name> [flags]',
      examples: [
        {
          description: 'Check the value stored as `github-token`.',
          command: 'thv secret get github-token',
        },
      ],
      guides: [guide('secrets-management')],
    },
    {
      name: 'list',
      parent: 'thv secret',
      summary: 'List the names of the stored secrets, never their values.',
      description: `Prints the name of each secret the provider holds, with a description where the provider has one. With the \`1password\` provider, the names are the \`op://\` references you pass to \`thv secret get\` and \`thv run --secret\`.`,
      usage: 'thv secret list [flags]',
      examples: [
        {
          description: 'See which secrets you can use.',
          command: 'thv secret list',
        },
      ],
      guides: [guide('secrets-management')],
    },
    {
      name: 'provider',
      parent: 'thv secret',
      summary:
        'Choose the secrets provider in one step, without the questions of thv secret setup.',
      description: `Sets the provider to \`encrypted\`, \`1password\` or \`none\` and marks secrets as set up, as \`thv secret setup\` does, but without asking questions, which suits scripts. ToolHive first checks that the provider works (for \`1password\`, that \`OP_SERVICE_ACCOUNT_TOKEN\` is set) and changes nothing if it does not.

In a terminal, \`thv secret setup\` is the friendlier choice: it explains each provider before you pick.`,
      usage: 'thv secret provider <name> [flags]',
      examples: [
        {
          description: 'Use the encrypted file on this machine.',
          command: 'thv secret provider encrypted',
        },
      ],
      guides: [guide('secrets-providers')],
    },
    {
      name: 'reset-keyring',
      parent: 'thv secret',
      summary: 'Remove the password of the encrypted provider from your operating system keyring.',
      description: `The \`encrypted\` provider keeps its password in your keyring so you do not have to type it each time. This command deletes that entry. The next secret command asks for a password again and stores it.

Your secrets file stays as it is. Enter the same password as before to keep reading it: a different password cannot decrypt the secrets you already stored.`,
      usage: 'thv secret reset-keyring [flags]',
      examples: [
        {
          description: 'Forget the stored password.',
          command: 'thv secret reset-keyring',
        },
      ],
      guides: [guide('secrets-providers')],
    },
    {
      name: 'set',
      parent: 'thv secret',
      summary: 'Store a secret under a name, reading the value from a pipe or a hidden prompt.',
      description: `Creates the secret or replaces its value. If you pipe data into the command, the value is read from standard input (one trailing newline is dropped); otherwise you type it at a prompt that does not show what you type. Empty values are refused.

Only the \`encrypted\` provider can store secrets; \`1password\` is read-only. Run \`thv secret setup\` first if you have not chosen a provider yet.`,
      usage: 'thv secret set <name> [flags]',
      examples: [
        {
          description: 'Type a GitHub token at the hidden prompt.',
          command: 'thv secret set github-token',
        },
        {
          description: 'Take the value from a file, without it appearing on screen.',
          command: 'thv secret set github-token < ~/github-token.txt',
        },
      ],
      guides: [guide('secrets-management')],
    },
    {
      name: 'setup',
      parent: 'thv secret',
      summary: 'Choose where ToolHive keeps secrets, with a short guided set-up.',
      description: `Asks which provider to use, explains what it needs, checks that it works and saves your choice. Run it once before any other secret command.

- \`encrypted\` asks for a password that encrypts your secrets file and stores it in your operating system's keyring. Your system needs a working keyring.
- \`1password\` reads secrets from 1Password through a service account; set \`OP_SERVICE_ACCOUNT_TOKEN\` to the account's token first. It cannot store secrets.
- \`none\` turns secrets off.

Run it again to switch providers.`,
      usage: 'thv secret setup [flags]',
      examples: [
        {
          description: 'Start the guided set-up.',
          command: 'thv secret setup',
        },
      ],
      guides: [guide('secrets-providers')],
    },

    {
      name: 'serve',
      parent: 'thv',
      summary: "Start ToolHive's local REST API, which does what thv does over HTTP.",
      description: `The API server lets other programs run and manage MCP servers, read the registry, store secrets and register clients without calling \`thv\`. It listens on 127.0.0.1 port 8080 until you press Ctrl+C.

Serve it on a UNIX socket with \`--socket\` instead, and add \`--openapi\` to publish the API description at \`/api/openapi.json\` and a documentation page at \`/api/doc\`. Set \`--oidc-issuer\` or \`--oidc-jwks-url\` to require a valid OpenID Connect token on every request.`,
      usage: 'thv serve [flags]',
      flags: [
        {
          name: 'host',
          type: 'string',
          default: '127.0.0.1',
          description: 'Address the API server listens on.',
        },
        {
          name: 'port',
          type: 'int',
          default: '8080',
          description: 'Port the API server listens on.',
        },
        {
          name: 'socket',
          type: 'string',
          default: '',
          description: 'Path of a UNIX socket to listen on instead of `--host` and `--port`.',
        },
        {
          name: 'openapi',
          type: 'bool',
          default: 'false',
          description:
            'Also serve the OpenAPI description (`/api/openapi.json`) and its documentation page (`/api/doc`).',
        },
        ...oidcFlags,
      ],
      examples: [
        {
          description: 'Start the API with its OpenAPI description on the default address.',
          command: 'thv serve --openapi',
        },
        {
          description: 'Listen on a UNIX socket instead of a TCP port.',
          command: 'thv serve --socket /tmp/toolhive.sock',
        },
      ],
      guides: [guide('api-server'), guide('api-workloads'), guide('api-registry-secrets')],
    },
    {
      name: 'stop',
      parent: 'thv',
      summary: 'Stop a running MCP server and keep it, so you can restart it later.',
      description: `Stops the server's proxy and container, and takes the server out of the AI client configurations ToolHive manages. The server stays in \`thv list --all\`, and \`thv restart\` starts it again with the same settings; \`thv rm\` deletes it for good. For a server that is not running or does not exist, ToolHive logs a warning and changes nothing.

Give a server name, or \`--all\` to stop every running server.`,
      usage: 'thv stop [container-name] [flags]',
      flags: [
        {
          name: 'all',
          type: 'bool',
          default: 'false',
          description: 'Stop every running server instead of one by name.',
        },
        {
          name: 'timeout',
          type: 'int',
          default: '30',
          description:
            'Seconds to wait before the container is forced to stop. ToolHive v0.0.48 accepts this flag but does not use its value.',
        },
      ],
      examples: [
        {
          description: 'Stop the `fetch` server.',
          command: 'thv stop fetch',
        },
        {
          description: 'Stop everything before you shut down Docker.',
          command: 'thv stop --all',
        },
      ],
      guides: [guide('manage-mcp-servers')],
    },
    {
      name: 'version',
      parent: 'thv',
      summary: 'Show which version of ToolHive you have, with its commit, build date and platform.',
      description: `Prints the ToolHive version, the Git commit it was built from, the build date, the Go version and the platform. Include it when you report a problem.`,
      usage: 'thv version [flags]',
      flags: [
        textOrJson('the version details'),
        {
          name: 'json',
          type: 'bool',
          default: 'false',
          description: 'Print JSON. Kept for older scripts; use `--format json` instead.',
        },
      ],
      examples: [
        {
          description: 'Show the version.',
          command: 'thv version',
        },
        {
          description: 'Get it as JSON.',
          command: 'thv version --format json',
        },
      ],
      guides: [guide('install'), guide('upgrade-uninstall')],
    },
  ],
};

export default source;
