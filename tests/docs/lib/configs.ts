import { LineCounter, isMap, isScalar, parseAllDocuments, type Document } from 'yaml';
import { mcpClients, type McpClient } from '../../../site/src/data/clients';
import crd from '../../../site/src/data/mcpserver-crd-v0.0.48.json';
import profileFacts from '../../../site/src/data/permission-profile-v0.0.48.json';
import chart from '../../../site/src/data/toolhive-operator-chart-v0.0.48.json';
import configFile from '../../../site/src/data/thv-config-file-v0.0.48.json';
import type { FenceCommand } from './commands';
import type { Fence } from './fences';
import { closed, kubernetesAjv, openApiAjv, schemaErrors, type SchemaError } from './schemas';

export interface ConfigProblem {
  fence: Fence;
  /** Line within the fence (1-based); 1 when the whole block is meant. */
  line: number;
  message: string;
}

export interface ConfigCounts {
  manifests: number;
  manifestFragments: number;
  profiles: number;
  clientConfigs: number;
  /** Parts of thv's own config.yaml: registered clients, the secrets provider. */
  thvConfigs: number;
  helmValues: number;
  helmCommands: number;
  /** Blocks of YAML or JSON that none of the checks reads (other Kubernetes kinds, registry files). */
  other: number;
}

export interface ConfigModel {
  manifest: (value: unknown) => SchemaError[];
  specFragment: (value: unknown) => SchemaError[];
  profile: (value: unknown) => SchemaError[];
  thvConfig: (value: unknown) => SchemaError[];
}

type SchemaNode = Record<string, unknown> & { properties?: Record<string, SchemaNode> };

let compiled: ConfigModel | undefined;

/** The facts' schemas, compiled once: the MCPServer CRD (closed, as kubectl's strict validation is) and the profile format. */
export function configModel(): ConfigModel {
  compiled ??= compileConfigModel();
  return compiled;
}

function compileConfigModel(): ConfigModel {
  const k8s = kubernetesAjv();
  const resourceSchema = closed(crd.schema, 'additionalProperties') as SchemaNode;
  const manifest = k8s.compile(resourceSchema);
  const fragmentSchema = { ...resourceSchema.properties!.spec! };
  delete fragmentSchema.required;
  const fragment = k8s.compile(fragmentSchema);
  const profile = openApiAjv().compile(profileFacts.schema);
  const thvConfig = openApiAjv().compile(configFile.schema);
  const builtinProblems = (spec: unknown): SchemaError[] => {
    const ref = (spec as { permissionProfile?: { type?: string; name?: string } } | undefined)
      ?.permissionProfile;
    if (ref?.type === 'builtin' && ref.name && !crd.builtinPermissionProfiles.includes(ref.name)) {
      return [
        {
          segments: ['spec', 'permissionProfile', 'name'],
          message: `spec.permissionProfile.name: a builtin profile is one of ${crd.builtinPermissionProfiles.join(', ')}, not \`${ref.name}\``,
        },
      ];
    }
    return [];
  };
  return {
    manifest: (value) => {
      const problems: SchemaError[] = [];
      const resource = value as { apiVersion?: string; metadata?: { name?: unknown } };
      if (resource.apiVersion !== crd.apiVersion) {
        problems.push({
          segments: ['apiVersion'],
          message: `apiVersion: must be ${crd.apiVersion}, not ${String(resource.apiVersion)}`,
        });
      }
      if (typeof resource.metadata?.name !== 'string') {
        problems.push({ segments: ['metadata'], message: 'metadata.name: missing' });
      }
      if (!manifest(value)) problems.push(...schemaErrors(manifest.errors));
      problems.push(...builtinProblems((value as { spec?: unknown }).spec));
      return problems;
    },
    specFragment: (value) => {
      const spec = (value as { spec?: unknown }).spec;
      const problems = fragment(spec) ? [] : schemaErrors(fragment.errors, ['spec']);
      return [...problems, ...builtinProblems(spec)];
    },
    profile: (value) => (profile(value) ? [] : schemaErrors(profile.errors)),
    thvConfig: (value) => (thvConfig(value) ? [] : schemaErrors(thvConfig.errors)),
  };
}

