import type { Plugin } from '@docusaurus/types';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type Rules = NonNullable<NonNullable<Configuration['module']>['rules']>;
interface LoaderUse {
  loader: string;
  options?: Record<string, unknown>;
}

const isSvgrLoader = (use: unknown): use is LoaderUse =>
  typeof use === 'object' &&
  use !== null &&
  /[\\/]@svgr[\\/]webpack[\\/]/.test(String((use as LoaderUse).loader));

/** The `use` list that runs SVGR, wherever @docusaurus/plugin-svgr put it among the rules. */
function svgrUseList(rules: Rules): unknown[] | undefined {
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    if (Array.isArray(rule.use) && rule.use.some(isSvgrLoader)) return rule.use;
    const nested = svgrUseList([...(rule.oneOf ?? []), ...(rule.rules ?? [])] as Rules);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Compiles the React components SVGR makes of imported SVG files with the
 * site's own JavaScript loader (Rspack's built-in SWC) rather than SVGR's
 * Babel with preset-env. Loading and running Babel for the four imported
 * diagrams took about 0.8 s of the build's main thread, the thread every
 * JavaScript loader of the bundling shares.
 */
export default function svgrSwcPlugin(): Plugin {
  return {
    name: 'toolhive-svgr-swc',
    configureWebpack(config, isServer, { getJSLoader }) {
      const use = svgrUseList(config.module?.rules ?? []);
      if (!use) {
        throw new Error(
          'toolhive-svgr-swc: found no rule using @svgr/webpack. Keep the classic preset\'s "svgr" option enabled, or remove this plugin from docusaurus.config.ts.',
        );
      }
      const svgr = use.findIndex(isSvgrLoader);
      const svgrLoader = use[svgr] as LoaderUse;
      use.splice(svgr, 1, getJSLoader({ isServer }), {
        ...svgrLoader,
        options: { ...svgrLoader.options, babel: false },
      });
      return {};
    },
  };
}
