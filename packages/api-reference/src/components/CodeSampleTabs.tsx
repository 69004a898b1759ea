import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { CodeSample } from '../samples';

/**
 * Tabs that need no JavaScript: one radio button per sample, and CSS shows
 * the panel of the checked one. The radios share a name per operation, so
 * arrow keys move between them like any radio group.
 */
export default function CodeSampleTabs({
  id,
  samples,
}: {
  /** Unique on the page; prefixes the radios' ids and name. */
  id: string;
  samples: readonly CodeSample[];
}): ReactNode {
  return (
    <div className="api-tabs">
      {samples.map((sample, index) => (
        <React.Fragment key={sample.label}>
          <input
            type="radio"
            className="api-tabs__radio"
            name={`${id}-samples`}
            id={`${id}-sample-${index}`}
            data-tab={index}
            defaultChecked={index === 0}
          />
          <label className="api-tabs__tab" htmlFor={`${id}-sample-${index}`}>
            {sample.label}
          </label>
        </React.Fragment>
      ))}
      {samples.map((sample, index) => (
        <div className="api-tabs__panel api-sample" data-tab={index} key={sample.label}>
          <button
            type="button"
            className="api-copy"
            data-copy-sample
            aria-label={`Copy the ${sample.label} sample`}
          >
            Copy
          </button>
          <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
        </div>
      ))}
    </div>
  );
}
