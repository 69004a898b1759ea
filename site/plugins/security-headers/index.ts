import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import { Joi } from '@docusaurus/utils-validation';
import { htmlFileForRoute } from '@docs-kit/build-utils/routes';
import { inlineScriptHashes } from './inline-scripts';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface DeployConfig {
  headers: HeaderRule[];
}

const HASHES_PLACEHOLDER = /'sha256-[A-Za-z0-9+/=]+'(\s+'sha256-[A-Za-z0-9+/=]+')*/;

/**
 * Keeps the Content-Security-Policy in vercel.json in step with the inline
 * scripts the build emits, so scripts need no 'unsafe-inline'.
 *
 * After every production build it hashes each inline script of every page.
 * If vercel.json does not list exactly those hashes the build fails and says
 * how to fix it; `npm run csp:sync` (CSP_SYNC=1) rewrites the list instead.
 */
export type SecurityHeadersOptions = {
  /** Rewrite the hashes in vercel.json instead of failing the build (`npm run csp:sync`). */
  syncCsp: boolean;
};

/**
 * The plugin with its options checked now and bound: the way to list it in the
 * config, so the options stay out of every page's JavaScript.
 */
export function securityHeadersPluginConfig(options: SecurityHeadersOptions): PluginModule {
  return bindPluginOptions(securityHeadersPlugin, validateOptions, options);
}

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<
  SecurityHeadersOptions,
  SecurityHeadersOptions
>): SecurityHeadersOptions {
  return validate(Joi.object({ syncCsp: Joi.boolean().required() }), options);
}

export default function securityHeadersPlugin(
  context: LoadContext,
  options: SecurityHeadersOptions,
): Plugin {
  const deployConfigPath = path.resolve(context.siteDir, '..', 'vercel.json');
  return {
    name: 'toolhive-security-headers',
    async postBuild({ outDir, routesPaths }) {
      const pages = new Set<string>();
      for (const routePath of [...routesPaths, '/404.html']) {
        pages.add(htmlFileForRoute(outDir, routePath, context.siteConfig));
      }
      const hashes = new Set<string>();
      for (const file of pages) {
        const html = await readFile(file, 'utf8').catch(() => '');
        inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
      }
      const expected = [...hashes].sort().join(' ');

      const raw = await readFile(deployConfigPath, 'utf8');
      const config = JSON.parse(raw) as DeployConfig;
      const csp = config.headers
        .flatMap((rule) => rule.headers)
        .find((header) => header.key === 'Content-Security-Policy');
      if (!csp) {
        throw new Error(
          `security-headers: ${deployConfigPath} sets no Content-Security-Policy header. Add one for source "/(.*)".`,
        );
      }
      const current = csp.value.match(HASHES_PLACEHOLDER)?.[0] ?? '';
      if (current === expected) {
        return;
      }
      if (options.syncCsp) {
        csp.value = csp.value.replace(HASHES_PLACEHOLDER, expected);
        await writeFile(deployConfigPath, `${JSON.stringify(config, null, 2)}\n`);
        console.info(`security-headers: updated the script hashes in ${deployConfigPath}.`);
        return;
      }
      throw new Error(
        `security-headers: the inline scripts of this build hash to ${expected}, ` +
          `but the Content-Security-Policy in ${deployConfigPath} lists ${current || 'none'}. ` +
          'Run `npm run csp:sync` to update vercel.json, and review the diff.',
      );
    },
  };
}
