/**
 * The mixed workload traffic shared by the load test (counts) and the bench
 * script (timings): per workload a short chain of calls, chains run by a
 * fixed number of concurrent workers in a shuffled order.
 */

/** Sends one call and returns its HTTP status. */
export type SendRequest = (method: string, path: string, body?: unknown) => Promise<number>;

interface Step {
  method: string;
  path: string;
  body?: unknown;
  expected: number;
}

export interface LoadResult {
  requests: number;
  byStatus: Record<number, number>;
  /** Calls whose status differed from the expected one. */
  unexpected: string[];
  /** Workloads expected once every accepted action has happened, by name. */
  expectedFinal: Record<string, 'running' | 'stopped'>;
}

const base = '/api/v1beta/workloads';

/** Five kinds of chain, by index: keep, stop, delete, stop then delete, stop then restart. */
interface Chain {
  name: string;
  steps: Step[];
  final: 'running' | 'stopped' | null;
}

function chainFor(index: number): Chain {
  const name = `load-${index}`;
  const create: Step = {
    method: 'POST',
    path: base,
    body: { name, image: 'mcp/fetch:latest' },
    expected: 201,
  };
  const stop: Step = { method: 'POST', path: `${base}/${name}/stop`, expected: 202 };
  const restart: Step = { method: 'POST', path: `${base}/${name}/restart`, expected: 202 };
  const remove: Step = { method: 'DELETE', path: `${base}/${name}`, expected: 202 };
  const steps = [create];
  // Every tenth workload is also created twice, which must be refused.
  if (index % 10 === 0) steps.push({ ...create, expected: 409 });
  switch (index % 5) {
    case 0:
      return { name, steps, final: 'running' };
    case 1:
      return { name, steps: [...steps, stop], final: 'stopped' };
    case 2:
      return { name, steps: [...steps, remove], final: null };
    case 3:
      return { name, steps: [...steps, stop, remove], final: null };
    default:
      return { name, steps: [...steps, stop, restart], final: 'running' };
  }
}

/** A fixed shuffle (Park-Miller generator), so every run sends the same interleaving of chains. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  let seed = 48271;
  for (let i = result.length - 1; i > 0; i -= 1) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export async function runLoadScenario(
  send: SendRequest,
  { workloads, concurrency }: { workloads: number; concurrency: number },
): Promise<LoadResult> {
  const chains = shuffled(Array.from({ length: workloads }, (_, index) => chainFor(index)));
  const result: LoadResult = { requests: 0, byStatus: {}, unexpected: [], expectedFinal: {} };
  for (const chain of chains) {
    if (chain.final) result.expectedFinal[chain.name] = chain.final;
  }
  let next = 0;
  const worker = async () => {
    while (next < chains.length) {
      const chain = chains[next++] as Chain;
      for (const step of chain.steps) {
        const status = await send(step.method, step.path, step.body);
        result.requests += 1;
        result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
        if (status !== step.expected) {
          result.unexpected.push(
            `${step.method} ${step.path}: ${status}, expected ${step.expected}`,
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
