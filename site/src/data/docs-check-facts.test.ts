import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { mcpClients, serverTransports } from './clients';
import crd from './mcpserver-crd-v0.0.48.json';
import profile from './permission-profile-v0.0.48.json';
import chart from './toolhive-operator-chart-v0.0.48.json';
import cli from './thv-v0.0.48-facts.json';
import thvValues from './thv-values-v0.0.48.json';
import configFile from './thv-config-file-v0.0.48.json';

/**
 * Holds the facts that the docs checks (tests/docs) read. Each file was
 * extracted from one place in the ToolHive v0.0.48 source and names it; these
 * tests compare it with a second, independent extraction from another file at
 * the same tag, so a slip in either shows up as a difference.
 */

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  enum?: unknown[];
  default?: unknown;
}

interface GoField {
  json: string;
  goType: string;
  omitempty: boolean;
}

const goTypes = crd.goTypes as Record<string, GoField[]>;
const specSchema = (crd.schema as SchemaNode).properties!.spec!;

/** The JSON type a Go field type is written as, or the struct it holds. */
function goShape(goType: string): { type: string; struct?: string; items?: string } {
  const bare = goType.replace(/^\*/, '');
  if (bare.startsWith('[]')) return { type: 'array', items: bare.slice(2) };
  if (bare.startsWith('map[')) return { type: 'object' };
  if (bare === 'string') return { type: 'string' };
  if (bare === 'bool') return { type: 'boolean' };
  if (/^u?int(8|16|32|64)?$/.test(bare)) return { type: 'integer' };
  if (bare.includes('.')) return { type: 'object' }; // a Kubernetes type, such as corev1.PodTemplateSpec
  return { type: 'object', struct: bare };
}

/** Walks a Go struct and the CRD schema node that should describe it, side by side. */
function compareStruct(struct: string, node: SchemaNode, where: string, problems: string[]): void {
  const fields = goTypes[struct];
  if (!fields) {
    problems.push(`${where}: no Go struct ${struct} in the facts`);
    return;
  }
  const schemaNames = Object.keys(node.properties ?? {}).sort();
  const goNames = fields.map((f) => f.json).sort();
  if (JSON.stringify(schemaNames) !== JSON.stringify(goNames)) {
    problems.push(
      `${where}: schema fields ${schemaNames.join(', ')} but Go fields ${goNames.join(', ')}`,
    );
  }
  const required = [...(node.required ?? [])].sort();
  const goRequired = fields
    .filter((f) => !f.omitempty)
    .map((f) => f.json)
    .sort();
  if (JSON.stringify(required) !== JSON.stringify(goRequired)) {
    problems.push(
      `${where}: schema requires ${required.join(', ') || 'nothing'}, Go ${goRequired.join(', ') || 'nothing'}`,
    );
  }
  for (const field of fields) {
    const child = node.properties?.[field.json];
    if (!child) continue;
    const shape = goShape(field.goType);
    if (child.type !== shape.type) {
      problems.push(`${where}.${field.json}: schema type ${child.type}, Go ${field.goType}`);
      continue;
    }
    if (shape.struct) compareStruct(shape.struct, child, `${where}.${field.json}`, problems);
    if (shape.items) {
      const items = goShape(shape.items);
      if (child.items?.type !== items.type) {
        problems.push(
          `${where}.${field.json}[]: schema type ${child.items?.type}, Go ${shape.items}`,
        );
      } else if (items.struct) {
        compareStruct(items.struct, child.items, `${where}.${field.json}[]`, problems);
      }
    }
  }
}

describe('MCPServer custom resource facts (v0.0.48)', () => {
  it('names the resource as the CRD does', () => {
    expect(crd.apiVersion).toBe(`${crd.group}/${crd.version}`);
    expect(crd.kind).toBe('MCPServer');
  });

  it('has the same fields, types and required marks in the CRD schema as in the Go types', () => {
    const problems: string[] = [];
    compareStruct('MCPServerSpec', specSchema, 'spec', problems);
    expect(problems).toEqual([]);
  });

  it('offers the transports that thv run offers', () => {
    expect([...(specSchema.properties!.transport!.enum as string[])].sort()).toEqual(
      [...serverTransports].sort(),
    );
  });

  it('names the same built-in permission profiles as the profile facts', () => {
    expect(crd.builtinPermissionProfiles).toEqual(profile.builtins);
  });
});

