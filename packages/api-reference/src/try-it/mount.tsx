import React from 'react';
import { createRoot } from 'react-dom/client';
import type { TryItTip } from '../model/types';
import type { TryItOperation } from './descriptor';
import TryItConsole from './TryItConsole';

/** Renders the console into an opened try-it panel; returns how to remove it. */
export function mountConsole(
  container: Element,
  operation: TryItOperation,
  defaultServerUrl: string,
  tips: TryItTip[],
): () => void {
  const root = createRoot(container);
  root.render(
    <TryItConsole operation={operation} defaultServerUrl={defaultServerUrl} tips={tips} />,
  );
  return () => root.unmount();
}
