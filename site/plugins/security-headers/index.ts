import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { bindPluginOptions } from '@docs-kit/build-utils/plugin-options';
import { Joi } from '@docusaurus/utils-validation';
import { htmlFileForRoute } from '@docs-kit/build-utils/routes';
import { inlineScriptHashes } from './inline-scripts';
import { renderPolicy, sitePolicy } from './policy';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface DeployConfig {
  headers: HeaderRule[];
}

/**
 * Keeps the Content-Security-Policy in vercel.json equal to the site's policy
 * (policy.ts, a reason for every source) with the hashes of the inline
 * scripts the build emits, so scripts need no 'unsafe-inline'.
 *
 * After every production build it hashes each inline script of every page.
 * If vercel.json's policy differs in any source, the build fails and says how
 * to fix it; `npm run csp:sync` (CSP_SYNC=1) writes the policy instead.
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

/** The first directive whose sources differ, in words. */
export function policyDifference(actual: string, expected: string): string {
  const directives = (policy: string) =>
    new Map(
      policy.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
  const have = directives(actual);
  const want = directives(expected);
  for (const [name, sources] of want) {
    const found = have.get(name);
    if (!found) return `It lacks ${name}.`;
    const missing = sources.filter((source) => !found.includes(source));
    const extra = found.filter((source) => !sources.includes(source));
    if (missing.length > 0 || extra.length > 0) {
      const parts = [
        missing.length > 0 ? `lacks ${missing.join(' ')}` : '',
        extra.length > 0 ? `has ${extra.join(' ')} besides` : '',
      ].filter(Boolean);
      return `Its ${name} ${parts.join(' and ')}.`;
    }
  }
  const unknown = [...have.keys()].filter((name) => !want.has(name));
  if (unknown.length > 0) return `It has ${unknown.join(', ')}, which the policy does not.`;
  return 'Its directives or sources are in another order.';
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
      const expected = renderPolicy(sitePolicy, [...hashes]);

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
      if (csp.value === expected) {
        return;
      }
      if (options.syncCsp) {
        csp.value = expected;
        await writeFile(deployConfigPath, `${JSON.stringify(config, null, 2)}\n`);
        console.info(`security-headers: wrote the site's policy to ${deployConfigPath}.`);
        return;
      }
      throw new Error(
        `security-headers: the Content-Security-Policy in ${deployConfigPath} is not the site's ` +
          `policy for this build. ${policyDifference(csp.value, expected)} ` +
          'Change the policy in site/plugins/security-headers/policy.ts (each source with its ' +
          'reason), then run `npm run csp:sync` to write vercel.json, and review the diff.',
      );
    },
  };
}