/** The line (1-based, within the block) of the field a path names, or of its nearest parent. */
function lineOf(document: Document, lines: LineCounter, segments: string[]): number {
  for (let n = segments.length; n >= 0; n--) {
    const parentPath = segments.slice(0, Math.max(0, n - 1));
    const parent = n === 0 ? document.contents : document.getIn(parentPath, true);
    if (n > 0 && isMap(parent)) {
      const pair = parent.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === segments[n - 1],
      );
      const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
      if (range) return lines.linePos(range[0]).line;
    }
    const node = n === 0 ? document.contents : document.getIn(segments.slice(0, n), true);
    const range = (node as { range?: [number, number, number] } | null)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return 1;
}

const profileKeys = new Set(['name', 'read', 'write', 'network']);

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A JSON object made only of permission profile fields. */
function looksLikeProfile(value: unknown): boolean {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => profileKeys.has(k)) && keys.some((k) => k !== 'name');
}

/** Where the server entries sit in a client configuration, by the keys of clients.ts. */
function serverEntries(
  value: Record<string, unknown>,
): { key: string; entries: unknown } | undefined {
  if ('mcpServers' in value) return { key: 'mcpServers', entries: value.mcpServers };
  if (isObject(value.mcp) && 'servers' in value.mcp)
    return { key: 'mcp.servers', entries: value.mcp.servers };
  return undefined;
}

/**
 * Checks a client configuration against the formats ToolHive writes
 * (site/src/data/clients.ts): the servers key, the fields of each entry, the
 * entry's `type` and its URL. A block inside a TabItem whose value is a client
 * ID is held to that client's format; another block to any client with the
 * same servers key. Entries that start a program (`command`) configure
 * something other than a ToolHive server, and are left alone.
 */
export function clientConfigProblems(
  value: unknown,
  fence: Fence,
): { problems: SchemaError[]; checked: boolean } {
  if (!isObject(value)) return { problems: [], checked: false };
  const found = serverEntries(value);
  if (!found || !isObject(found.entries)) return { problems: [], checked: false };
  const entries = Object.entries(found.entries);
  if (entries.some(([, entry]) => isObject(entry) && 'command' in entry)) {
    return { problems: [], checked: false };
  }
  const named = mcpClients.find((c) => c.id === fence.tabValue);
  const candidates: McpClient[] = named
    ? [named]
    : mcpClients.filter((c) => c.serversKey === found.key);
  const problems: SchemaError[] = [];
  const base = found.key.split('.');
  const at = (segments: string[], message: string) =>
    problems.push({ segments: [...base, ...segments], message });
  if (named && named.serversKey !== found.key) {
    at([], `${named.name} keeps its servers under \`${named.serversKey}\`, not \`${found.key}\``);
  }
  if (candidates.length === 0) at([], `no client keeps its servers under \`${found.key}\``);
  for (const [name, entry] of entries) {
    if (!isObject(entry)) {
      at([name], `${found.key}.${name}: must be an object`);
      continue;
    }
    const fields = Object.keys(entry).sort();
    const fits = candidates.filter((c) =>
      named
        ? fields.join() === [...c.entryFields].sort().join()
        : fields.every((f) => c.entryFields.includes(f)),
    );
    if (fits.length === 0 && candidates.length > 0) {
      // By name, so the message does not follow the order a page lists clients in.
      const expected = [...new Set(candidates.map((c) => `${c.name}: ${c.entryFields.join(', ')}`))]
        .sort()
        .join('; ');
      at(
        [name],
        `${found.key}.${name}: fields ${fields.join(', ')} fit no client format (${expected})`,
      );
    }
    const url = entry.url;
    if (typeof url !== 'string') {
      at([name, 'url'], `${found.key}.${name}.url: missing`);
      continue;
    }
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      at([name, 'url'], `${found.key}.${name}.url: \`${url}\` is not a URL`);
    }
    if (parsed && !/\/(sse|mcp)$/.test(parsed.pathname)) {
      at(
        [name, 'url'],
        `${found.key}.${name}.url: a ToolHive proxy URL ends in /sse or /mcp, not ${parsed.pathname}`,
      );
    }
    if (parsed?.hash && parsed.hash !== `#${name}`) {
      at(
        [name, 'url'],
        `${found.key}.${name}.url: the fragment ${parsed.hash} names another server than \`${name}\``,
      );
    }
    if ('type' in entry && entry.type !== 'sse') {
      at(
        [name, 'type'],
        `${found.key}.${name}.type: ToolHive writes "sse", not ${JSON.stringify(entry.type)}`,
      );
    }
  }
  return { problems, checked: true };
}

