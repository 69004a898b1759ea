import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './harness';

const run = (args: string[]) =>
  spawnSync('node', ['packages/docs-mcp/bin/docs-mcp.mjs', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 20_000,
  });

it('without a build, exits 1 and says to run npm run build, with nothing on stdout', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
  try {
    const result = run(['--build', empty]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Run `npm run build`');
    expect(result.stderr).toContain(path.join(empty, 'docs-mcp.json'));
  } finally {
    rmSync(empty, { recursive: true });
  }
});

it('names the bad option and the fix', () => {
  const badPort = run(['--build', 'site/build', '--http', '--port', 'eighty']);
  expect(badPort.status).toBe(2);
  expect(badPort.stderr).toContain('--port eighty is not a port number');
  const unknown = run(['--build', 'site/build', '--verbose']);
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain("'--verbose'");
  expect(unknown.stderr).toContain('Usage: docs-mcp');
});
