import { join } from 'node:path';
import { defaultDocsOrigins } from '../src/options';

/** The repository this package sits in; tests run the sandbox on the site's own files. */
export const repoRoot = join(__dirname, '..', '..', '..');

/** What `npm run sandbox` passes on its command line, for sandboxes made in tests. */
export const sandboxInputs = {
  specPath: join(repoRoot, 'site', 'static', 'api-specs', 'toolhive-api.yaml'),
  registryPath: join(__dirname, '..', 'data', 'registry.json'),
  docsOrigins: defaultDocsOrigins,
};

/** The same inputs as command-line flags, for the sandbox in its own process. */
export const sandboxInputFlags = [
  '--openapi',
  sandboxInputs.specPath,
  '--registry',
  sandboxInputs.registryPath,
];
