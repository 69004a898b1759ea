import path from 'node:path';
import type { Config } from '@docusaurus/types';
import { GlobExcludeDefault } from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';
import { googleTagPluginConfig } from './plugins/google-tag';
import { securityHeadersPluginConfig } from './plugins/security-headers';
import browserBundleTrimPlugin from './plugins/browser-bundle-trim';
import postcssConfigPlugin from './plugins/postcss-config';
import robotsTxtPlugin from './plugins/robots-txt';
import svgrSwcPlugin from './plugins/svgr-swc';
import { socialLinks } from './src/data/social';
import { searchFillerWords } from './src/data/search-filler';
import { searchPageKinds } from './src/data/search-page-kinds';
import { searchSynonyms } from './src/data/search-synonyms';
import { thvCliPageIds } from './src/data/thv-cli-pages';
import { darkCodeTheme, lightCodeTheme } from './src/prism/themes';
import { searchPluginConfig } from '@docs-kit/search';
import { algoliaOptionsFromEnv } from '@docs-kit/search/algolia-env';
import { cliReferencePluginConfig } from '@docs-kit/cli-reference';
import { apiReferencePluginConfig } from '@docs-kit/api-reference';
import { agentDocsPluginConfig, remarkTwinSources } from '@docs-kit/agent-docs';
import { agentDocsRenderers } from './src/agent-docs/renderers';
import { socialCardsPluginConfig } from '@docs-kit/social-cards';
import {
  sitemapLastmodFromSources,
  sourceDatesFrontMatter,
  warnIfShallowClone,
} from './plugins/page-dates';
import { newIssueUrl } from './src/data/feedback';
import { docsMcpPluginConfig } from '@docs-kit/docs-mcp';
import docsSite from './src/data/docs-site.json';
import { apiTryIt } from './src/data/api-try-it';

// Every environment variable the site reads is read here (README, "Environment variables").
const siteUrl = process.env.SITE_URL ?? docsSite.url;
/**
 * The search index's size, in brotli bytes, above which the browser gets it in fragments: the
 * plugin's default unless SEARCH_WHOLE_INDEX_BUDGET sets it (0 always splits it, as the end-to-end
 * tests of a site grown past the budget do).
 */
function searchWholeIndexBudget(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const bytes = Number(value);
  if (!Number.isInteger(bytes) || bytes < 0) {
    throw new Error(
      `SEARCH_WHOLE_INDEX_BUDGET must be a whole number of bytes (0 or more), such as 153600; it is "${value}".`,
    );
  }
  return bytes;
}
const googleTagId = process.env.GOOGLE_TAG_ID ?? 'G-TOOLHIVE00';
const production = process.env.NODE_ENV === 'production';
/**
 * The pages that exist for tests and style checks (/e2e/*, /theme-preview): in every dev server,
 * and in a production build only with TEST_PAGES=1, which `npm test` sets for the build its
 * end-to-end suite serves. The deployed build has none of them.
 */
const testPages = !production || process.env.TEST_PAGES === '1';
const unlessTestPages = (globs: string[]) =>
  testPages ? GlobExcludeDefault : [...GlobExcludeDefault, ...globs];
/** The offline index's name, and the Algolia index when ALGOLIA_INDEX_NAME is not set. */
const searchIndexName = 'toolhive-docs';

if (production) warnIfShallowClone(__dirname);
/** As Docusaurus decides for itself: other builds date every page with a fixed fallback. */
const datesFromGit = production && process.env.DOCUSAURUS_DISABLE_LAST_UPDATE !== 'true';

/** The typed source of every thv command page. */
const thvCommandsSource = './src/data/thv-commands.ts';

