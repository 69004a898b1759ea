import React, { type ReactNode } from 'react';

/**
 * DocSearch's own error screen never shows: DocSearch sets the "error" status
 * when a search fails, but autocomplete-core resets the status to "idle" in a
 * `finally` right after, so the no-results screen appears instead. The modal
 * therefore gets a backend that answers a failed load with no hits and reports
 * the failure, and this component draws the error screen into the modal.
 */
export default function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}
