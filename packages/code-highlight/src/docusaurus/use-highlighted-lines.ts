import { useEffect, useId, useMemo, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { plainLines, type HighlightedLine, type HighlightResult } from '../lines';
import { loadedHighlighter, loadHighlighter } from './load-highlighter';
import { HIGHLIGHT_ID_ATTRIBUTE, readServerRenderedLines } from './server-markup';

/**
 * Lines read back from server markup, by language and code. Blocks that
 * re-mount right after hydration (the classic theme's Tabs re-mount their
 * content) find their lines here once their server markup has gone.
 */
const serverRenderedLines = new Map<string, HighlightedLine[]>();

function linesFromServer(id: string, code: string, language: string, hydrating: boolean) {
  const key = `${language}\n${code}`;
  let lines = serverRenderedLines.get(key);
  if (!lines && hydrating) {
    lines = readServerRenderedLines(id);
    if (lines) serverRenderedLines.set(key, lines);
  }
  return lines;
}

/**
 * The highlighted lines of a code block, in the browser.
 *
 * While React hydrates a server-rendered page, the lines are read back from
 * the block's server markup, so hydration matches it and Prism is never
 * downloaded. A block that first renders later, after a client-side
 * navigation, uses the Prism chunk: at once if it has arrived, otherwise it
 * shows plain text until it does. The plugin swaps this module for
 * `use-highlighted-lines.server.ts` in the server bundle.
 */
export function useHighlightedLines(code: string, language: string): HighlightResult {
  const id = useId();
  const fromServer = linesFromServer(id, code, language, !useIsBrowser());
  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  const fromPrism = useMemo(
    () => (fromServer ? undefined : highlighter?.highlight(code, language)),
    [fromServer, highlighter, code, language],
  );
  const lines = fromServer ?? fromPrism;

  const waitingForHighlighter = lines === undefined;
  useEffect(() => {
    if (!waitingForHighlighter) return undefined;
    let mounted = true;
    loadHighlighter().then(
      (loaded) => {
        if (mounted) setHighlighter(loaded);
      },
      (error: unknown) =>
        console.warn('Code highlighting failed to load; showing plain code.', error),
    );
    return () => {
      mounted = false;
    };
  }, [waitingForHighlighter]);

  return { lines: lines ?? plainLines(code), preProps: { [HIGHLIGHT_ID_ATTRIBUTE]: id } };
}
