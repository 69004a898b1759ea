import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface TableScrollerProps {
  /** What the table holds, read out when the scroller gets focus. */
  label: string;
  /**
   * In a narrow column, show each row as a block of labelled values instead
   * of a row of cells. Body cells must carry their column's name in
   * `data-label`; the first cell names the row. The table carries the global
   * class `stacking-table`, which hides its header row from view there.
   */
  stackable?: boolean;
  children: ReactNode;
}

/**
 * Lets a wide table scroll sideways, with a shadow on each side that hides
 * columns, so that a reader sees there is more. The scroller takes keyboard
 * focus so that readers without a mouse or touch screen can scroll it with
 * the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable). It is a
 * named group rather than a region: a page can hold several tables with the
 * same columns, and landmarks must have unique names.
 */
export default function TableScroller({
  label,
  stackable = false,
  children,
}: TableScrollerProps): ReactNode {
  return (
    <div
      className={clsx(styles.scroller, stackable && styles.stackable)}
      role="group"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
