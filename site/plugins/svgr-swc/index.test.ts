import { createRequire } from 'node:module';
import { getFileLoaderUtils } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import svgrSwcPlugin from './index';

const require = createRequire(import.meta.url);
// The rule as @docusaurus/plugin-svgr makes it, from Docusaurus' own SVG rule.
const { enhanceConfig } = require('@docusaurus/plugin-svgr/lib/svgrLoader') as {
  enhanceConfig: (config: object, params: object) => void;
};

const jsLoader = { loader: 'builtin:swc-loader', options: { jsc: {} } };
const utils = {
  getJSLoader: ({ isServer }: { isServer: boolean }) => ({ ...jsLoader, isServer }),
} as never;

function configure(config: { module: { rules: unknown[] } }, isServer = false) {
  const plugin = svgrSwcPlugin();
  return plugin.configureWebpack!(config as never, isServer, utils, {} as never);
}

describe('compiling SVGR components with the site JS loader', () => {
  it("runs SVGR without Babel, then the site's JS loader, keeping SVGR's options", () => {
    const config = { module: { rules: [getFileLoaderUtils(true).rules.svgs()] } };
    enhanceConfig(config, { isServer: true, svgrConfig: { svgo: false } });
    configure(config, true);
    const svgRule = config.module.rules.find((rule) => JSON.stringify(rule).includes('@svgr')) as {
      oneOf: { use: { loader: string; options: Record<string, unknown> }[] }[];
    };
    const [first, second, ...rest] = svgRule.oneOf[0]!.use;
    expect(first).toEqual({ ...jsLoader, isServer: true });
    expect(second!.loader).toMatch(/@svgr[\\/]webpack/);
    expect(second!.options).toMatchObject({ babel: false, svgo: false, titleProp: true });
    expect(rest).toEqual([]);
  });

  it('names the fix when the SVGR rule is missing', () => {
    const config = { module: { rules: [getFileLoaderUtils(false).rules.svgs()] } };
    expect(() => configure(config)).toThrow(
      /toolhive-svgr-swc: found no rule using @svgr\/webpack\. Keep the classic preset's "svgr" option enabled/,
    );
  });
});
