#!/usr/bin/env node
// `npm run search:upload`: sends the index of the last build to the Algolia
// index of hosted search. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY;
// ALGOLIA_INDEX_NAME is optional. Pass another index file as the argument.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// jiti runs the TypeScript source, as Docusaurus does for the site's plugins.
const jiti = createJiti(fileURLToPath(import.meta.url));
const { uploadIndex, uploadTargetFromEnv } = jiti('../src/upload/index.ts');

const indexFile = path.resolve(process.argv[2] ?? path.join(root, 'site/build/search-index.json'));
try {
  const target = uploadTargetFromEnv(process.env);
  const count = await uploadIndex(indexFile, target);
  console.log(`search:upload: ${count} records now in Algolia index "${target.indexName}".`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
