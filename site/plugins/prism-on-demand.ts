import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Replaces the classic theme's Prism client module with an empty one, so
 * Prism leaves the entry bundle. Grammars are registered by
 * src/prism/languages.ts, which the swizzled code block imports.
 */
export default function prismOnDemandPlugin(): Plugin {
  const themeClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
    'prism-include-languages',
  );
  return {
    name: 'toolhive-prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${themeClientModule}$`]: path.resolve(
              __dirname,
              '../src/prism/empty-client-module.ts',
            ),
          },
        },
      };
    },
  };
}