const chartValues = chart.values as Record<string, { type: string; default?: unknown }>;
const enums = chart.enums as Record<string, string[]>;

/** Why a chart value path and value are wrong for the operator chart, or undefined. */
function helmValueProblem(key: string, value: unknown): string | undefined {
  const path = key.replace(/\[\d+\]/g, '');
  const chartName = `${chart.charts.operator.name} ${chart.charts.operator.version}`;
  const fact = chartValues[path];
  if (fact) {
    if (fact.type === 'boolean' && !['true', 'false', true, false].includes(value as string)) {
      return `${key} is a boolean in ${chartName}, not \`${String(value)}\``;
    }
    if (fact.type === 'integer' && !/^\d+$/.test(String(value))) {
      return `${key} is a number in ${chartName}, not \`${String(value)}\``;
    }
    if (enums[path] && !enums[path].includes(String(value))) {
      return `${key} is one of ${enums[path].join(', ')} in ${chartName}, not \`${String(value)}\``;
    }
    return undefined;
  }
  if (chart.commentedOutValues.includes(path)) return undefined;
  // A value below a map or list that the templates pass on whole (resources, env, podAnnotations, ...).
  const segments = path.split('.');
  for (let i = segments.length - 1; i > 0; i--) {
    const parent = segments.slice(0, i).join('.');
    const parentFact = chartValues[parent];
    if (parentFact) {
      if (
        (parentFact.type === 'object' || parentFact.type === 'array') &&
        chart.templateReferences.includes(parent)
      ) {
        return undefined;
      }
      break;
    }
  }
  return `${chartName} has no value ${key}`;
}

/** Every leaf of a values file as `a.b.c` paths with their values. */
function flattenValues(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix ? [[prefix, value]] : [];
    return entries.flatMap(([k, v]) => flattenValues(v, prefix ? `${prefix}.${k}` : k));
  }
  if (Array.isArray(value)) return [[prefix, value]];
  return [[prefix, value]];
}

function valuesProblems(value: unknown): SchemaError[] {
  const problems: SchemaError[] = [];
  for (const [key, leaf] of flattenValues(value)) {
    const segments = key.split('.');
    if (Array.isArray(leaf) || isObject(leaf)) {
      const fact = chartValues[key];
      const expected = Array.isArray(leaf) ? 'array' : 'object';
      if (fact && fact.type !== expected) {
        problems.push({
          segments,
          message: `${key} is a ${fact.type} in the chart, not a list or map`,
        });
      } else if (!fact) {
        const problem = helmValueProblem(key, '');
        if (problem) problems.push({ segments, message: problem });
      }
      continue;
    }
    const problem = helmValueProblem(key, leaf);
    if (problem) problems.push({ segments, message: problem });
  }
  return problems;
}

const chartTopLevel = new Set(Object.keys(chartValues).filter((k) => !k.includes('.')));

