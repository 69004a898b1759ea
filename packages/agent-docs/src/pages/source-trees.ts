import type { Root } from 'mdast';

/**
 * The trees Docusaurus' MDX loader parses, handed to a build's twins' worker
 * so that an MDX page is parsed once per build, not once for the page and
 * again for its twin. The loader runs in the bundler's thread of the process
 * that loaded the plugin, so the two meet through a slot on `globalThis`: the
 * site config and the plugin may load this module as separate instances.
 */
const RECEIVER = Symbol.for('@docs-kit/agent-docs/source-trees');

type Receiver = (filePath: string, tree: Root) => void;

interface ReceiverSlot {
  [RECEIVER]?: Receiver;
}

/** Takes the trees while a build's twins render; `undefined` stops taking them. */
export function receiveSourceTrees(receiver: Receiver | undefined): void {
  (globalThis as ReceiverSlot)[RECEIVER] = receiver;
}

/**
 * A remark plugin for the docs plugin's `beforeDefaultRemarkPlugins`: passes
 * each `.mdx` page's tree, before any other plugin changes it, to the twins'
 * worker of a production build. Elsewhere it does nothing. A `.md` page is
 * left out: Docusaurus may read it as MDX, its twin reads it as Markdown.
 */
export function remarkTwinSources() {
  return (tree: Root, file: { path?: string }): void => {
    const receiver = (globalThis as ReceiverSlot)[RECEIVER];
    if (receiver && file.path?.endsWith('.mdx')) receiver(file.path, tree);
  };
}

/**
 * The worker's side: trees that arrived and were not yet asked for, and pages
 * waiting for theirs. Once the bundler is done, a page with no tree is told
 * so, and parses its source itself.
 */
export class ArrivingTrees {
  private readonly arrived = new Map<string, Root>();
  private readonly waiting = new Map<string, (tree: Root | undefined) => void>();
  private done = false;

  /** The tree of a page, when it arrives; `undefined` if the bundler finishes without it. */
  take(filePath: string): Promise<Root | undefined> {
    const tree = this.arrived.get(filePath);
    this.arrived.delete(filePath);
    if (tree || this.done) return Promise.resolve(tree);
    return new Promise((resolve) => this.waiting.set(filePath, resolve));
  }

  arrive(filePath: string, tree: Root): void {
    const waiter = this.waiting.get(filePath);
    this.waiting.delete(filePath);
    if (waiter) waiter(tree);
    else this.arrived.set(filePath, tree);
  }

  bundled(): void {
    this.done = true;
    for (const waiter of this.waiting.values()) waiter(undefined);
    this.waiting.clear();
  }
}
