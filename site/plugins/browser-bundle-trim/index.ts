import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The client entry of @docusaurus/utils-common, a CommonJS file compiled by TypeScript. */
export const utilsCommonEntry = require.resolve('@docusaurus/utils-common');

/**
 * Keeps code the browser never runs out of the entry bundle.
 *
 * `@docusaurus/utils-common` is CommonJS and `require`s tslib for a single
 * helper, `__importDefault`; a CommonJS `require` keeps all of tslib's
 * helpers (about 3 KB compressed) in main.js. For that one file, tslib
 * resolves to a module with just that helper. tslib-import-default.test.ts checks the file
 * still uses nothing else.
 */
export default function browserBundleTrimPlugin(): Plugin {
  return {
    name: 'toolhive-browser-bundle-trim',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: utilsCommonEntry,
              resolve: {
                alias: { tslib$: path.join(__dirname, 'tslib-import-default.ts') },
              },
            },
          ],
        },
      };
    },
  };
}
