import React, { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Puts a query into DocSearch's input as if typed, so the modal searches for it. */
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!input) return;
  // React tracks an input's value: set it through the native setter so the change registers.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * On DocSearch's no-results screen, the queries the engine suggests from the
 * index's own words, in place of DocSearch's (the section names of earlier
 * results). Drawn into the screen while it shows.
 */
export default function NoResultsSuggestions({
  dropdown,
  suggestions,
}: {
  dropdown: HTMLElement;
  suggestions: string[];
}): ReactNode {
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setScreen(dropdown.querySelector('.DocSearch-NoResults'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(dropdown, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [dropdown]);
  if (!screen || suggestions.length === 0) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List docs-search-suggestions">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="DocSearch-Prefill"
              onClick={() => typeQuery(suggestion)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    screen,
  );
}
