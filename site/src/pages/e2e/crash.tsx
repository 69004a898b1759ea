import React, { useState, type ReactNode } from 'react';
import TestPage from '@site/src/components/TestPage';

function CrashButton(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error('Crash requested by the end-to-end test page');
  }
  return (
    <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
      Crash this page
    </button>
  );
}

/**
 * Lets the end-to-end tests see the "This page crashed" screen. Not linked
 * from anywhere, left out of the sitemap and the search index, and noindex.
 */
export default function CrashTestPage(): ReactNode {
  return (
    <TestPage title="Crash test">
      <p>This page exists for automated tests of the error screen.</p>
      <CrashButton />
    </TestPage>
  );
}
