import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint/package-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'site/build/**',
      'site/build-fragments/**',
      'site/.docusaurus/**',
      'tests/fixtures/tiny-site/.docusaurus/**',
      'tests/fixtures/cached-site/.docusaurus/**',
      'tests/fixtures/cached-site/build/**',
      'packages/docs-mcp/dist/**',
      'api/_bundle/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { boundaries },
    rules: { 'boundaries/package-boundaries': 'error' },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/no-danger': 'error',
      'react/prop-types': 'off',
    },
  },
  {
    // CommonJS entry points: the deployed function and the tool worker load their code by path.
    files: ['**/*.cjs', 'api/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Docusaurus plugins and configs are loaded as CommonJS by the framework.
    files: ['site/plugins/**/*.ts', 'site/docusaurus.config.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
