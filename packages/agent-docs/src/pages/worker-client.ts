import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import { startTsWorker } from '@docs-kit/build-utils/worker';
import type { LiteralValue } from '../markdown/estree-values';
import type {
  ComponentRenderer,
  PageSource,
  PageTwin,
  RenderContext,
  RenderedWithParts,
} from '../markdown/types';
import type { CollectOptions } from './collect';
import type { RenderedTwins } from './render';

export type FromWorker =
  | {
      type: 'render';
      id: number;
      name: string;
      props: Record<string, LiteralValue>;
      page: PageSource;
    }
  | { type: 'warn'; file: string; message: string }
  | {
      type: 'done';
      twins: [string, PageTwin][];
      rendered: number;
      stored: number;
      fromBundler: number;
    }
  | { type: 'failed'; error: string };

export type ToWorker =
  | {
      type: 'start';
      /** The docs plugins' loaded content (structured-cloned into the worker). */
      docsPlugins: Record<string, unknown>;
      collect: CollectOptions;
      siteUrl: string;
      componentNames: string[];
      /** Where twins are kept between builds; none keeps nothing. */
      cacheDir?: string;
    }
  /** An MDX page's tree as the bundler parsed it. */
  | { type: 'tree'; filePath: string; tree: Root }
  /** The bundler parsed every page it will: the worker parses the pages it got no tree of. */
  | { type: 'bundled' }
  | { type: 'rendered'; id: number; result: string | RenderedWithParts }
  | { type: 'render-failed'; id: number; error: string };

export interface WorkerRenderInput {
  docsPlugins: Record<string, unknown>;
  collect: CollectOptions;
  siteUrl: string;
  components: Record<string, ComponentRenderer>;
  allContent: RenderContext['allContent'];
  cacheDir?: string;
  warn(file: string, message: string): void;
}

/**
 * A worker thread that renders the twin of every page, so that a production
 * build's main thread bundles the site meanwhile. It loads the remark
 * pipeline as soon as it starts, before it has pages to render; the site's
 * component renderers still run here, in the main thread, when it asks.
 */
export class TwinWorker {
  // In the background: it renders while the site bundles, and the bundler comes first.
  private readonly worker: Worker = startTsWorker(path.join(__dirname, 'worker.ts'), null, {
    background: true,
  });

  /**
   * Hands the worker an MDX page's tree as the bundler parsed it, before any
   * plugin changes it (posting a message copies it at once).
   */
  readonly takeSourceTree = (filePath: string, tree: Root): void =>
    this.worker.postMessage({ type: 'tree', filePath, tree } satisfies ToWorker);

  /** Tells the worker that no more trees come. */
  bundled(): void {
    this.worker.postMessage({ type: 'bundled' } satisfies ToWorker);
  }

  /** The twin of every page, by permalink. The worker renders once, then exits. */
  render(input: WorkerRenderInput): Promise<RenderedTwins> {
    const { worker } = this;
    worker.ref();
    const reply = (message: ToWorker) => worker.postMessage(message);
    return new Promise<RenderedTwins>((resolve, reject) => {
      const finish = (settle: () => void) => {
        settle();
        void worker.terminate();
      };
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'render':
            Promise.resolve()
              .then(() =>
                input.components[message.name]!(message.props, {
                  page: message.page,
                  allContent: input.allContent,
                }),
              )
              .then(
                (result) => reply({ type: 'rendered', id: message.id, result }),
                (error: unknown) =>
                  reply({ type: 'render-failed', id: message.id, error: String(error) }),
              );
            break;
          case 'warn':
            input.warn(message.file, message.message);
            break;
          case 'done':
            finish(() =>
              resolve({
                twins: new Map(message.twins),
                rendered: message.rendered,
                stored: message.stored,
                fromBundler: message.fromBundler,
              }),
            );
            break;
          case 'failed':
            finish(() => reject(new Error(`agent-docs: ${message.error}`)));
            break;
        }
      });
      worker.on('error', (error: Error) => finish(() => reject(error)));
      worker.on('exit', (code) =>
        reject(new Error(`agent-docs: the twins' worker exited (${code}) before it finished.`)),
      );
      reply({
        type: 'start',
        docsPlugins: input.docsPlugins,
        collect: input.collect,
        siteUrl: input.siteUrl,
        componentNames: Object.keys(input.components),
        cacheDir: input.cacheDir,
      });
    });
  }
}
