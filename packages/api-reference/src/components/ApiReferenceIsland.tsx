import React, { useRef, type ReactNode } from 'react';
import { referenceRootId, useReferenceBehaviour } from './behaviour';
import './styles.css';

/**
 * What the production browser bundle has in place of ApiReferenceBody: an
 * element whose content React never touches. An element with
 * dangerouslySetInnerHTML has no children for React to hydrate, so the
 * server-rendered reference stays as it is, and neither the view model nor
 * the renderer ships to the browser. The HTML given is always empty; after a
 * client-side navigation the behaviour hook fills the element from the
 * page's own static HTML.
 */
export default function ApiReferenceIsland(): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  useReferenceBehaviour(rootRef, { restore: true });
  return (
    <div
      id={referenceRootId}
      className="api-reference"
      ref={rootRef}
      // eslint-disable-next-line react/no-danger -- always empty: keeps the server markup unhydrated
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
