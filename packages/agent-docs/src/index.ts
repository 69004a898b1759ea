import { existsSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { writeFileAtomic } from '@docs-kit/build-utils/files';
import { bindPluginOptions, docusaurusCommand } from '@docs-kit/build-utils/plugin-options';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import logger from '@docusaurus/logger';
import { collectDocs } from './pages/collect';
import { markdownTwinFor, variesByAccept } from './serve/negotiate.mjs';
import { TWIN_PARTS_FILE, twinFile } from './pages/paths';
import { partsFile, placeParts } from './pages/parts';
import type { TwinCache } from './pages/render';
import { TwinWorker } from './pages/worker-client';
import { receiveSourceTrees } from './pages/source-trees';
import { LLMS_TXT, llmsFiles, twinWithDirective } from './llms/llms-txt';
import {
  validateOptions,
  type AgentDocsGlobalData,
  type AgentDocsOptions,
  type AgentDocsOptionsInput,
  type PageActionsConfig,
} from './options';

export {
  validateOptions,
  type AgentDocsOptions,
  type AgentDocsOptionsInput,
  type PageActionOption,
} from './options';
export type {
  ComponentRenderer,
  ListedPage,
  RenderContext,
  RenderedPart,
  RenderedWithParts,
} from './markdown/types';
export type { LiteralValue } from './markdown/estree-values';

export { LLMS_FULL_TXT, LLMS_TXT } from './llms/llms-txt';
export { remarkTwinSources } from './pages/source-trees';

type Middleware = {
  name: string;
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

/**
 * The dev server's content negotiation, as `npm run serve` and the deployment
 * do it: a page asked for with an Accept header that prefers Markdown gets
 * its twin from the dev folder.
 */
function negotiate(devDir: string, baseUrl: string): Middleware['middleware'] {
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith(baseUrl) || !variesByAccept(pathname)) return next();
    res.setHeader('Vary', 'Accept');
    const sitePath = `/${pathname.slice(baseUrl.length)}`;
    const twin = markdownTwinFor(sitePath, req.headers.accept);
    if (twin && existsSync(path.join(devDir, twin))) {
      req.url = `${baseUrl}${twin.slice(1)}`;
      res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    }
    next();
  };
}

/** Out of sight, still in the document's text. */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

/** Every file the plugin serves, by path relative to the site root. */
type Outputs = Map<string, string>;

/**
 * Markdown twins of the docs pages, `/llms.txt` and `/llms-full.txt`, made
 * from the pages' sources with the same parser Docusaurus uses, and the
 * page-actions menu beside each docs page's title. Production builds write
 * the files into the build; `docusaurus start` serves them from a folder it
 * rewrites whenever the docs reload.
 */
