import { OptionsError, parseOptions, usage } from './options.js';
import type { Sandbox } from './server.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/** Runs the sandbox with the command line's options; the start script calls it. */
export async function main(): Promise<void> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof OptionsError) fail(error.message);
    throw error;
  }
  if (options === 'help') {
    process.stdout.write(`${usage}\n`);
    return;
  }

  // Loaded only now, so --help and option errors answer without loading the server.
  const [{ createSandbox }, { CorruptStateError }, { WrongPasswordError }] = await Promise.all([
    import('./server.js'),
    import('./state/persistence.js'),
    import('./secrets/vault.js'),
  ]);
  let sandbox: Sandbox;
  try {
    sandbox = await createSandbox({
      dataDir: options.dataDir,
      delayMs: options.delayMs,
      installedClients: options.installedClients,
      corsOrigins: options.corsOrigins,
      allowedHosts: options.allowedHosts,
      docsOrigins: options.docsOrigins,
      specPath: options.specPath,
      registryPath: options.registryPath,
      secretsPassword: process.env.TOOLHIVE_SECRETS_PASSWORD || undefined,
      logger: { level: options.logLevel },
    });
  } catch (error) {
    if (error instanceof CorruptStateError) fail(error.message);
    if (error instanceof WrongPasswordError) {
      fail(
        `TOOLHIVE_SECRETS_PASSWORD does not open the secrets in ${options.dataDir}/state.json. ` +
          'Start with the password used when the encrypted provider was set up, or unset the variable to start with them locked.',
      );
    }
    fail(`The sandbox could not start: ${(error as Error).message}`);
  }

  const { app } = sandbox;
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(
        `Port ${options.port} is already in use on ${options.host}: pass --port (or set SANDBOX_PORT) to pick another.`,
      );
    }
    fail(`Cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const state = options.dataDir ? `state in ${options.dataDir}` : 'state in memory only';
  process.stdout.write(
    `ToolHive API sandbox listening on http://${options.host}:${port} (${state}). Press Ctrl+C to stop.\n`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      process.stderr.write(`Second ${signal}: exiting without waiting.\n`);
      process.exit(1);
    }
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
