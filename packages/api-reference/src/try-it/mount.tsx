import React from 'react';
import { createRoot } from 'react-dom/client';
import type { TryItOperation } from './descriptor';
import type { TryItHelp } from './help';
import TryItConsole from './TryItConsole';

/** Renders the console into an opened try-it panel; returns how to remove it. */
export function mountConsole(
  container: Element,
  operation: TryItOperation,
  defaultServerUrl: string,
  help: TryItHelp,
): () => void {
  const root = createRoot(container);
  root.render(
    <TryItConsole operation={operation} defaultServerUrl={defaultServerUrl} help={help} />,
  );
  return () => root.unmount();
}