describe('permission profile facts (v0.0.48)', () => {
  const ajv = new Ajv({ strict: true, allErrors: true });
  const validate = ajv.compile(profile.schema);

  it('has the fields of the operator’s profile type, in snake case', () => {
    // The operator declares the same profile with camelCase JSON names (PermissionProfileSpec).
    const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const operatorNames = (struct: string) => goTypes[struct]!.map((f) => snake(f.json)).sort();
    const schema = profile.schema as SchemaNode;
    expect(
      Object.keys(schema.properties!)
        .filter((n) => n !== 'name')
        .sort(),
    ).toEqual(operatorNames('PermissionProfileSpec'));
    const outbound = schema.properties!.network!.properties!.outbound!;
    expect(Object.keys(outbound.properties!).sort()).toEqual(
      operatorNames('OutboundNetworkPermissions'),
    );
  });

  it('accepts the profile of every server in the sandbox’s copy of the v0.0.48 registry', () => {
    const registry = JSON.parse(
      readFileSync(
        path.resolve(__dirname, '../../../packages/api-sandbox/data/registry.json'),
        'utf8',
      ),
    ) as { servers: Record<string, { permissions?: unknown }> };
    const servers = Object.entries(registry.servers).filter(([, s]) => s.permissions);
    expect(servers.length).toBeGreaterThan(5);
    for (const [name, server] of servers) {
      expect(validate(server.permissions), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(
        true,
      );
    }
  });

  it('refuses a misspelled field and a mount with a shell character', () => {
    expect(validate({ network: { outbound: { allow_hosts: ['a.example'] } } })).toBe(false);
    expect(validate({ read: ['/data;rm -rf /:/data'] })).toBe(false);
  });
});

describe('operator chart facts (v0.0.48)', () => {
  const values = chart.values as Record<string, { type: string; default?: unknown }>;

  it('has every value the templates read, or its parent passed on whole', () => {
    const missing = chart.templateReferences.filter((ref) => {
      if (values[ref] || chart.commentedOutValues.includes(ref)) return false;
      return true;
    });
    expect(missing).toEqual([]);
  });

  it('gives each enumerated value a default among its choices', () => {
    for (const [key, choices] of Object.entries(chart.enums)) {
      expect(choices, key).toContain(values[key]?.default);
    }
  });

  it('gives the chart versions as semantic versions', () => {
    for (const { version } of Object.values(chart.charts)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});

describe('thv argument and flag value facts (v0.0.48)', () => {
  const commands = new Map(cli.commands.map((c) => [c.path, c]));

  it('names only commands and string flags that the CLI facts have', () => {
    for (const commandPath of Object.keys(thvValues.arguments)) {
      expect(commands.has(commandPath), commandPath).toBe(true);
    }
    for (const key of Object.keys(thvValues.flagValues)) {
      const [, commandPath, flag] = key.match(/^(.*) --(\S+)$/)!;
      const flagFact = commands.get(commandPath!)?.flags.find((f) => f.name === flag);
      expect(flagFact?.type, key).toBe('string');
    }
  });

  it('counts the same arguments as each usage line', () => {
    for (const [commandPath, rule] of Object.entries(thvValues.arguments)) {
      const use = commands.get(commandPath)!.use;
      const words = use
        .split(' ')
        .slice(1)
        .filter((w) => w !== '[flags]' && !w.startsWith('[--'));
      if (rule.max === 0) expect(words, commandPath).toEqual([]);
      if (rule.min >= 1) expect(words.length, commandPath).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives each enumerated flag a default among its choices', () => {
    for (const [key, rule] of Object.entries(thvValues.flagValues)) {
      const [, commandPath, flag] = key.match(/^(.*) --(\S+)$/)!;
      const fact = commands.get(commandPath!)!.flags.find((f) => f.name === flag)!;
      expect(rule.values, key).toContain(fact.default);
    }
  });

  it('lists the clients and transports that clients.ts lists', () => {
    const ids = mcpClients.map((c) => c.id).sort();
    expect([...thvValues.arguments['thv config register-client'].values].sort()).toEqual(ids);
    expect([...thvValues.arguments['thv config remove-client'].values].sort()).toEqual(ids);
    expect([...thvValues.flagValues['thv run --transport'].values].sort()).toEqual(
      [...serverTransports].sort(),
    );
  });
});

describe('thv configuration file facts (v0.0.48)', () => {
  const properties = configFile.schema.properties;

  it('accepts the clients thv config register-client accepts and the providers thv secret provider accepts', () => {
    expect([...properties.clients.properties.registered_clients.items.enum].sort()).toEqual(
      [...thvValues.arguments['thv config register-client'].values].sort(),
    );
    expect([...properties.secrets.properties.provider_type.enum].sort()).toEqual(
      [...thvValues.arguments['thv secret provider'].values].sort(),
    );
  });

  it('compiles, and refuses a misspelled key', () => {
    const validate = new Ajv({ strict: true }).compile(configFile.schema);
    expect(validate({ clients: { auto_discovery: true, registered_clients: ['cursor'] } })).toBe(
      true,
    );
    expect(validate({ clients: { registered_client: ['cursor'] } })).toBe(false);
  });
});
