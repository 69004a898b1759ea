import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir, connectHttp, repoRoot } from './harness';

/**
 * The deployed /mcp as the deployment builds it: `vercel build` (the pinned Vercel CLI, no
 * account: a local .vercel/project.json) in a copy of the repository, with the site build
 * already made (the test's build command is vercel.json's minus `npm run build`). The function
 * folder it writes is then copied into an empty directory with the files its config lists,
 * as a deployment uploads them, and answered through the MCP SDK's client.
 */

interface VercelConfig {
  buildCommand: string;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
}

const deployConfig = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'vercel.json'), 'utf8'),
) as VercelConfig;
const rootScripts = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

let project: string;
let functionDir: string;
let buildLog = '';
let server: ChildProcess | undefined;
let url: URL;

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-build-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
  for (const file of files) {
    fs.cpSync(path.join(repoRoot, file), path.join(project, file), { recursive: true });
  }
  fs.cpSync(buildDir, path.join(project, 'site/build'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(project, 'node_modules'));
  // The deployment's build command, without the site build this test reuses.
  expect(deployConfig.buildCommand).toBe('npm run build:deploy');
  expect(rootScripts['build:deploy']).toBe('npm run build && npm run docs-mcp:function');
  fs.writeFileSync(
    path.join(project, 'vercel.json'),
    JSON.stringify({ ...deployConfig, buildCommand: 'npm run docs-mcp:function' }),
  );
  fs.mkdirSync(path.join(project, '.vercel'));
  fs.writeFileSync(
    path.join(project, '.vercel/project.json'),
    JSON.stringify({
      projectId: 'prj_local',
      orgId: 'team_local',
      // node_modules is there already: no install step.
      settings: { framework: null, installCommand: '' },
    }),
  );
  buildLog = await new Promise<string>((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/vercel'), ['build', '--yes'], {
      cwd: project,
      env: {
        ...process.env,
        VERCEL_INSTALL_COMPLETED: '1',
        VERCEL_TELEMETRY_DISABLED: '1',
        NO_UPDATE_NOTIFIER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(log) : reject(new Error(`vercel build exited ${code}:\n${log}`)),
    );
  });

  // The function folder alone, in a directory with no node_modules anywhere above it.
  const built = path.join(project, '.vercel/output/functions/api/mcp.func');
  functionDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployed-mcp-'));
  fs.cpSync(built, functionDir, { recursive: true });
  const config = JSON.parse(fs.readFileSync(path.join(built, '.vc-config.json'), 'utf8')) as {
    handler: string;
    filePathMap?: Record<string, string>;
  };
  for (const [inFunction, source] of Object.entries(config.filePathMap ?? {})) {
    fs.cpSync(path.join(project, source), path.join(functionDir, inFunction));
  }
  // As the platform's Node launcher calls it: the module's export, with plain request and response.
  server = spawn(
    'node',
    [
      '-e',
      `const handler = require(${JSON.stringify(`./${config.handler}`)});
       const server = require('node:http').createServer((req, res) => (handler.default ?? handler)(req, res));
       server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));`,
    ],
    { cwd: functionDir, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /port (\d+)/.exec(log);
      if (match) resolve(Number(match[1]));
    });
    server!.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server!.once('exit', (code) => reject(new Error(`the function exited ${code}: ${log}`)));
  });
  url = new URL(`http://127.0.0.1:${port}/mcp`);
}, 180_000);

afterAll(() => {
  server?.kill();
  if (project) fs.rmSync(project, { recursive: true, force: true });
  if (functionDir) fs.rmSync(functionDir, { recursive: true, force: true });
});

describe('the deployed /mcp function', () => {
  it('builds without TypeScript errors, with the limits vercel.json sets', () => {
    expect(buildLog).toContain('Build Completed');
    expect(buildLog).not.toMatch(/error TS\d+|TS\d{4}:/);
    const config = JSON.parse(
      fs.readFileSync(path.join(functionDir, '.vc-config.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(config).toMatchObject({ handler: 'api/mcp.js', maxDuration: 10, memory: 1024 });
    // Compiled JavaScript with everything it loads: no TypeScript and no node_modules shipped.
    const shipped = fs.readdirSync(functionDir, { recursive: true }).map(String);
    expect(shipped).toEqual(
      expect.arrayContaining([
        'api/_bundle/mcp.cjs',
        'api/_bundle/tool-worker.cjs',
        'site/build/docs-mcp.json',
      ]),
    );
    expect(shipped.filter((file) => /\.tsx?$|(^|\/)node_modules(\/|$)/.test(file))).toEqual([]);
  });

  it('answers initialize, tools/list and search_docs from an empty directory', async () => {
    const client = await connectHttp(url);
    expect(client.getServerVersion()?.name).toBe('toolhive-docs');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('search_docs');
    const answer = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'run an MCP server', limit: 3 },
    });
    expect(answer.isError).toBeFalsy();
    const hits = (answer.structuredContent as { hits: { url: string }[] }).hits;
    expect(hits).toHaveLength(3);
    expect(hits[0]!.url).toMatch(/^https:\/\/docs\.stacklok\.com\/toolhive\//);
    await client.close();
  });

  it('reads one tag of the split API reference from the data it ships', async () => {
    const client = await connectHttp(url);
    const answer = await client.callTool({
      name: 'get_page',
      arguments: { path: '/toolhive/reference/api#op-createWorkload' },
    });
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toMatchObject({
      path: '/toolhive/reference/api/workloads',
      section: 'create-a-workload',
    });
    const [content] = answer.content as { type: string; text: string }[];
    expect(content!.text).toMatch(/^## Create a workload\n\n`POST \/api\/v1beta\/workloads`/);
    await client.close();
  });

  it('routes /mcp to the function and gives every page the headers of vercel.json', () => {
    const { routes } = JSON.parse(
      fs.readFileSync(path.join(project, '.vercel/output/config.json'), 'utf8'),
    ) as { routes: Route[] };
    const matching = (pathname: string) =>
      routes.filter((route) => route.src && new RegExp(route.src).test(pathname));
    expect(matching('/mcp').some((route) => route.dest === '/api/mcp')).toBe(true);
    const siteHeaders = deployConfig.headers.find((entry) => entry.source === '/(.*)')!.headers;
    expect(siteHeaders.map((header) => header.key)).toContain('Content-Security-Policy');
    for (const pathname of ['/', '/toolhive/quickstart', '/mcp']) {
      const sent = Object.assign({}, ...matching(pathname).map((route) => route.headers ?? {}));
      for (const { key, value } of siteHeaders) expect(sent[key], `${pathname} ${key}`).toBe(value);
    }
  });
});
