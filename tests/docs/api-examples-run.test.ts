import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { allDocsFences, pageFences, type Fence } from './lib/fences';
import { httpExamples, loadApiModel, responseExamples, type ApiModel } from './lib/http';
import {
  apiBlocks,
  checkRuns,
  checkStatedStatuses,
  runBlock,
  startSandbox,
  type RunningSandbox,
} from './lib/run-api';

const fences = allDocsFences();
const { commands } = fenceCommands(fences);
const { examples } = httpExamples(commands);
const { run, skipped, alternatives } = apiBlocks(commands, examples);
let model: ApiModel;
let sandbox: RunningSandbox;

beforeAll(async () => {
  [model, sandbox] = await Promise.all([loadApiModel(), startSandbox()]);
});

afterAll(async () => {
  await sandbox?.stop();
});

/** Runs the API blocks of a page against the sandbox and returns every problem, as the docs test does. */
async function runPage(pageFencesList: Fence[]): Promise<string[]> {
  const pageCommands = fenceCommands(pageFencesList).commands;
  const pageExamples = httpExamples(pageCommands).examples;
  const { responses } = responseExamples(pageFencesList, pageExamples, model);
  const problems: string[] = [];
  for (const block of apiBlocks(pageCommands, pageExamples).run) {
    const result = await runBlock(block, sandbox.origin);
    for (const p of [
      ...result.problems,
      ...checkRuns(result.runs, responses, model),
      ...checkStatedStatuses(block, result.runs, responses).problems,
    ]) {
      problems.push(`${where(block.fence, 0)}: ${p}`);
    }
  }
  return problems;
}

// Runs first, while the sandbox is empty, and only reads.
describe('the runner, over a page that is wrong on purpose', () => {
  it('names a status, a response body and a stated status that the sandbox does not give', async () => {
    const source = [
      '# Fixture',
      '',
      '```bash',
      'curl http://127.0.0.1:8080/api/v1beta/workloads/nope',
      '```',
      '',
      '```bash',
      'curl http://127.0.0.1:8080/api/v1beta/workloads',
      '```',
      '',
      '```json',
      '{ "workloads": [{ "name": "fetch", "package": "mcp/fetch:latest", "url": "http://127.0.0.1:24301/sse#fetch",',
      '  "port": 24301, "tool_type": "mcp", "transport_type": "stdio", "status": "running",',
      '  "created_at": "2025-06-30T09:14:02Z" }] }',
      '```',
      '',
      'The version endpoint answers `201 Created`:',
      '',
      '```bash',
      'curl http://127.0.0.1:8080/api/v1beta/version',
      '```',
    ].join('\n');
    expect(await runPage(pageFences('fixtures/wrong.mdx', source))).toEqual([
      'fixtures/wrong.mdx:3: `curl http://127.0.0.1:8080/api/v1beta/workloads/nope`: answered 404 (Workload "nope" not found.), the API documents 200',
      'fixtures/wrong.mdx:7: `curl http://127.0.0.1:8080/api/v1beta/workloads`: the answer.workloads: shown as an array, the API answered null',
      'fixtures/wrong.mdx:19: the page says the request answers 201, but it answered 200',
    ]);
  });
});

describe('the API examples, run in order against the API sandbox', () => {
  it('answer with the status and the shape of body that each page shows', async () => {
    const { responses } = responseExamples(fences, examples, model);
    const problems: string[] = [];
    let requests = 0;
    let statuses = 0;
    for (const block of run) {
      const result = await runBlock(block, sandbox.origin);
      requests += result.runs.length;
      const at = where(block.fence, 0);
      for (const p of result.problems) problems.push(`${at}: ${p}`);
      for (const p of checkRuns(result.runs, responses, model)) problems.push(`${at}: ${p}`);
      const stated = checkStatedStatuses(block, result.runs, responses);
      statuses += stated.stated;
      for (const p of stated.problems) problems.push(`${at}: ${p}`);
    }
    console.log(
      `HTTP examples run: ${requests} requests in ${run.length} code blocks against the sandbox, ` +
        `${statuses} statuses stated in the text held to their answers; ` +
        `${alternatives.length} blocks are other tabs of the same request; ${skipped.length} not run:\n` +
        skipped.map((s) => `  ${where(s.fence, 0)}: ${s.reason}`).join('\n'),
    );
    expect(requests).toBeGreaterThan(15);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('give a reason for every block they leave out', () => {
    expect(skipped.filter((s) => s.reason.length < 10).map((s) => where(s.fence, 0))).toEqual([]);
  });
});
