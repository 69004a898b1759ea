import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '@docs-kit/api-sandbox';
import { defaultDocsOrigins, defaultInstalledClients } from '@docs-kit/api-sandbox/options';
import type { FenceCommand } from './commands';
import { repoRoot, type Fence } from './fences';
import {
  apiSpecFile,
  findOperation,
  successStatus,
  type ApiModel,
  type HttpExample,
  type ResponseExample,
} from './http';

/** The address the docs' API examples use: `thv serve`'s default. */
export const documentedOrigins = ['http://127.0.0.1:8080', 'http://localhost:8080'];

export interface ApiBlock {
  fence: Fence;
  commands: FenceCommand['command'][];
  examples: HttpExample[];
}

export interface SkippedBlock {
  fence: Fence;
  reason: string;
}

/**
 * The code blocks with API requests, page by page in the order given and
 * block by block in document order, split into those to run and those not
 * run: blocks marked `{/* api-example: skip — reason *\/}` and the other tabs
 * of a <Tabs> group, which repeat the first tab's request for another system.
 */
export function apiBlocks(
  commands: FenceCommand[],
  examples: HttpExample[],
): { run: ApiBlock[]; skipped: SkippedBlock[]; alternatives: ApiBlock[] } {
  const run: ApiBlock[] = [];
  const skipped: SkippedBlock[] = [];
  const alternatives: ApiBlock[] = [];
  const fences = [...new Set(examples.filter((e) => e.api).map((e) => e.fence))];
  for (const fence of fences) {
    const block: ApiBlock = {
      fence,
      commands: commands.filter((c) => c.fence === fence).map((c) => c.command),
      examples: examples.filter((e) => e.fence === fence),
    };
    if (fence.marker?.directive === 'skip') skipped.push({ fence, reason: fence.marker.reason });
    else if (fence.tabsGroup !== undefined && !fence.firstTab) alternatives.push(block);
    else run.push(block);
  }
  return { run, skipped, alternatives };
}

export interface RunningSandbox {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the API sandbox (`@docs-kit/api-sandbox`, the server `npm run sandbox`
 * runs) on the site's OpenAPI file and the package's registry data, on a free
 * loopback port, with its state in a temporary folder and quick transitions.
 */
export async function startSandbox(): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'docs-api-examples-'));
  const sandbox = await createSandbox({
    specPath: apiSpecFile,
    registryPath: path.join(repoRoot, 'packages/api-sandbox/data/registry.json'),
    dataDir,
    delayMs: 20,
    installedClients: defaultInstalledClients,
    docsOrigins: defaultDocsOrigins,
  });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await sandbox.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Programs a runnable API block may call: the requests themselves and jq to build bodies. */
const runnablePrograms = new Set(['curl', 'jq']);

export interface ExampleRun {
  example: HttpExample;
  status: number;
  body: string;
}

export interface BlockRun {
  block: ApiBlock;
  runs: ExampleRun[];
  problems: string[];
}

/** Every `~/...` file a block reads, so a run can give it one with a made-up value. */
function homeFiles(block: ApiBlock): string[] {
  return block.commands.flatMap((c) =>
    c.words.map((w) => w.text).filter((t) => t.startsWith('~/')),
  );
}

/**
 * Runs one block in bash as a reader would, with curl and jq, against the
 * sandbox: the documented address is replaced by the sandbox's, HOME is a
 * fresh folder (with a made-up file for every `~/...` the block reads), and a
 * `.curlrc` there makes curl print each answer's status after its body.
 */
