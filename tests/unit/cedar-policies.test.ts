import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {
  isAuthorized,
  policySetTextToParts,
  validate,
  type CedarValueJson,
  type EntityJson,
} from '@cedar-policy/cedar-wasm/nodejs';
import { describe, expect, it } from 'vitest';

// The Cedar policies of the docs, checked with Cedar itself (cedar-wasm, the
// Rust implementation): each authorization file in a json or yaml fence holds
// policies that parse one by one, as ToolHive v0.0.48 reads them, and that
// validate against the shapes ToolHive gives principals, actions, resources
// and context. Then each example answers the requests its guide describes,
// with the entities built the way pkg/authz/cedar.go and cedar_entity.go
// build them.
const docsRoot = path.resolve(import.meta.dirname, '../../site/docs/toolhive');

function docFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

type AuthzFile = { page: string; policies: string[] };

/** Every fenced json or yaml block of the docs that is a cedarv1 authorization file. */
const authzFiles: AuthzFile[] = docFiles(docsRoot).flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^( *)```(json|yaml)[^\n]*\n([\s\S]*?)^\1```$/gm)].flatMap(
    ([, indent, language, body]) => {
      const text = body.replace(new RegExp(`^${indent}`, 'gm'), '');
      let parsed: unknown;
      try {
        parsed = language === 'json' ? JSON.parse(text) : yaml.load(text);
      } catch {
        return [];
      }
      const config = parsed as { type?: string; cedar?: { policies?: string[] } };
      if (config?.type !== 'cedarv1') return [];
      return [{ page: path.relative(docsRoot, file), policies: config.cedar?.policies ?? [] }];
    },
  );
});

/** The shapes ToolHive v0.0.48 gives Cedar, with the claims and arguments the examples use. */
const schema = `
type Context = {
  claim_sub?: String, claim_email?: String, claim_name?: String, claim_groups?: Set<String>,
  claim_exp?: __cedar::decimal,
  arg_url?: String, arg_max_length?: __cedar::decimal, arg_owner?: String, arg_repo?: String,
};
entity Client = {
  claim_sub?: String, claim_email?: String, claim_name?: String, claim_groups?: Set<String>,
  claim_exp?: __cedar::decimal,
};
entity Tool = { name: String, operation: String, feature: String };
entity Prompt = { name: String, operation: String, feature: String };
entity Resource = { name: String, operation: String, feature: String, uri: String };
entity FeatureType = { name: String, operation: String, feature: String, type: String };
action call_tool appliesTo { principal: Client, resource: Tool, context: Context };
action get_prompt appliesTo { principal: Client, resource: Prompt, context: Context };
action read_resource appliesTo { principal: Client, resource: Resource, context: Context };
action list_tools, list_prompts, list_resources
  appliesTo { principal: Client, resource: FeatureType, context: Context };
`;

type Json = string | number | boolean | Json[] | { [key: string]: Json };

/** A JSON value as ToolHive converts it: numbers become decimals, lists of scalars sets. */
function cedarValue(value: Json): CedarValueJson | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    const text = Number.isInteger(value) ? `${value}.0` : String(value);
    return { __extn: { fn: 'decimal', arg: text } };
  }
  if (Array.isArray(value)) {
    return value.map(cedarValue).filter((item) => item !== undefined) as CedarValueJson[];
  }
  return undefined;
}

