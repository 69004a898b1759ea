import React, { type ReactNode } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import styles from './styles.module.css';

/**
 * The screen shown while a route's code loads: nothing for the first 200 ms,
 * then a spinner; if loading fails, the error and a Retry button.
 */
export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.box}`} role="alert">
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--danger" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrap} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
