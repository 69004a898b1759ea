import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

/** How long the outcome of an action stays in view: long enough to read, then out of the way. */
const STATUS_MS = 4000;
const ERROR_STATUS_MS = 10_000;

/**
 * The button beside a docs page's title that opens the page-actions menu
 * (copy the page as Markdown, view it, open it in an assistant). Only this
 * button ships with the page; the menu is fetched when it first opens. What
 * an action did, such as "Copied", shows in a small note under the button
 * that covers rather than moves the page, and goes after a few seconds. The
 * note is a live region, present while empty, so screen readers announce it.
 */
export default function PageActions({ markdownPath, title, label }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    // A message that ends with an ellipsis is work in progress: it stays until the outcome.
    if (!status || status.endsWith('…')) return undefined;
    const timer = setTimeout(
      () => setStatus(''),
      status.startsWith('Could not') ? ERROR_STATUS_MS : STATUS_MS,
    );
    return () => clearTimeout(timer);
  }, [status]);
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