export default function agentDocsPlugin(context: LoadContext, options: AgentDocsOptions): Plugin {
  const siteUrl = `${context.siteConfig.url.replace(/\/$/, '')}${context.baseUrl.replace(/\/$/, '')}`;
  const command = docusaurusCommand();
  const isDev = command === 'start';
  // A production build starts the twins' worker now: it loads the remark pipeline while
  // the site's content loads, on a core that is idle until bundling starts.
  let twinWorker = command === 'build' ? new TwinWorker() : undefined;
  // It also takes the MDX trees the bundler parses (through `remarkTwinSources`), so each
  // MDX page is parsed once; once the bundler is done, it parses any page it got no tree of.
  const bundlerTrees = twinWorker;
  const bundled = () => {
    receiveSourceTrees(undefined);
    bundlerTrees?.bundled();
  };
  if (bundlerTrees) receiveSourceTrees(bundlerTrees.takeSourceTree);
  const devDir = isDev ? path.join(context.generatedFilesDir, 'agent-docs-dev') : null;
  // The dev server's static folder must exist before it starts.
  if (devDir) mkdirSync(devDir, { recursive: true });
  const cache: TwinCache = new Map();
  let outputs: Outputs | undefined;
  /** What the dev folder holds, so a twin of a deleted or moved page goes too. */
  let devFiles = new Set<string>();
  let renders = 0;
  /** Twins of the last render: rendered, or found in the cache of earlier builds. */
  let counts = { twins: 0, rendered: 0, stored: 0, fromBundler: 0, llmsFiles: 0, parts: 0 };
  /** The build's render, awaited in postBuild. */
  let rendering: Promise<void> | undefined;
  const generated = { actions: '' };

  /** The worker started with the build, or a new one; each renders once. */
  function takeTwinWorker(): TwinWorker {
    const worker = twinWorker ?? new TwinWorker();
    twinWorker = undefined;
    return worker;
  }

  async function makeOutputs(
    allContent: Parameters<NonNullable<Plugin['allContentLoaded']>>[0]['allContent'],
  ): Promise<Outputs> {
    const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
      string,
      LoadedContent
    >;
    const collect = {
      siteDir: context.siteDir,
      include: options.include,
      exclude: options.exclude,
      looseDocsSection: options.looseDocsSection,
    };
    const docs = collectDocs(docsPlugins, collect);
    const warn = (file: string, message: string) =>
      logger.warn(`agent-docs: ${path.relative(context.siteDir, file)}: ${message}`);
    const siteContent = allContent as Record<string, Record<string, unknown>>;
    // The dev server keeps its cache of unchanged twins between reloads in this thread;
    // a build renders every twin once, in a worker, while the main thread bundles.
    const { twins, rendered, stored, fromBundler } = devDir
      ? await (
          await import('./pages/render')
        ).renderTwins({
          docs,
          components: options.components,
          allContent: siteContent,
          cache,
          siteUrl,
          warn,
        })
      : await takeTwinWorker().render({
          docsPlugins,
          collect,
          siteUrl,
          components: options.components,
          allContent: siteContent,
          cacheDir: path.resolve(context.siteDir, options.cacheDir),
          warn,
        });
    const placed = placeParts(docs.pages, twins, siteUrl);
    const files: Outputs = new Map();
    // llms-full.txt is the index's own file: only the twins served one by one need the directive.
    for (const page of docs.pages) {
      files.set(
        twinFile(page.permalink),
        twinWithDirective(placed.twins.get(page.permalink)!, siteUrl),
      );
      for (const part of placed.parts.get(page.permalink) ?? []) {
        files.set(part.twinPath.slice(1), twinWithDirective(part.markdown, siteUrl));
      }
    }
    files.set(TWIN_PARTS_FILE, JSON.stringify(partsFile(docs.pages, placed.parts)));
    const input = {
      siteName: options.siteName,
      summary: options.summary,
      details: options.details,
      siteUrl,
      pages: docs.pages,
      optional: options.optional,
      parts: placed.parts,
    };
    const llms = llmsFiles(
      input,
      (page) => placed.twins.get(page.permalink)!,
      options.fullTextMaxChars,
    );
    for (const [file, text] of llms) files.set(file, text);
    counts = {
      twins: docs.pages.length,
      rendered,
      stored,
      fromBundler,
      llmsFiles: llms.size,
      parts: [...placed.parts.values()].reduce((sum, parts) => sum + parts.length, 0),
    };
    return files;
  }

  async function writeOutputs(dir: string, files: Outputs): Promise<void> {
    // A server never sends half a file.
    await Promise.all(
      [...files].map(([file, text]) => writeFileAtomic(path.join(dir, file), text)),
    );
  }

  return {
    name: 'agent-docs',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({ actions }) {
      const globalData: AgentDocsGlobalData = {
        include: options.include,
        exclude: options.exclude,
        menuLabel: options.menuLabel,
      };
      actions.setGlobalData(globalData);
      const menu: PageActionsConfig = { actions: options.pageActions, prompt: options.prompt };
      generated.actions = await actions.createData('page-actions.json', JSON.stringify(menu));
    },
    injectHtmlTags() {
      // Tells an agent that reads a page's HTML where the index for language
      // models is, as the first text of the body: hidden from sight and from
      // screen readers, not focusable, no script.
      return {
        preBodyTags: [
          {
            tagName: 'div',
            attributes: { 'aria-hidden': 'true', style: VISUALLY_HIDDEN },
            innerHTML: `For AI agents: the index of these docs is at ${siteUrl}/${LLMS_TXT}, and every docs page is available as Markdown at its URL with .md appended.`,
          },
        ],
      };
    },
    configureWebpack(_config, isServer) {
      return {
        // Every MDX page went through the loader (or came from the bundler's cache) once
        // either bundle is done.
        ...(bundlerTrees && {
          plugins: [
            {
              apply: (compiler: {
                hooks: { done: { tap(name: string, run: () => void): void } };
              }) => compiler.hooks.done.tap('agent-docs', bundled),
            },
          ],
        }),
        resolve: {
          alias: { '@docs-kit/agent-docs/generated/page-actions$': generated.actions },
        },
        ...(devDir &&
          !isServer && {
            devServer: {
              static: [
                {
                  directory: devDir,
                  publicPath: context.baseUrl,
                  watch: false,
                  // `/docs` must stay the page even though a `docs` folder of twins exists.
                  staticOptions: { redirect: false, index: false },
                },
              ],
              // Docusaurus' own setupMiddlewares runs too, and webpack-merge joins what both
              // return: the list is changed in place and this one returns nothing more.
              setupMiddlewares: (middlewares: Middleware[]) => {
                middlewares.unshift({
                  name: 'agent-docs-markdown',
                  middleware: negotiate(devDir, context.baseUrl),
                });
                return [];
              },
            },
          }),
      };
    },
    async allContentLoaded({ allContent }) {
      renders += 1;
      const render = renders;
      const started = performance.now();
      const job = (async () => {
        const files = await makeOutputs(allContent);
        // The docs reloaded again meanwhile: the newer render writes.
        if (render !== renders) return;
        outputs = files;
        if (devDir) {
          await writeOutputs(devDir, files);
          const stale = [...devFiles].filter((file) => !files.has(file));
          await Promise.all(stale.map((file) => rm(path.join(devDir, file), { force: true })));
          devFiles = new Set(files.keys());
        }
        const took = Math.round(performance.now() - started);
        logger.info(
          `agent-docs: ${counts.twins} Markdown twins (${counts.rendered} rendered, ${counts.fromBundler} of them from the bundler's parse; ${counts.stored} from the cache), ${counts.parts} parts of split twins and ${counts.llmsFiles} llms files in ${took} ms`,
        );
      })();
      if (!devDir) {
        // A build needs the twins only in postBuild, so they render while the site bundles;
        // postBuild rethrows any failure.
        rendering = job;
        job.catch(() => undefined);
        return;
      }
      // The dev server starts and reloads without waiting for the twins, and a broken
      // page must not stop it from reloading the docs.
      job.catch((error: unknown) =>
        logger.error(`agent-docs: the twins were not rebuilt: ${String(error)}`),
      );
    },
    async postBuild({ outDir }) {
      bundled();
      await rendering;
      if (!outputs) throw new Error('agent-docs: no twins were rendered before postBuild.');
      await writeOutputs(outDir, outputs);
    },
  };
}

// Docusaurus looks for validateOptions on a plugin function passed directly in the config.
agentDocsPlugin.validateOptions = validateOptions;

/**
 * The plugin with its options bound, checked at once: the way to list it in
 * a site's config. Docusaurus copies the options of plugins listed as
 * `[module, options]` into the browser bundle with the site config; options
 * bound here stay on the server, so the menu's labels, the summary and the
 * renderers cost the pages nothing.
 */
export function agentDocsPluginConfig(options: AgentDocsOptionsInput): PluginModule {
  return bindPluginOptions(agentDocsPlugin, validateOptions, options);
}
