import { randomInt } from 'node:crypto';
import { transportTypes, type TransportType, type WorkloadRecord } from './state/model.js';

const namePattern = /^[a-zA-Z0-9._-]+$/;
const maxNameLength = 100;

/**
 * ToolHive v0.0.48's workload name rule (pkg/workloads/manager.go): letters,
 * digits, dots, hyphens and underscores, at most 100 characters, and nothing
 * that walks up a folder. Returns the reason a name is refused, or null.
 */
export function workloadNameProblem(name: string): string | null {
  if (name === '') return 'the name is empty';
  if (!namePattern.test(name)) {
    return 'use only letters, digits, dots, hyphens and underscores';
  }
  if (name.startsWith('..')) return 'the name must not start with ".."';
  if (name.length > maxNameLength) return `use at most ${maxNameLength} characters`;
  return null;
}

/**
 * How much of the image path a generated name keeps. ToolHive v0.0.48 keeps
 * all of it (pkg/container/name.go), so a long image gives a name its own
 * name rule then refuses on every later call; cut here, a generated name
 * stays far below the rule's 100 characters, counter included.
 */
export const maxGeneratedNameBaseLength = 50;

/**
 * The name ToolHive gives a workload created without one: the image path
 * plus a Unix timestamp, with the path cut to maxGeneratedNameBaseLength.
 */
export function generatedWorkloadName(image: string, now: Date): string {
  const base = (image.split(':')[0] ?? '')
    .replace(/\//g, '-')
    .replace(/[^a-zA-Z0-9-]/g, '-')
    .slice(0, maxGeneratedNameBaseLength);
  return `${base}-${Math.floor(now.getTime() / 1000)}`;
}

/**
 * The lengths an image reference may have: the container runtime ToolHive
 * hands the image to refuses a repository name over 255 characters and a tag
 * over 128 (the distribution/reference module in ToolHive v0.0.48's go.mod:
 * NameTotalLengthMax, the tag pattern [\w][\w.-]{0,127}). Digests have no
 * length there; 135 holds the longest registered one (sha512:<128 hex>).
 */
export const imageLimits = { repository: 255, tag: 128, digest: 135 } as const;

/** The reason an image reference is refused for its length, or null. */
export function imageProblem(image: string): string | null {
  const at = image.indexOf('@');
  const reference = at >= 0 ? image.slice(0, at) : image;
  const digest = at >= 0 ? image.slice(at + 1) : '';
  const colon = reference.lastIndexOf(':');
  const tagged = colon > reference.lastIndexOf('/');
  const repository = tagged ? reference.slice(0, colon) : reference;
  const tag = tagged ? reference.slice(colon + 1) : '';
  if (repository.length > imageLimits.repository) {
    return `has a repository name of ${repository.length} characters: use at most ${imageLimits.repository}`;
  }
  if (tag.length > imageLimits.tag) {
    return `has a tag of ${tag.length} characters: use at most ${imageLimits.tag}`;
  }
  if (digest.length > imageLimits.digest) {
    return `has a digest of ${digest.length} characters: use at most ${imageLimits.digest}`;
  }
  return null;
}

/** Like ToolHive, accepts the lower- and upper-case spelling; an empty value means stdio. */
export function parseTransport(value: string | undefined): TransportType | null {
  if (value === undefined || value === '') return 'stdio';
  const lower = value.toLowerCase() as TransportType;
  return transportTypes.includes(lower) && (value === lower || value === lower.toUpperCase())
    ? lower
    : null;
}

const minPort = 10000;
const maxPort = 65535;

/** A random proxy port from ToolHive's range that no other sandbox workload holds. */
export function pickPort(taken: Set<number>): number {
  if (taken.size >= maxPort - minPort) throw new Error('Every proxy port is taken.');
  for (;;) {
    const port = randomInt(minPort, maxPort);
    if (!taken.has(port)) return port;
  }
}

/** The URL ToolHive's proxy serves a workload on, by transport (pkg/client/config.go). */
function proxyUrl(workload: WorkloadRecord): string {
  const origin = `http://127.0.0.1:${workload.port}`;
  switch (workload.transport) {
    case 'stdio':
    case 'sse':
      return `${origin}/sse#${workload.name}`;
    case 'streamable-http':
      return `${origin}/mcp`;
    default:
      return '';
  }
}

function statusContext(workload: WorkloadRecord): string {
  switch (workload.status) {
    case 'starting':
      return 'Starting (simulated)';
    case 'running':
      return `Up since ${workload.statusSince} (simulated)`;
    default:
      return `Exited at ${workload.statusSince} (simulated)`;
  }
}

/** The workload as GET /api/v1beta/workloads shows it. */
export function workloadView(workload: WorkloadRecord) {
  return {
    name: workload.name,
    package: workload.image,
    url: proxyUrl(workload),
    port: workload.port,
    tool_type: 'mcp',
    transport_type: workload.transport,
    status: workload.status,
    status_context: statusContext(workload),
    created_at: workload.createdAt,
  };
}
