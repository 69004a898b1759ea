import React, { type ReactNode } from 'react';
import Loadable from 'react-loadable';
import TestPage from '@site/src/components/TestPage';
import Loading from '@theme/Loading';

// The same loader and loading screen Docusaurus wraps around every route,
// applied to one chunk the end-to-end tests can delay or block.
const LazyPanel = Loadable({
  loader: () => import('./_lazy-panel'),
  loading: Loading,
});

/**
 * Lets the end-to-end tests see the route-loading spinner and failure box.
 * Not linked from anywhere, left out of the sitemap and the search index.
 */
export default function RouteLoadingTestPage(): ReactNode {
  return (
    <TestPage title="Route loading test">
      <LazyPanel />
    </TestPage>
  );
}
