import { useEffect, type RefObject } from 'react';

/** The reference's root element; the island finds its server markup by this id. */
export const referenceRootId = 'api-reference';

/** The attribute of the hidden element inside the root that holds the site's try-it help (JSON). */
export const tryItHelpAttribute = 'data-try-it-help';

type Unmount = () => void;

/** Loads the console chunk and mounts it in an opened try-it panel. */
async function openConsole(panel: HTMLDetailsElement, consoles: Map<Element, Unmount>) {
  const mount = panel.querySelector('.api-try__mount');
  if (!mount || consoles.has(mount)) return;
  consoles.set(mount, () => {});
  const { mountConsole } = await import('../try-it/mount');
  if (!consoles.has(mount)) return;
  const operation = JSON.parse(panel.dataset.tryIt ?? '{}');
  const helpHolder = panel.closest(`#${referenceRootId}`)?.querySelector(`[${tryItHelpAttribute}]`);
  const help = JSON.parse(helpHolder?.getAttribute(tryItHelpAttribute) ?? '{"tips":[]}');
  consoles.set(mount, mountConsole(mount, operation, panel.dataset.serverUrl ?? '', help));
}

async function copySample(button: HTMLButtonElement) {
  const pre = button.closest('.api-sample')?.querySelector('pre');
  if (!pre) return;
  // innerText keeps the line breaks that the highlighted lines draw with <br>.
  await navigator.clipboard.writeText(pre.innerText.replace(/\n$/, ''));
  const label = button.textContent;
  button.textContent = 'Copied';
  setTimeout(() => {
    button.textContent = label;
  }, 2000);
}

function showRestoreFailure(root: HTMLElement) {
  const message = document.createElement('p');
  message.className = 'api-text api-restore-error';
  message.textContent =
    'The API reference could not be loaded. Reload the page to see it, or check your connection.';
  root.replaceChildren(message);
}

/**
 * After a client-side navigation the island has no server markup: fetch this
 * page's own static HTML and take the reference from it. Nothing in it runs:
 * parsed documents don't execute scripts, and the reference holds none.
 */
async function restoreFromPage(root: HTMLElement, isCancelled: () => boolean) {
  try {
    const response = await fetch(window.location.pathname, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const source = page.getElementById(root.id);
    if (!source) throw new Error('no reference in the page');
    if (isCancelled()) return;
    root.replaceChildren(
      ...Array.from(source.childNodes, (node) => document.importNode(node, true)),
    );
    // The router scrolled before the target existed; scroll now.
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (target) document.getElementById(target)?.scrollIntoView();
  } catch {
    if (!isCancelled()) showRestoreFailure(root);
  }
}

/**
 * The reference's only client code on first load: copy buttons, try-it
 * panels that load their console when opened, and (for the island) putting
 * the reference back after a client-side navigation.
 */
export function useReferenceBehaviour(
  rootRef: RefObject<HTMLElement | null>,
  { restore }: { restore: boolean },
): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let cancelled = false;
    const consoles = new Map<Element, Unmount>();
    const onToggle = (event: Event) => {
      const panel = event.target;
      if (
        panel instanceof HTMLDetailsElement &&
        panel.open &&
        panel.classList.contains('api-try')
      ) {
        void openConsole(panel, consoles);
      }
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy-sample]');
      if (button) void copySample(button);
    };
    // toggle does not bubble, so listen while it travels down.
    root.addEventListener('toggle', onToggle, true);
    root.addEventListener('click', onClick);
    if (restore && root.childElementCount === 0) {
      void restoreFromPage(root, () => cancelled);
    } else {
      // A panel opened before hydration has already fired its toggle event.
      root.querySelectorAll<HTMLDetailsElement>('details.api-try[open]').forEach((panel) => {
        void openConsole(panel, consoles);
      });
    }
    return () => {
      cancelled = true;
      root.removeEventListener('toggle', onToggle, true);
      root.removeEventListener('click', onClick);
      consoles.forEach((unmount) => unmount());
      consoles.clear();
    };
  }, [rootRef, restore]);
}
