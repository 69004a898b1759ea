import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface TableScrollerProps {
  /** What the table holds, read out when the scroller gets focus. */
  label: string;
  children: ReactNode;
}

/**
 * Lets a wide table scroll sideways on narrow screens. The scroller takes
 * keyboard focus so that readers without a mouse or touch screen can scroll
 * it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 * It is a named group rather than a region: a page can hold several tables
 * with the same columns, and landmarks must have unique names.
 */
export default function TableScroller({ label, children }: TableScrollerProps): ReactNode {
  return (
    <div className={styles.scroller} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
