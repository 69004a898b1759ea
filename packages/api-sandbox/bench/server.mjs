import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Starts the built CLI on a free loopback port; resolves once it says where it listens. */
export function startServer(outputDir, extraArgs = []) {
  const args = [join(outputDir, 'cli.js'), '--port', '0', '--log-level', 'warn', ...extraArgs];
  const child = spawn(process.execPath, args);
  let output = '';
  const exited = new Promise((done) => child.on('exit', done));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+) /.exec(output)?.[1];
      if (url)
        resolve({
          url,
          stop: () => (child.kill('SIGTERM'), exited),
          kill: () => (child.kill('SIGKILL'), exited),
        });
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`The sandbox exited with ${code}:\n${output}`)));
  });
}
