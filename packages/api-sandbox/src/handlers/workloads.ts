import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, optionalString, paramOf, sendText, type HandlerTable } from '../http.js';
import type { WorkloadAction, WorkloadRecord } from '../state/model.js';
import {
  generatedWorkloadName,
  imageProblem,
  parseTransport,
  pickPort,
  workloadNameProblem,
  workloadView,
} from '../workloads.js';
import type { SandboxContext } from './context.js';

const base = '/api/v1beta/workloads';

function invalidName(name: string, problem: string): string {
  return `Invalid workload name "${name}": ${problem}.`;
}

function invalidField(reply: FastifyReply, field: string, problem: string): FastifyReply {
  return sendText(reply, 400, `Invalid request body: field "${field}" ${problem}.`);
}

/**
 * The first problem in a create request, or null: what the schema does not
 * say (an empty image, the image's lengths, the name rule, KEY=VALUE) and what
 * the handler relies on whatever the schema says (a known transport, a port
 * number). Fields the sandbox does not keep (arguments, environment values,
 * volumes) are bounded by the body limit alone.
 */
function createRequestProblem(body: Record<string, unknown>): [string, string] | null {
  const image = optionalString(body.image);
  if (!image) return ['image', 'is required: name the image to run'];
  const tooLong = imageProblem(image);
  if (tooLong) return ['image', tooLong];
  if (parseTransport(optionalString(body.transport)) === null) {
    return ['transport', 'must be one of: stdio, sse, streamable-http, inspector'];
  }
  const name = optionalString(body.name);
  const nameProblem = name ? workloadNameProblem(name) : null;
  if (nameProblem) return ['name', `is not a valid workload name: ${nameProblem}`];
  const targetPort = body.target_port;
  if (
    targetPort !== undefined &&
    !(Number.isInteger(targetPort) && Number(targetPort) >= 0 && Number(targetPort) <= 65535)
  ) {
    return ['target_port', 'must be a port number from 0 to 65535'];
  }
  const envVars = Array.isArray(body.env_vars) ? body.env_vars : [];
  const badEnv = envVars.findIndex((entry) => typeof entry !== 'string' || !/^[^=]+=/.test(entry));
  if (badEnv >= 0) return [`env_vars[${badEnv}]`, 'must look like KEY=VALUE'];
  return null;
}

export function workloadHandlers(context: SandboxContext): HandlerTable {
  const { store, lifecycle, limits } = context;
  const workloads = store.state.workloads;

  /** ToolHive's generated name, with a counter when another create took it in the same second. */
  function uniqueGeneratedName(image: string, now: Date): string {
    const base = generatedWorkloadName(image, now);
    let name = base;
    for (let counter = 2; workloads.has(name); counter += 1) name = `${base}-${counter}`;
    return name;
  }

  /** Like ToolHive, an action on a name it does not know is skipped and still answers 202. */
  function single(action: WorkloadAction) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const name = paramOf(request, 'name');
      const problem = workloadNameProblem(name);
      if (problem) return sendText(reply, 400, invalidName(name, problem));
      const workload = workloads.get(name);
      if (workload) {
        lifecycle.enqueue(workload, action);
        await store.commit();
      }
      return reply.code(202).send();
    };
  }

  function bulk(action: WorkloadAction) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const names = bodyOf(request).names;
      if (!Array.isArray(names) || names.length === 0) {
        return invalidField(reply, 'names', 'must list at least one workload name');
      }
      for (const [index, name] of names.entries()) {
        const problem = typeof name === 'string' ? workloadNameProblem(name) : 'not a string';
        if (problem)
          return invalidField(reply, `names[${index}]`, `is not a valid workload name: ${problem}`);
      }
      for (const name of new Set(names as string[])) {
        const workload = workloads.get(name);
        if (workload) lifecycle.enqueue(workload, action);
      }
      await store.commit();
      return reply.code(202).send();
    };
  }

  return {
    [`GET ${base}`]: async (request, reply) => {
      const listAll = (request.query as Record<string, unknown>).all === 'true';
      const listed = [...workloads.values()]
        .filter((workload) => listAll || workload.status === 'running')
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(workloadView);
      // ToolHive encodes an empty Go slice as null, and the OpenAPI file documents that.
      return reply.send({ workloads: listed.length > 0 ? listed : null });
    },

    [`POST ${base}`]: async (request, reply) => {
      const body = bodyOf(request);
      const problem = createRequestProblem(body);
      if (problem) return invalidField(reply, ...problem);
      const image = body.image as string;
      const now = new Date();
      if (workloads.size >= limits.workloads) {
        return sendText(
          reply,
          409,
          `The sandbox holds at most ${limits.workloads} workloads: delete one before you create another.`,
        );
      }
      const name = optionalString(body.name) || uniqueGeneratedName(image, now);
      if (workloads.has(name)) {
        return sendText(
          reply,
          409,
          `A workload named "${name}" already exists: choose another name or delete it first.`,
        );
      }
      const taken = new Set([...workloads.values()].map((workload) => workload.port));
      const workload: WorkloadRecord = {
        name,
        image,
        transport: parseTransport(optionalString(body.transport)) ?? 'stdio',
        port: pickPort(taken),
        status: 'starting',
        createdAt: now.toISOString(),
        statusSince: now.toISOString(),
        pending: [],
      };
      workloads.set(name, workload);
      lifecycle.schedule(name);
      await store.commit();
      return reply.code(201).send({ name, port: workload.port });
    },

    [`GET ${base}/{name}`]: async (request, reply) => {
      const name = paramOf(request, 'name');
      const problem = workloadNameProblem(name);
      if (problem) return sendText(reply, 400, invalidName(name, problem));
      const workload = workloads.get(name);
      if (!workload) return sendText(reply, 404, `Workload "${name}" not found.`);
      return reply.send(workloadView(workload));
    },

    [`DELETE ${base}/{name}`]: single('delete'),
    [`POST ${base}/{name}/stop`]: single('stop'),
    [`POST ${base}/{name}/restart`]: single('restart'),
    [`POST ${base}/stop`]: bulk('stop'),
    [`POST ${base}/restart`]: bulk('restart'),
    [`POST ${base}/delete`]: bulk('delete'),
  };
}
