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

/** The name ToolHive gives a workload created without one: the image path plus a Unix timestamp. */
export function generatedWorkloadName(image: string, now: Date): string {
  const base = (image.split(':')[0] ?? '').replace(/\//g, '-').replace(/[^a-zA-Z0-9-]/g, '-');
  return `${base}-${Math.floor(now.getTime() / 1000)}`;
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
