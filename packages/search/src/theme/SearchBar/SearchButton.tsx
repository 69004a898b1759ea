import React, { forwardRef, useEffect, useState } from 'react';

interface Props {
  onOpen: () => void;
  onPrepare: () => void;
}

/**
 * The navbar search button, drawn with DocSearch's own classes so it looks
 * like DocSearch's button, at a fraction of the code DocSearch's package
 * would add to every page.
 */
export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  { onOpen, onPrepare },
  ref,
) {
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setModifier('⌘');
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label="Search docs"
      onClick={onOpen}
      onMouseOver={onPrepare}
      onFocus={onPrepare}
      onTouchStart={onPrepare}
    >
      <span className="DocSearch-Button-Container">
        <svg
          width="20"
          height="20"
          className="DocSearch-Search-Icon"
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m13 13 5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        <kbd className="DocSearch-Button-Key">{modifier}</kbd>
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});