/** Runs a script in bash without blocking the event loop, which the in-process sandbox needs. */
function bash(
  script: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ status: number | null; stdout: string; stderr: string; error?: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', script], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ status: null, stdout, stderr, error: error.message });
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

export async function runBlock(block: ApiBlock, sandboxOrigin: string): Promise<BlockRun> {
  const problems: string[] = [];
  const others = block.commands
    .map((c) => c.words[0]!.text)
    .filter((p) => !runnablePrograms.has(p));
  if (others.length > 0 || block.fence.lang !== 'bash') {
    return {
      block,
      runs: [],
      problems: [
        `the block runs ${others.join(', ') || block.fence.lang}, not only curl and jq in bash; put {/* api-example: skip — <reason> */} right before it`,
      ],
    };
  }
  const home = mkdtempSync(path.join(tmpdir(), 'docs-api-home-'));
  try {
    writeFileSync(
      path.join(home, '.curlrc'),
      'silent\nshow-error\nwrite-out = "\\n@@docs-example-status %{http_code}@@\\n"\n',
    );
    for (const file of homeFiles(block)) {
      const target = path.join(home, file.slice(2));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `example-${path.basename(file).replace(/\.\w+$/, '')}\n`);
    }
    let script = block.fence.value;
    for (const origin of documentedOrigins) script = script.split(origin).join(sandboxOrigin);
    const result = await bash(script, {
      cwd: home,
      env: { PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8' },
      timeoutMs: 20_000,
    });
    if (result.error) problems.push(`bash could not run the block: ${result.error}`);
    if (result.status !== 0)
      problems.push(`the block exited with status ${result.status}: ${result.stderr.trim()}`);
    const parts = result.stdout.split(/\n?@@docs-example-status (\d{3})@@\n/);
    const runs: ExampleRun[] = [];
    const curls = block.examples;
    for (let i = 0; i < curls.length; i++) {
      const status = parts[2 * i + 1];
      if (status === undefined) {
        problems.push(`no answer for \`${curls[i]!.command.source}\``);
        continue;
      }
      let body = parts[2 * i] ?? '';
      if (curls[i]!.command.words.some((w) => w.text === '-i' || w.text === '--include')) {
        body = body.replace(/^HTTP\/[\s\S]*?\r?\n\r?\n/, '');
      }
      runs.push({ example: curls[i]!, status: Number(status), body });
    }
    return { block, runs, problems };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * How an answer differs in shape from the response a page shows: a field
 * shown but missing, another JSON type, an empty list where items are shown.
 * Values may differ (ports, times, counts); fields the page leaves out may
 * be there.
 */
export function shapeProblems(shown: unknown, actual: unknown, at = 'the answer'): string[] {
  if (kind(shown) !== kind(actual))
    return [`${at}: shown as ${kind(shown)}, the API answered ${kind(actual)}`];
  if (Array.isArray(shown) && Array.isArray(actual)) {
    if (shown.length === 0) return [];
    if (actual.length === 0) return [`${at}: shown with items, the API answered an empty list`];
    return shapeProblems(shown[0], actual[0], `${at}[0]`);
  }
  if (shown && typeof shown === 'object') {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(shown)) {
      const other = (actual as Record<string, unknown>)[key];
      if (!(key in (actual as object)))
        problems.push(`${at}.${key}: shown, but not in the API's answer`);
      else problems.push(...shapeProblems(value, other, `${at}.${key}`));
    }
    return problems;
  }
  return [];
}

/** Success statuses a paragraph states in inline code: `201 Created`, `202`, `204 No Content`. */
export function statedStatuses(text: string | undefined): number[] {
  return [...(text ?? '').matchAll(/`(2\d\d)(?: [A-Z][A-Za-z ]*)?`/g)].map((m) => Number(m[1]));
}

/**
 * Holds a block's runs to the success statuses its page states in the
 * paragraphs around it and around the responses it shows: each must be the
 * status of one of the block's requests. (Error statuses in those paragraphs
 * describe other cases, such as an unknown name, and are not checked.)
 */
export function checkStatedStatuses(
  block: ApiBlock,
  runs: ExampleRun[],
  responses: ResponseExample[],
): { stated: number; problems: string[] } {
  const paragraphs = [
    block.fence.before,
    block.fence.after,
    ...responses
      .filter((r) => block.examples.includes(r.example))
      .flatMap((r) => [r.fence.before, r.fence.after]),
  ];
  const stated = [...new Set(paragraphs.flatMap(statedStatuses))];
  const actual = new Set(runs.map((r) => r.status));
  const problems = stated
    .filter((status) => !actual.has(status))
    .map(
      (status) =>
        `the page says the request answers ${status}, but it answered ${[...actual].join(', ') || 'nothing'}`,
    );
  return { stated: stated.length, problems };
}

/** Holds each run to its operation's success status and to the response the page shows. */
export function checkRuns(
  runs: ExampleRun[],
  responses: ResponseExample[],
  model: ApiModel,
): string[] {
  const problems: string[] = [];
  for (const { example, status, body } of runs) {
    const operation = findOperation(model, example.method, example.path);
    const expected = operation && successStatus(operation.operation);
    const label = `\`${example.command.source.split('\n')[0]}\``;
    if (expected !== undefined && status !== expected) {
      problems.push(
        `${label}: answered ${status} (${body.trim().slice(0, 200)}), the API documents ${expected}`,
      );
      continue;
    }
    const response = responses.find((r) => r.example === example);
    if (!response) continue;
    let actual: unknown;
    try {
      actual = JSON.parse(body);
    } catch {
      problems.push(`${label}: the answer is not JSON: ${body.slice(0, 200)}`);
      continue;
    }
    for (const p of shapeProblems(response.value, actual)) problems.push(`${label}: ${p}`);
  }
  return problems;
}
