// Runs npm scripts at the same time, each line of their output prefixed with the script's
// name, and exits with 1 if any of them failed (after all have ended, so every report is
// written). `npm test` pairs steps that share nothing and each use about one core (ESLint
// and tsc; the docs checks and the scripts tests, which mostly wait on the tools they start),
// so on a 2-core machine a pair takes little longer than its longer step.
//   node scripts/run-parallel.mjs lint typecheck
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('run-parallel: name the npm scripts to run, e.g. run-parallel.mjs lint typecheck');
  process.exit(2);
}

const width = Math.max(...scripts.map((name) => name.length));
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', name], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const prefix = `[${name.padEnd(width)}] `;
        for (const stream of [child.stdout, child.stderr]) {
          readline
            .createInterface({ input: stream })
            .on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
        }
        child.on('error', (error) => resolve({ name, code: 1, error }));
        child.on('close', (code, signal) => resolve({ name, code: code ?? 1, signal }));
      }),
  ),
);

for (const { name, code, signal, error } of results) {
  const outcome = code === 0 ? 'passed' : `failed (${error?.message ?? signal ?? `exit ${code}`})`;
  console.log(`run-parallel: ${name} ${outcome}`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
