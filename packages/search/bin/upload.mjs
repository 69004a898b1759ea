#!/usr/bin/env node
// Sends a built search index to the Algolia index of hosted search.
//
//   upload.mjs --index-file <built index> --default-index-name <name> [index file]
//
// Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY; ALGOLIA_INDEX_NAME, when
// set, wins over --default-index-name. A file given as the argument wins over
// --index-file, so `npm run search:upload -- other.json` sends another file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import createJiti from 'jiti';

// jiti runs the TypeScript source, as Docusaurus does for the site's plugins.
const jiti = createJiti(fileURLToPath(import.meta.url));
const { uploadIndex } = jiti('@docs-kit/search/upload');
const { uploadTargetFromEnv } = jiti('@docs-kit/search/algolia-env');

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'index-file': { type: 'string' },
      'default-index-name': { type: 'string' },
    },
  });
  const indexFile = positionals.at(-1) ?? values['index-file'];
  const defaultIndexName = values['default-index-name'];
  if (!indexFile || !defaultIndexName) {
    throw new Error(
      'search:upload: give the built index (--index-file or an argument) and --default-index-name, ' +
        'the Algolia index to fill when ALGOLIA_INDEX_NAME is not set.',
    );
  }
  const target = uploadTargetFromEnv(process.env, defaultIndexName);
  const count = await uploadIndex(path.resolve(indexFile), target);
  console.log(`search:upload: ${count} records now in Algolia index "${target.indexName}".`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
