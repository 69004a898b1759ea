import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const start = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));

/** Starts the sandbox as `npm run sandbox` does, on a free loopback port; resolves once it says where it listens. */
export function startServer(extraArgs = []) {
  const args = [start, '--port', '0', '--log-level', 'warn', ...extraArgs];
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
