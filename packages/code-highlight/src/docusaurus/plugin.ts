import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { siteStylesheet } from './site-styles';

/** The hook the site's code block imports; the server bundle gets the Prism-backed one. */
const hookModule = '@docs-kit/code-highlight/use-highlighted-lines';

/**
 * Highlights code blocks with Prism on the server and keeps Prism out of the
 * browser's first load: pages hydrate from the highlighted server markup, and
 * Prism is fetched as its own chunk only for code blocks that render after a
 * client-side navigation. Token colours come from a generated stylesheet that
 * covers both colour modes.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const stylesheetPath = path.join(context.generatedFilesDir, 'code-highlight', 'code-colours.css');
  fs.mkdirSync(path.dirname(stylesheetPath), { recursive: true });
  fs.writeFileSync(stylesheetPath, siteStylesheet(context.siteConfig.themeConfig));

  // The classic theme registers Prism grammars from a client module, which
  // would put Prism in every page's entry bundle; the highlighter registers
  // them where it runs.
  const themePrismClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
    'prism-include-languages',
  );

  return {
    name: 'code-highlight',
    getClientModules() {
      return [stylesheetPath, require.resolve('./prefetch-on-navigation')];
    },
    configureWebpack(_config, isServer) {
      const alias: Record<string, string | false> = { [`${themePrismClientModule}$`]: false };
      if (isServer) alias[`${hookModule}$`] = require.resolve('./use-highlighted-lines.server');
      return { resolve: { alias } };
    },
  };
}
