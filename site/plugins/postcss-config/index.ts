import type { Plugin } from '@docusaurus/types';

/**
 * Gives PostCSS its options from this plugin alone, with no PostCSS plugins.
 *
 * - `config: false`: otherwise postcss-loader searches the folders above every
 *   CSS file for a PostCSS config file this site doesn't have (about 0.9 s of
 *   a 13 s clean build).
 * - No postcss-preset-env: Lightning CSS, the minifier of Docusaurus' faster
 *   build, already adds the prefixes and lowers the syntax the site's
 *   browserslist needs. preset-env only added fallbacks for browsers without
 *   custom properties (10 KB of the 121 KB stylesheet, 0.8 KB brotli) and
 *   about 0.8 s of the build's main thread.
 */
export default function postcssConfigPlugin(): Plugin {
  return {
    name: 'toolhive-postcss-config',
    configurePostCss(options) {
      return { ...options, config: false, plugins: [] };
    },
  };
}
