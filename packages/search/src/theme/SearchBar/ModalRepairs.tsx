import { useEffect } from 'react';

/**
 * Mends DocSearch 3.9's modal markup where axe-core finds it wrong, each time
 * the modal redraws: every result list takes the id the search box's
 * `aria-controls` names (DocSearch gives them all one id, which the box does
 * not name), and the modal's header and footer stop being a second banner and
 * contentinfo landmark beside the page's own.
 */
function repair(modal: Element): void {
  modal.querySelectorAll('ul[role="listbox"]').forEach((list) => {
    const item = list.querySelector('li[id]');
    const id = item?.id.replace(/-item-\d+$/, '-list');
    if (id && list.id !== id) list.id = id;
  });
  modal.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer').forEach((landmark) => {
    if (landmark.getAttribute('role') !== 'none') landmark.setAttribute('role', 'none');
  });
}

export default function ModalRepairs({ modal }: { modal: HTMLElement }): null {
  useEffect(() => {
    repair(modal);
    const observer = new MutationObserver(() => repair(modal));
    observer.observe(modal, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [modal]);
  return null;
}
