import React, { useRef, type ReactNode } from 'react';
import modelData from '@docs-kit/api-reference/generated/model';
import type { ApiModel } from '../model/types';
import { referenceRootId, tryItHelpAttribute, useReferenceBehaviour } from './behaviour';
import ReferenceContent from './ReferenceContent';
import './styles.css';

const model = modelData as ApiModel;

/**
 * The full reference, rendered from the view model. The server bundle uses
 * it to write the page's HTML; in development the browser renders it too.
 */
export default function ApiReferenceBody(): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  useReferenceBehaviour(rootRef, { restore: false });
  return (
    <div id={referenceRootId} className="api-reference" ref={rootRef}>
      <div hidden {...{ [tryItHelpAttribute]: JSON.stringify(model.tryItHelp) }} />
      <ReferenceContent model={model} />
    </div>
  );
}
