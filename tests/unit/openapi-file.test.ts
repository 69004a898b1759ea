import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

// Facts that readers of the API reference (and the sandbox and reference plugin that read the same
// file) rely on. The expected values come from ToolHive v0.0.48's API handlers, not from the
// file under test, so a drift in the file makes these tests fail.

const SPEC_PATH = fileURLToPath(
  new URL('../../site/static/api-specs/toolhive-api.yaml', import.meta.url),
);

type Json = Record<string, unknown>;

interface MediaType {
  schema?: Json;
  example?: unknown;
  examples?: Record<string, unknown>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  requestBody?: Json;
  responses: Record<string, Json>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const ALLOWED_TAGS = ['system', 'clients', 'discovery', 'registry', 'secrets', 'workloads'];

// Every operation of the local API of ToolHive v0.0.48 (pkg/api/v1), and no others.
const EXPECTED_OPERATIONS = [
  'GET /api/openapi.json',
  'GET /health',
  'GET /api/v1beta/version',
  'GET /api/v1beta/clients',
  'POST /api/v1beta/clients',
  'DELETE /api/v1beta/clients/{name}',
  'GET /api/v1beta/discovery/clients',
  'GET /api/v1beta/registry',
  'POST /api/v1beta/registry',
  'GET /api/v1beta/registry/{name}',
  'DELETE /api/v1beta/registry/{name}',
  'GET /api/v1beta/registry/{name}/servers',
  'GET /api/v1beta/registry/{name}/servers/{serverName}',
  'POST /api/v1beta/secrets',
  'GET /api/v1beta/secrets/default',
  'GET /api/v1beta/secrets/default/keys',
  'POST /api/v1beta/secrets/default/keys',
  'PUT /api/v1beta/secrets/default/keys/{key}',
  'DELETE /api/v1beta/secrets/default/keys/{key}',
  'GET /api/v1beta/workloads',
  'POST /api/v1beta/workloads',
  'GET /api/v1beta/workloads/{name}',
  'DELETE /api/v1beta/workloads/{name}',
  'POST /api/v1beta/workloads/{name}/stop',
  'POST /api/v1beta/workloads/{name}/restart',
  'POST /api/v1beta/workloads/stop',
  'POST /api/v1beta/workloads/restart',
  'POST /api/v1beta/workloads/delete',
];

// Section 5: these request bodies are required.
const REQUIRED_BODIES = [
  'POST /api/v1beta/clients',
  'POST /api/v1beta/workloads',
  'POST /api/v1beta/secrets',
  'POST /api/v1beta/secrets/default/keys',
  'PUT /api/v1beta/secrets/default/keys/{key}',
  'POST /api/v1beta/workloads/stop',
  'POST /api/v1beta/workloads/restart',
  'POST /api/v1beta/workloads/delete',
];

// Sections 4, 6 and 8, with the success codes ToolHive v0.0.48 sends.
const EXPECTED_STATUSES: Record<string, string[]> = {
  'GET /health': ['204'],
  'POST /api/v1beta/clients': ['200', '400'],
  'DELETE /api/v1beta/clients/{name}': ['204'],
  'POST /api/v1beta/registry': ['501'],
  'GET /api/v1beta/registry/{name}': ['200', '404'],
  'POST /api/v1beta/secrets': ['201', '400', '500'],
  'GET /api/v1beta/secrets/default': ['200', '404'],
  'GET /api/v1beta/secrets/default/keys': ['200', '404', '405'],
  'POST /api/v1beta/secrets/default/keys': ['201', '400', '404', '405', '409'],
  'PUT /api/v1beta/secrets/default/keys/{key}': ['200', '400', '404', '405'],
  'DELETE /api/v1beta/secrets/default/keys/{key}': ['204', '404', '405'],
  'POST /api/v1beta/workloads': ['201', '400', '409'],
  'GET /api/v1beta/workloads/{name}': ['200', '404'],
  'DELETE /api/v1beta/workloads/{name}': ['202', '400'],
  'POST /api/v1beta/workloads/{name}/stop': ['202', '400'],
  'POST /api/v1beta/workloads/{name}/restart': ['202', '400'],
  'POST /api/v1beta/workloads/stop': ['202', '400'],
  'POST /api/v1beta/workloads/restart': ['202', '400'],
  'POST /api/v1beta/workloads/delete': ['202', '400'],
};

// Section 3 entities: schema name and the JSON fields each must describe.
const EXPECTED_FIELDS: Record<string, string[]> = {
  Workload: [
    'name',
    'package',
    'port',
    'url',
    'status',
    'status_context',
    'tool_type',
    'transport_type',
    'created_at',
  ],
  RegistrySummary: ['name', 'version', 'last_updated', 'server_count'],
  Registry: ['version', 'last_updated', 'servers'],
  ServerDefinition: [
    'name',
    'image',
    'description',
    'transport',
    'target_port',
    'tools',
    'tags',
    'docker_tags',
    'args',
    'env_vars',
    'repository_url',
    'metadata',
    'permissions',
    'provenance',
  ],
  ServerMetadata: ['stars', 'pulls', 'last_updated'],
  Provenance: [
    'attestation',
    'cert_issuer',
    'repository_ref',
    'repository_uri',
    'runner_environment',
    'signer_identity',
    'sigstore_url',
  ],
  EnvVar: ['name', 'description', 'required', 'secret', 'default'],
  PermissionProfile: ['name', 'read', 'write', 'network'],
  NetworkPermissions: ['outbound'],
  OutboundNetworkPermissions: ['allow_host', 'allow_port', 'allow_transport', 'insecure_allow_all'],
  ClientStatus: ['client_type', 'installed', 'registered'],
  ClientRegistrationRequest: ['name'],
  ClientRegistrationResponse: ['name'],
  CreateWorkloadRequest: [
    'name',
    'image',
    'transport',
    'host',
    'target_port',
    'cmd_arguments',
    'env_vars',
    'volumes',
    'secrets',
    'permission_profile',
    'authz_config',
    'oidc',
  ],
  SecretParameter: ['name', 'target'],
  OIDCOptions: ['issuer', 'audience', 'client_id', 'jwks_url'],
  CreateWorkloadResponse: ['name', 'port'],
  SecretKey: ['key', 'description'],
  CreateSecretRequest: ['key', 'value'],
  UpdateSecretRequest: ['value'],
  CreateSecretResponse: ['key', 'message'],
  UpdateSecretResponse: ['key', 'message'],
  SetupSecretsRequest: ['provider_type', 'password'],
  SetupSecretsResponse: ['provider_type', 'message'],
  ProviderDetails: ['name', 'provider_type', 'capabilities'],
  ProviderCapabilities: ['can_read', 'can_write', 'can_delete', 'can_list', 'can_cleanup'],
  BulkOperationRequest: ['names'],
  VersionResponse: ['version'],
};

const doc = load(readFileSync(SPEC_PATH, 'utf8')) as Json;
const paths = doc.paths as Record<string, Record<string, unknown>>;
const schemas = (doc.components as Json).schemas as Record<string, Json>;

/** Follows a local `$ref` (`#/a/b`) until it reaches an object without one. */
function resolve(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (!ref.startsWith('#/')) throw new Error(`Only local references are expected, got ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((current, key) => (current as Json | undefined)?.[key], doc);
  if (target === undefined || target === null) throw new Error(`Unresolved reference ${ref}`);
  return resolve(target as Json);
}

function listOperations(): Array<{ key: string; operation: Operation }> {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation: operation as Operation,
      })),
  );
}

function operation(key: string): Operation {
  const [method, path] = key.split(' ');
  const found = paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`Missing operation ${key}`);
  return found as Operation;
}

function hasExample(media: MediaType): boolean {
  return media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;
}

function collectRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => collectRefs(child, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else collectRefs(value, found);
    }
  }
  return found;
}

const operations = listOperations();

describe('ToolHive API description: document', () => {
  it('is OpenAPI 3.1.0, version 1.0, served from localhost:8080', () => {
    expect(doc.openapi).toBe('3.1.0');
    const info = doc.info as Json;
    expect(info.title).toEqual(expect.any(String));
    expect(info.version).toBe('1.0');
    expect(String(info.description).length).toBeGreaterThan(0);
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://localhost:8080' })]);
  });

  it('declares exactly the six tags, each with a description', () => {
    const tags = doc.tags as Array<{ name: string; description?: string }>;
    expect(tags.map((tag) => tag.name).sort()).toEqual([...ALLOWED_TAGS].sort());
    for (const tag of tags) expect(tag.description, tag.name).toMatch(/\S/);
  });

  it('resolves every $ref', () => {
    for (const ref of collectRefs(doc)) expect(() => resolve({ $ref: ref }), ref).not.toThrow();
  });
});

describe('ToolHive API description: operations', () => {
  it('has every operation of the spec table and no others', () => {
    expect(operations.map(({ key }) => key).sort()).toEqual([...EXPECTED_OPERATIONS].sort());
  });

  it.each(operations)(
    '$key has a camelCase operationId, one allowed tag, summary and description',
    ({ operation: op }) => {
      expect(op.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags).toHaveLength(1);
      expect(ALLOWED_TAGS).toContain(op.tags?.[0]);
      expect(op.summary).toMatch(/\S/);
      expect(op.description).toMatch(/\S/);
    },
  );

  it('uses each operationId once', () => {
    const ids = operations.map(({ operation: op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(REQUIRED_BODIES)('%s requires its request body', (key) => {
    const body = operation(key).requestBody;
    expect(body, key).toBeDefined();
    expect(resolve(body as Json).required).toBe(true);
  });

  it.each(Object.entries(EXPECTED_STATUSES))('%s answers %j', (key, statuses) => {
    expect(Object.keys(operation(key).responses)).toEqual(expect.arrayContaining(statuses));
  });

  it('lists workloads with an optional boolean `all` query parameter', () => {
    const parameters = (operation('GET /api/v1beta/workloads') as unknown as Json)
      .parameters as Json[];
    const all = parameters.map(resolve).find((parameter) => parameter.name === 'all');
    expect(all).toMatchObject({ in: 'query', schema: { type: 'boolean' } });
    expect(all?.required).not.toBe(true);
  });

  it('has an example for every request body', () => {
    for (const { key, operation: op } of operations) {
      if (!op.requestBody) continue;
      const content = resolve(op.requestBody).content as Record<string, MediaType>;
      for (const [type, media] of Object.entries(content)) {
        expect(hasExample(media), `${key} request ${type}`).toBe(true);
      }
    }
  });

  it('has an example for every 2xx response that has a body', () => {
    for (const { key, operation: op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('2')) continue;
        const content = (resolve(response).content ?? {}) as Record<string, MediaType>;
        for (const [type, media] of Object.entries(content)) {
          expect(hasExample(media), `${key} ${status} ${type}`).toBe(true);
        }
      }
    }
  });

  it('describes every error response as a plain-text string with an example', () => {
    for (const { key, operation: op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const content = resolve(response).content as Record<string, MediaType> | undefined;
        expect(Object.keys(content ?? {}), `${key} ${status}`).toEqual(['text/plain']);
        const media = (content as Record<string, MediaType>)['text/plain'];
        expect(media.schema, `${key} ${status}`).toEqual({ type: 'string' });
        expect(hasExample(media), `${key} ${status}`).toBe(true);
      }
    }
  });
});

describe('ToolHive API description: schemas', () => {
  it.each(Object.entries(EXPECTED_FIELDS))('%s describes %j', (name, fields) => {
    const schema = schemas[name];
    expect(schema, name).toBeDefined();
    expect(Object.keys((schema.properties ?? {}) as Json)).toEqual(expect.arrayContaining(fields));
  });

  it('wraps list answers the way v0.0.48 does', () => {
    const wrappers: Record<string, string> = {
      WorkloadListResponse: 'workloads',
      RegistryListResponse: 'registries',
      ServerListResponse: 'servers',
      SecretKeyListResponse: 'keys',
      ClientStatusListResponse: 'clients',
    };
    for (const [name, field] of Object.entries(wrappers)) {
      expect(schemas[name]?.required, name).toEqual([field]);
    }
  });

  it.each([
    ['WorkloadStatus', ['running', 'stopped', 'error', 'starting', 'unknown']],
    ['TransportType', ['stdio', 'sse', 'streamable-http', 'inspector']],
    ['SecretsProviderType', ['encrypted', '1password', 'none']],
    ['ClientName', ['roo-code', 'cline', 'cursor', 'vscode-insider', 'vscode', 'claude-code']],
  ])('%s enumerates exactly %j', (name, values) => {
    expect(schemas[name]?.enum).toEqual(values);
  });

  it('fixes tool_type to mcp and dates workloads as date-time', () => {
    const properties = schemas.Workload.properties as Record<string, Json>;
    expect(properties.tool_type.enum).toEqual(['mcp']);
    expect(properties.created_at).toMatchObject({ type: 'string', format: 'date-time' });
  });

  it('makes the secrets provider password optional', () => {
    expect(schemas.SetupSecretsRequest.required).toEqual(['provider_type']);
  });
});
