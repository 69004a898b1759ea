import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { googleTagPluginConfig } from './plugins/google-tag';
import { securityHeadersPluginConfig } from './plugins/security-headers';
import browserBundleTrimPlugin from './plugins/browser-bundle-trim';
import postcssConfigPlugin from './plugins/postcss-config';
import { socialLinks } from './src/data/social';
import { thvCliPageIds } from './src/data/thv-cli-pages';
import { darkCodeTheme, lightCodeTheme } from './src/prism/themes';
import { searchPluginConfig } from '@toolhive-docs/search';
import { algoliaOptionsFromEnv } from '@toolhive-docs/search/algolia-env';
import { cliReferencePluginConfig } from '@toolhive-docs/cli-reference';
import { apiReferencePluginConfig } from '@toolhive-docs/api-reference';

// Every environment variable the site reads is read here (README, "Environment variables").
const siteUrl = process.env.SITE_URL ?? 'https://docs.stacklok.com';
const googleTagId = process.env.GOOGLE_TAG_ID ?? 'G-TOOLHIVE00';
const production = process.env.NODE_ENV === 'production';
/** The offline index's name, and the Algolia index when ALGOLIA_INDEX_NAME is not set. */
const searchIndexName = 'toolhive-docs';

const config: Config = {
  title: 'ToolHive',
  tagline: 'Simple and secure AI tools',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  organizationName: 'stacklok',
  projectName: 'toolhive',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    // The cascade-layers polyfill ranks our custom CSS below Infima's and adds
    // ~10 KB of :not(#\#) selectors, so it stays off.
    v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false },
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: false,
        },
        blog: false,
        pages: {},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: ['/e2e/**', '/theme-preview', '/search'],
        },
        debug: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    googleTagPluginConfig({ tagId: googleTagId, enabled: production }),
    ['@docusaurus/plugin-vercel-analytics', { debug: !production, mode: 'auto' }],
    securityHeadersPluginConfig({ syncCsp: process.env.CSP_SYNC === '1' }),
    browserBundleTrimPlugin,
    postcssConfigPlugin,
    // Mechanisms from packages/: the site gives them every ToolHive fact as options.
    searchPluginConfig({
      indexName: searchIndexName,
      algolia: algoliaOptionsFromEnv(process.env, searchIndexName),
      excludeRoutes: ['/e2e/'],
      sectionLabel: 'ToolHive docs',
      newIssueUrl: 'https://github.com/stacklok/toolhive/issues/new',
      devIndex: process.env.NODE_ENV === 'development',
    }),
    '@toolhive-docs/code-highlight/docusaurus-plugin',
    // One page per thv command, generated into docs/toolhive/reference/cli.
    cliReferencePluginConfig({
      source: './src/data/thv-commands.ts',
      outputDir: 'docs/toolhive/reference/cli',
      pageIds: [...thvCliPageIds],
    }),
    // The API reference page, rendered from the OpenAPI file at build time.
    apiReferencePluginConfig({
      specFile: 'static/api-specs/toolhive-api.yaml',
      serverUrl: 'http://localhost:8080',
      // A file, not a value: Docusaurus copies plugin options into every page's JavaScript.
      tryItTipsFile: 'src/data/api-try-it-tips.json',
    }),
  ],

  clientModules: ['./src/navigation/progress-bar.ts', './src/navigation/idle-prefetch.ts'],

  themes: [],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'theme-color', content: '#14161b' }],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'v0-0-48',
      content:
        'These docs describe ToolHive v0.0.48. Commands and API fields may change in later releases.',
      isCloseable: true,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'ToolHive',
      logo: {
        alt: 'ToolHive home',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'toolhiveSidebar',
          position: 'left',
          label: 'ToolHive docs',
        },
        ...socialLinks
          .filter((link) => ['github', 'discord', 'youtube'].includes(link.id))
          .map((link) => ({
            href: link.href,
            position: 'right' as const,
            className: `navbar-icon-link navbar-icon-link--${link.id}`,
            'aria-label': link.label,
          })),
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'ToolHive',
        src: 'img/logo-dark.svg',
        width: 40,
        height: 40,
        href: '/',
      },
      copyright: `Copyright © 2025 Stacklok, Inc. Documentation for ToolHive.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'powershell', 'docker', 'lua'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
