const inputSelector = '.DocSearch-Input';

/** A character a reader types into a search box: one printable key, no shortcut modifier. */
function isTyped(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Keeps what a reader types between asking for search (shortcut or click)
 * and the modal's input taking the focus: the modal's code is fetched on
 * first use, and on a busy machine the first letters used to land on the
 * page and be lost. Until the modal exists the characters are held (and
 * passed as its initial query); once it exists, a key moves the focus to its
 * input, where the character then lands.
 */
export function startTypeAhead(): { take: () => string; stop: () => void } {
  let held = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTyped(event)) return;
    const input = document.querySelector<HTMLInputElement>(inputSelector);
    if (input) {
      if (document.activeElement !== input) input.focus();
      return;
    }
    event.preventDefault();
    held += event.key;
  };
  window.addEventListener('keydown', onKeyDown, true);
  return {
    take: () => {
      const taken = held;
      held = '';
      return taken;
    },
    stop: () => window.removeEventListener('keydown', onKeyDown, true),
  };
}

type TypeAheadRef = { current: ReturnType<typeof startTypeAhead> | null };

export function stopTypeAhead(ref: TypeAheadRef): void {
  ref.current?.stop();
  ref.current = null;
}

/**
 * Called once the modal is open: adds what was typed after its initial query
 * was read to its input, through the input's own value setter and an input
 * event (as typing would), and stops holding keys.
 */
export function handOverTypeAhead(ref: TypeAheadRef): void {
  const rest = ref.current?.take() ?? '';
  stopTypeAhead(ref);
  const input = document.querySelector<HTMLInputElement>(inputSelector);
  if (!rest || !input) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + rest);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
