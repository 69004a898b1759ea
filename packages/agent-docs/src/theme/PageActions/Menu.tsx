import React, { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import config from '@docs-kit/agent-docs/generated/page-actions';
import { fillPrompt, menuEntry, type MenuEntry } from './actions';
import styles from './styles.module.css';

interface MenuProps {
  id: string;
  open: boolean;
  markdownPath: string;
  title: string;
  label: string;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose(returnFocus: boolean): void;
  onStatus(message: string): void;
}

/**
 * The page-actions menu, as the WAI-ARIA menu button pattern describes it:
 * focus moves to the first entry on opening; arrow keys, Home and End move
 * between entries; Escape closes and returns to the button; Tab or a click
 * elsewhere closes.
 */
export default function Menu({
  id,
  open,
  markdownPath,
  title,
  label,
  trigger,
  onClose,
  onStatus,
}: MenuProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const list = useRef<HTMLUListElement>(null);
  const entries = useMemo<MenuEntry[]>(() => {
    const origin = siteConfig.url.replace(/\/$/, '');
    const markdownUrl = `${origin}${markdownPath}`;
    const pageUrl = `${origin}${window.location.pathname}`;
    const prompt = fillPrompt(config.prompt, { markdownUrl, pageUrl, title });
    return config.actions.map((action) =>
      menuEntry(action, { markdownPath, markdownUrl, pageUrl, title, prompt, onStatus }),
    );
  }, [siteConfig.url, markdownPath, title, onStatus]);

  const items = (): HTMLElement[] =>
    list.current ? Array.from(list.current.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, onClose, trigger]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  return (
    <ul
      ref={list}
      id={id}
      role="menu"
      aria-label={label}
      className={styles.menu}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      {entries.map((entry) => (
        <li role="none" key={entry.label}>
          {entry.kind === 'link' ? (
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={entry.href}
              {...(entry.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={() => onClose(false)}
            >
              {entry.label}
              {entry.newTab && (
                <>
                  <svg
                    className={styles.external}
                    viewBox="0 0 16 16"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M6 3h7v7M13 3L5 11"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                    />
                  </svg>
                  <span className={styles.visuallyHidden}> (opens in a new tab)</span>
                </>
              )}
            </a>
          ) : (
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={styles.item}
              onClick={() => {
                void entry.run();
                onClose(true);
              }}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