function record(values: Record<string, Json>): Record<string, CedarValueJson> {
  const out: Record<string, CedarValueJson> = {};
  for (const [key, value] of Object.entries(values)) {
    const converted = cedarValue(value);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

type Request = {
  claims: Record<string, Json>;
  method: 'tools/call' | 'prompts/get' | 'resources/read';
  name: string;
  args?: Record<string, Json>;
};

const operations = {
  'tools/call': { action: 'call_tool', type: 'Tool', operation: 'call', feature: 'tool' },
  'prompts/get': { action: 'get_prompt', type: 'Prompt', operation: 'get', feature: 'prompt' },
  'resources/read': {
    action: 'read_resource',
    type: 'Resource',
    operation: 'read',
    feature: 'resource',
  },
} as const;

/** Cedar's decision on a request, with the entities and context ToolHive builds for it. */
function decide(policies: string[], request: Request): 'allow' | 'deny' {
  const op = operations[request.method];
  const claims = Object.fromEntries(
    Object.entries(request.claims).map(([key, value]) => [`claim_${key}`, value]),
  );
  const args: Record<string, Json> = {};
  for (const [key, value] of Object.entries(request.args ?? {})) {
    if (typeof value === 'object') args[`arg_${key}_present`] = true;
    else args[`arg_${key}`] = value;
  }
  const isRead = request.method === 'resources/read';
  const resourceId = isRead ? request.name.replace(/[:/\\?&=# .]/g, '_') : request.name;
  const principal = { type: 'Client', id: String(request.claims.sub) };
  const action = { type: 'Action', id: op.action };
  const resource = { type: op.type, id: resourceId };
  const entities: EntityJson[] = [
    { uid: principal, attrs: record(claims), parents: [] },
    { uid: action, attrs: { operation: op.action }, parents: [] },
    {
      uid: resource,
      attrs: record({
        ...(isRead ? { uri: request.name } : {}),
        operation: op.operation,
        feature: op.feature,
        ...args,
        name: resourceId,
      }),
      parents: [],
    },
  ];
  const answer = isAuthorized({
    principal,
    action,
    resource,
    context: record({ ...claims, ...args }),
    policies: {
      staticPolicies: Object.fromEntries(policies.map((text, i) => [`policy${i}`, text])),
    },
    entities,
  });
  if (answer.type !== 'success') throw new Error(JSON.stringify(answer.errors));
  return answer.response.decision;
}

const alex = { sub: 'alex', email: 'alex@example.com', exp: 1893456000 };

/** An example of the authorization guide, found by what its first policy contains. */
function example(fragment: string): string[] {
  const found = authzFiles.filter((file) => file.policies[0]?.includes(fragment));
  expect(found, fragment).toHaveLength(1);
  return found[0].policies;
}

describe('Cedar policies in the docs', () => {
  it('are found in the authorization guide', () => {
    expect(authzFiles.length).toBeGreaterThanOrEqual(4);
  });

  it.each(authzFiles.map((file, i) => [`${file.page} #${i + 1}`, file] as const))(
    '%s holds one policy per string, valid for the shapes ToolHive uses',
    (_, file) => {
      expect(file.policies.length).toBeGreaterThan(0);
      for (const policy of file.policies) {
        const parts = policySetTextToParts(policy);
        expect(parts.type, policy).toBe('success');
        if (parts.type === 'success') expect(parts.policies, policy).toHaveLength(1);
      }
      const answer = validate({
        schema,
        policies: {
          staticPolicies: Object.fromEntries(file.policies.map((text, i) => [`policy${i}`, text])),
        },
        validationSettings: { mode: 'strict' },
      });
      expect(answer.type).toBe('success');
      if (answer.type === 'success') expect(answer.validationErrors).toEqual([]);
    },
  );

  it('read-only example: get_, list_ and search_ tools only', () => {
    const policies = example('when { resource.name like "get_*"');
    const call = (name: string) => decide(policies, { claims: alex, method: 'tools/call', name });
    expect(call('get_me')).toBe('allow');
    expect(call('list_issues')).toBe('allow');
    expect(call('search_code')).toBe('allow');
    expect(call('create_issue')).toBe('deny');
    expect(call('merge_pull_request')).toBe('deny');
    expect(decide(policies, { claims: alex, method: 'prompts/get', name: 'get_x' })).toBe('deny');
  });

  it('groups example: maintainers call every tool, others the read-only ones', () => {
    const policies = example('principal.claim_groups.contains("maintainers")');
    const maintainer = { ...alex, sub: 'sam', groups: ['maintainers', 'staff'] };
    const staff = { ...alex, sub: 'kim', groups: ['staff'] };
    const call = (claims: Record<string, Json>, name: string) =>
      decide(policies, { claims, method: 'tools/call', name });
    expect(call(maintainer, 'create_issue')).toBe('allow');
    expect(call(staff, 'create_issue')).toBe('deny');
    expect(call(staff, 'list_issues')).toBe('allow');
    expect(call(alex, 'create_issue')).toBe('deny');
  });

  it('arguments example: HTTPS addresses and a max_length of at most 5000', () => {
    const policies = example('context.arg_url like "https://*"');
    const fetch = (args: Record<string, Json>) =>
      decide(policies, { claims: alex, method: 'tools/call', name: 'fetch', args });
    expect(fetch({ url: 'https://example.com/' })).toBe('allow');
    expect(fetch({ url: 'https://example.com/', max_length: 5000 })).toBe('allow');
    expect(fetch({ url: 'https://example.com/', max_length: 5000.5 })).toBe('deny');
    expect(fetch({ url: 'https://example.com/', max_length: 20000 })).toBe('deny');
    expect(fetch({ url: 'http://example.com/' })).toBe('deny');
    expect(fetch({})).toBe('deny');
  });

  it('prompts and resources example: one prompt and the resources under /reports', () => {
    const policies = example('Prompt::"summarize"');
    const ask = (method: Request['method'], name: string) =>
      decide(policies, { claims: alex, method, name });
    expect(ask('prompts/get', 'summarize')).toBe('allow');
    expect(ask('prompts/get', 'translate')).toBe('deny');
    expect(ask('resources/read', 'file:///reports/2025/q2.csv')).toBe('allow');
    expect(ask('resources/read', 'file:///etc/passwd')).toBe('deny');
    expect(ask('tools/call', 'fetch')).toBe('deny');
  });
});
