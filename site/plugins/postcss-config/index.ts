import type { Plugin } from '@docusaurus/types';

/**
 * Gives PostCSS its options from Docusaurus alone. Without `config: false`,
 * postcss-loader searches the folders above every CSS file for a PostCSS
 * config file this site doesn't have: about 0.9 s of a 13 s clean build.
 */
export default function postcssConfigPlugin(): Plugin {
  return {
    name: 'toolhive-postcss-config',
    configurePostCss(options) {
      return { ...options, config: false };
    },
  };
}
