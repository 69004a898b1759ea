import React, { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface Props {
  /** Site path of the page's Markdown twin, base URL included. */
  markdownPath: string;
  title: string;
  /** The button's text. */
  label: string;
}

// The menu, its actions and their settings load the first time a reader opens it.
const Menu = lazy(() => import('./Menu'));

/**
 * The button beside a docs page's title that opens the page-actions menu
 * (copy the page as Markdown, view it, open it in an assistant). Only this
 * button ships with the page; the menu is fetched when it first opens. The
 * status line shows what an action did, such as "Copied", and stays after
 * the menu closes.
 */
export default function PageActions({ markdownPath, title, label }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <div className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
          setStatus('');
        }}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
      {loaded && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            open={open}
            markdownPath={markdownPath}
            title={title}
            label={label}
            trigger={button}
            onClose={close}
            onStatus={setStatus}
          />
        </Suspense>
      )}
    </div>
  );
}