/** The YAML and JSON blocks: manifests, spec fragments, chart values, profiles and client configurations. */
export function checkConfigBlocks(
  fences: Fence[],
  model: ConfigModel,
): { problems: ConfigProblem[]; counts: ConfigCounts } {
  const counts: ConfigCounts = {
    manifests: 0,
    manifestFragments: 0,
    profiles: 0,
    clientConfigs: 0,
    thvConfigs: 0,
    helmValues: 0,
    helmCommands: 0,
    other: 0,
  };
  const problems: ConfigProblem[] = [];
  for (const fence of fences) {
    const isYaml = fence.lang === 'yaml' || fence.lang === 'yml';
    const isJson = fence.lang === 'json' || fence.lang === 'jsonc';
    if (!isYaml && !isJson) continue;
    const lines = new LineCounter();
    const documents = parseAllDocuments(fence.value, { lineCounter: lines });
    if (!Array.isArray(documents) || documents.some((d) => d.errors.length > 0)) {
      // JSON blocks that are not whole documents are the response checks' business.
      if (isYaml) problems.push({ fence, line: 1, message: 'not valid YAML' });
      continue;
    }
    for (const document of documents) {
      const value: unknown = document.toJS();
      const add = (errors: SchemaError[]) => {
        for (const error of errors) {
          problems.push({
            fence,
            line: lineOf(document, lines, error.segments),
            message: error.message,
          });
        }
      };
      if (!isObject(value)) continue;
      const keys = Object.keys(value);
      if (isYaml) {
        if (value.kind === crd.kind) {
          counts.manifests++;
          add(model.manifest(value));
        } else if (!('kind' in value) && keys.length === 1 && keys[0] === 'spec') {
          counts.manifestFragments++;
          add(model.specFragment(value));
        } else if (keys.every((k) => k in configFile.schema.properties)) {
          counts.thvConfigs++;
          add(model.thvConfig(value));
        } else if (
          !('kind' in value) &&
          (/values\.ya?ml/.test(fence.meta) || keys.every((k) => chartTopLevel.has(k)))
        ) {
          counts.helmValues++;
          add(valuesProblems(value));
        } else {
          counts.other++;
        }
        continue;
      }
      if (looksLikeProfile(value)) {
        counts.profiles++;
        add(model.profile(value));
        continue;
      }
      const client = clientConfigProblems(value, fence);
      if (client.checked) {
        counts.clientConfigs++;
        add(client.problems);
        continue;
      }
      // Profiles inside a registry file: each server's `permissions`.
      if (isObject(value.servers)) {
        let nested = 0;
        for (const [name, server] of Object.entries(value.servers)) {
          if (isObject(server) && server.permissions !== undefined) {
            nested++;
            add(
              model.profile(server.permissions).map((e) => ({
                segments: ['servers', name, 'permissions', ...e.segments],
                message: `servers.${name}.permissions: ${e.message}`,
              })),
            );
          }
        }
        counts.profiles += nested;
        if (nested > 0) continue;
      }
      counts.other++;
    }
  }
  return { problems, counts };
}

/** The chart a helm command installs: the operator or the CRD chart, by its reference. */
function chartFor(reference: string) {
  return Object.values(chart.charts).find(
    (c) => reference === c.ref || reference.endsWith(`/${c.name}`),
  );
}

/**
 * `helm install`, `upgrade`, `show` and `template` commands: the chart version against the
 * v0.0.48 charts, and each `--set` against the operator chart's values.
 */
export function checkHelmCommands(commands: FenceCommand[]): {
  problems: ConfigProblem[];
  commands: number;
  values: number;
} {
  const problems: ConfigProblem[] = [];
  let count = 0;
  let values = 0;
  for (const { fence, command } of commands) {
    const words = command.words.map((w) => w.text);
    if (words[0] !== 'helm' || !['install', 'upgrade', 'show', 'template'].includes(words[1] ?? ''))
      continue;
    const positional: string[] = [];
    let version: string | undefined;
    const sets: string[] = [];
    for (let i = 2; i < words.length; i++) {
      const word = words[i]!;
      if (word === '--set' || word === '--set-string') sets.push(words[++i] ?? '');
      else if (word.startsWith('--set=')) sets.push(word.slice(6));
      else if (word === '--version') version = words[++i];
      else if (['--namespace', '-n', '--values', '-f', '--timeout'].includes(word)) i++;
      else if (!word.startsWith('-')) positional.push(word);
    }
    const target = chartFor(positional[1] ?? '');
    if (!target) continue;
    count++;
    const line = command.line;
    if (version && !version.startsWith('<') && version !== target.version) {
      problems.push({
        fence,
        line,
        message: `${target.name} at ToolHive v0.0.48 is chart version ${target.version}, not ${version}`,
      });
    }
    for (const set of sets) {
      values++;
      const eq = set.indexOf('=');
      const key = set.slice(0, eq);
      if (target.name !== chart.charts.operator.name) {
        problems.push({
          fence,
          line,
          message: `${target.name} has no values to set (--set ${key})`,
        });
        continue;
      }
      const problem = helmValueProblem(key, set.slice(eq + 1));
      if (problem) problems.push({ fence, line, message: `--set ${set}: ${problem}` });
    }
  }
  return { problems, commands: count, values };
}
