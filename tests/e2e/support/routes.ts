import { thvCliPageIds } from '../../../site/src/data/thv-cli-pages';

/** Every page of the site; the command pages come from the list the CLI plugin checks. */
export const docRoutes = [
  '/toolhive/',
  '/toolhive/quickstart',
  '/toolhive/use-with-ai',
  '/toolhive/concepts/mcp-primer',
  '/toolhive/concepts/registry-criteria',
  '/toolhive/concepts/security-model',
  '/toolhive/guides-cli',
  ...[
    'install',
    'upgrade-uninstall',
    'run-mcp-servers',
    'configure-mcp-servers',
    'manage-mcp-servers',
    'registry',
    'client-configuration',
    'custom-permissions',
    'network-access',
    'secrets-providers',
    'secrets-management',
    'api-server',
    'api-workloads',
    'api-registry-secrets',
    'authentication',
    'authorization',
    'audit-logging',
    'telemetry',
    'remote-servers',
    'inspector',
  ].map((page) => `/toolhive/guides-cli/${page}`),
  '/toolhive/guides-k8s',
  ...['intro', 'deploy-operator-helm', 'run-mcp-k8s', 'expose-mcp-k8s', 'authentication'].map(
    (page) => `/toolhive/guides-k8s/${page}`,
  ),
  '/toolhive/tutorials/toolhive-operator',
  '/toolhive/reference',
  '/toolhive/reference/api',
  '/toolhive/reference/client-compatibility',
  '/toolhive/reference/known-limitations',
  ...thvCliPageIds.map((id) => `/toolhive/reference/cli/${id}`),
];

export const siteRoutes = ['/', '/search', '/theme-preview', ...docRoutes];

/** A docs page with headings, code and a sidebar, used where any such page will do. */
export const sampleDocPage = '/toolhive/guides-cli/run-mcp-servers';
