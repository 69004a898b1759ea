import React, { type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';

type HitProps = { hit: { url: string }; children: ReactNode };

/**
 * A hit of the modal. It is an option of a listbox, which must hold nothing
 * focusable, so it is no link: the keyboard opens it through the modal's
 * navigator, and a click here through the router, so opening a result needs
 * no page load. A click with Ctrl, Cmd or Shift, or with the middle button,
 * opens it in a new tab, as a link would.
 */
export default function Hit({ hit, children }: HitProps): React.JSX.Element {
  const history = useHistory();
  const open = (event: MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else if (event.button === 0) {
      history.push(hit.url);
    }
  };
  return (
    <a onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}
