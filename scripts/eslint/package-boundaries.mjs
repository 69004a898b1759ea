// An ESLint rule that keeps the layers apart (ARCHITECTURE.md, "Layers"):
// nothing outside a package reaches into its files (import it through its
// `exports` map by name, @docs-kit/<package>/...), and no package
// imports the site. Resolved from the import's path, so `../../packages/x/src`
// and `@docs-kit/x/src/...` are both caught.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packagesDir = path.join(repoRoot, 'packages');
const siteDir = path.join(repoRoot, 'site');

/** The package a file belongs to, or null. */
function packageOf(file) {
  const relative = path.relative(packagesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

function isInside(file, dir) {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import packages through their exports map; packages never import the site.',
    },
    schema: [],
    messages: {
      packageInternals:
        '"{{source}}" reaches into packages/{{target}}. Import it through its exports map ("@docs-kit/{{target}}" or a subpath its package.json exports).',
      siteFromPackage:
        '"{{source}}" imports the site from packages/{{importer}}. Packages never depend on the site: take the value as a plugin option instead.',
    },
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const importer = packageOf(filename);

    function check(node, source) {
      if (typeof source !== 'string') return;
      const scoped = /^@docs-kit\/([^/]+)(\/.*)?$/.exec(source);
      if (scoped) {
        const [, target, subpath = ''] = scoped;
        if (target === 'site' && importer) {
          context.report({ node, messageId: 'siteFromPackage', data: { source, importer } });
        } else if (target !== importer && /^\/(src|test|bench|data)(\/|$)/.test(subpath)) {
          context.report({ node, messageId: 'packageInternals', data: { source, target } });
        }
        return;
      }
      if (source.startsWith('@site/') && importer) {
        context.report({ node, messageId: 'siteFromPackage', data: { source, importer } });
        return;
      }
      if (!source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source);
      const target = packageOf(resolved);
      if (target && target !== importer) {
        context.report({ node, messageId: 'packageInternals', data: { source, target } });
      } else if (importer && isInside(resolved, siteDir)) {
        context.report({ node, messageId: 'siteFromPackage', data: { source, importer } });
      }
    }

    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression(node) {
        const [argument] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          ['require', 'jiti'].includes(node.callee.name) &&
          argument?.type === 'Literal'
        ) {
          check(node, argument.value);
        }
        if (
          node.callee.type === 'MemberExpression' &&
          node.callee.object.type === 'Identifier' &&
          node.callee.object.name === 'require' &&
          node.callee.property.name === 'resolve' &&
          argument?.type === 'Literal'
        ) {
          check(node, argument.value);
        }
      },
    };
  },
};

export default { rules: { 'package-boundaries': rule } };