/** "Edit this page" opens a page's source in the docs repository; generated command pages open their data. */
function sourceEditUrl(docPath: string): string {
  const { url, branch, siteDir } = docsSite.repository;
  const source = docPath.startsWith('toolhive/reference/cli/')
    ? path.posix.join(siteDir, thvCommandsSource)
    : path.posix.join(siteDir, 'docs', docPath);
  return `${url}/edit/${branch}/${source}`;
}

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

  markdown: {
    // Generated pages carry the date of the file they are generated from.
    parseFrontMatter: sourceDatesFrontMatter(
      __dirname,
      [
        { pages: 'docs/toolhive/reference/cli', source: thvCommandsSource },
        { pages: 'docs/toolhive/reference/api.mdx', source: 'static/api-specs/toolhive-api.yaml' },
      ],
      datesFromGit,
    ),
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
          // The Markdown twins reuse the MDX trees the bundler parses.
          beforeDefaultRemarkPlugins: [remarkTwinSources],
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          editUrl: ({ docPath }) => sourceEditUrl(docPath),
          exclude: unlessTestPages(['theme-preview.mdx']),
        },
        blog: false,
        pages: { exclude: unlessTestPages(['e2e/**']) },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: ['/e2e/**', '/theme-preview', '/search'],
          lastmod: 'date',
          createSitemapItems: sitemapLastmodFromSources(
            __dirname,
            { '/': 'src/pages/index.tsx' },
            datesFromGit,
          ),
        },
        debug: false,
        // The diagrams are drawn by hand with unique ids; SVGO would rename those ids
        // (to "a", "b", …, which collide when two diagrams share a page) and cost the build ~0.4 s.
        svgr: { svgrConfig: { svgo: false } },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    googleTagPluginConfig({ tagId: googleTagId, enabled: production }),
    ['@docusaurus/plugin-vercel-analytics', { debug: !production, mode: 'auto' }],
    securityHeadersPluginConfig({ syncCsp: process.env.CSP_SYNC === '1' }),
    browserBundleTrimPlugin,
    postcssConfigPlugin,
    robotsTxtPlugin,
    svgrSwcPlugin,
    // Mechanisms from packages/: the site gives them every ToolHive fact as options.
    searchPluginConfig({
      indexName: searchIndexName,
      algolia: algoliaOptionsFromEnv(process.env, searchIndexName),
      excludeRoutes: ['/e2e/'],
      sectionLabel: 'ToolHive docs',
      newIssueUrl,
      devIndex: process.env.NODE_ENV === 'development',
      synonyms: searchSynonyms,
      fillerWords: searchFillerWords,
      pageKinds: searchPageKinds,
      wholeIndexBudget: searchWholeIndexBudget(process.env.SEARCH_WHOLE_INDEX_BUDGET),
    }),
    '@docs-kit/code-highlight/docusaurus-plugin',
    // One page per thv command, generated into docs/toolhive/reference/cli.
    cliReferencePluginConfig({
      source: thvCommandsSource,
      outputDir: 'docs/toolhive/reference/cli',
      pageIds: [...thvCliPageIds],
    }),
    // The API reference page, rendered from the OpenAPI file at build time.
    apiReferencePluginConfig({
      specFile: 'static/api-specs/toolhive-api.yaml',
      serverUrl: 'http://localhost:8080',
      tryIt: apiTryIt,
    }),
    // The data the docs MCP server (npm run docs-mcp, /mcp) reads from the build: the pages,
    // the CLI commands and the API model, as the plugins above loaded them.
    docsMcpPluginConfig(),
    // Markdown twins of the docs pages, /llms.txt, /llms-full.txt and the page-actions menu.
    agentDocsPluginConfig({
      siteName: 'ToolHive',
      summary:
        'ToolHive runs Model Context Protocol (MCP) servers in locked-down containers, with a local proxy in front of each one, and connects them to AI clients such as VS Code, Cursor and Claude Code. It has a CLI (thv), a REST API (thv serve) and a Kubernetes operator.',
      details:
        'These docs describe ToolHive v0.0.48 (June 2025). Commands, flags and API fields may differ in other releases. Every page below is also available as Markdown at its URL with `.md` appended.',
      include: ['/toolhive/'],
      optional: ['/toolhive/reference/cli/'],
      looseDocsSection: 'Get started',
      components: agentDocsRenderers,
      menuLabel: 'Use with AI',
      pageActions: [
        { type: 'copy-markdown', label: 'Copy page as Markdown' },
        { type: 'view-markdown', label: 'View as Markdown' },
        {
          type: 'open-url',
          label: 'Open in ChatGPT',
          url: 'https://chatgpt.com/?hints=search&prompt={prompt}',
        },
        { type: 'open-url', label: 'Open in Claude', url: 'https://claude.ai/new?q={prompt}' },
        // The page on the twins, llms.txt and the docs MCP server, with client configurations.
        {
          type: 'link',
          label: 'Connect to your AI client',
          href: '/toolhive/use-with-ai#connect-an-assistant-to-the-deployed-docs-server',
        },
      ],
      prompt:
        'Read {markdownUrl}, a page of the ToolHive documentation, so I can ask you questions about it.',
      // Twins and cards of unchanged pages are kept at the root's .cache/docs-kit, which CI keeps.
      cacheDir: '../.cache/docs-kit/agent-docs',
    }),
    // A 1200x630 card per page for link previews, in the dark palette of custom.css.
    socialCardsPluginConfig({
      wordmark: 'static/img/wordmark-dark.svg',
      wordmarkAspectRatio: 300 / 64,
      colors: { background: '#14161b', foreground: '#f4f5f7', accent: '#f5b83d', muted: '#a3a9b6' },
      defaultSection: 'Documentation',
      cacheDir: '../.cache/docs-kit/social-cards',
    }),
  ],

  clientModules: ['./src/navigation/progress-bar.ts', './src/navigation/idle-prefetch.ts'],

  themes: [],

  themeConfig: {
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
