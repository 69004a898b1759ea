type Highlighter = typeof import('./highlighter');

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The Prism highlighter if its chunk has arrived, so code can be highlighted without waiting. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

/** Downloads the Prism highlighter chunk once; a failed download is tried again on the next call. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlighter').then(
    (highlighter) => (loaded = highlighter),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
