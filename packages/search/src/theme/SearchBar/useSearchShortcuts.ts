import { useEffect } from 'react';

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  const tag = element.tagName;
  return element.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Ctrl or Cmd + K toggles search; `/` opens it when no input has focus;
 * Escape closes it. The same keys as DocSearch's own hook, without loading
 * DocSearch before search is used.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose }: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const isToggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !isEditable(event.target);
      if ((event.key === 'Escape' && isOpen) || isToggle || (isSlash && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);
}
