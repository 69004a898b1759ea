import React, { useCallback, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton, useDocSearchKeyboardEvents } from '@docsearch/react';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { getSearchClient, SEARCH_INDEX_NAME, SEARCH_PLACEHOLDER } from '../searchClient';
import '@docsearch/css';
import './docsearch.css';

type ModalComponent = typeof DocSearchModalType;
let modalModule: Promise<ModalComponent> | null = null;

/** The modal's code is fetched only when search is about to be used. */
function loadModal(): Promise<ModalComponent> {
  modalModule ??= import('@docsearch/react/modal').then((module) => module.DocSearchModal);
  return modalModule;
}

function prepareSearch(): void {
  getSearchClient().prefetch();
  void loadModal();
}

type HitProps = { hit: { url: string }; children: ReactNode };

function Hit({ hit, children }: HitProps): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function SeeAllResults({ state }: { state: { query: string; context: { nbHits?: unknown } } }) {
  const count = Number(state.context.nbHits ?? 0);
  return <Link to={`/search?q=${encodeURIComponent(state.query)}`}>See all {count} results</Link>;
}

/** The navbar search: the DocSearch button and modal over the offline engine. */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const onOpen = useCallback(() => {
    prepareSearch();
    void loadModal().then((component) => {
      setModal(() => component);
      setIsOpen(true);
    });
  }, []);
  const onClose = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      setInitialQuery(event.key);
      onOpen();
    },
    [onOpen],
  );

  useDocSearchKeyboardEvents({ isOpen, onOpen, onClose, onInput, searchButtonRef });

  return (
    <>
      <DocSearchButton
        ref={searchButtonRef}
        onClick={onOpen}
        onMouseOver={prepareSearch}
        onFocus={prepareSearch}
        onTouchStart={prepareSearch}
        translations={{ buttonText: 'Search', buttonAriaLabel: 'Search docs' }}
      />
      {isOpen &&
        Modal &&
        createPortal(
          <Modal
            appId="offline"
            apiKey="offline"
            indexName={SEARCH_INDEX_NAME}
            placeholder={SEARCH_PLACEHOLDER}
            initialQuery={initialQuery}
            initialScrollY={window.scrollY}
            onClose={onClose}
            maxResultsPerGroup={5}
            insights={false}
            searchParameters={{
              facetFilters: [
                ['language:en'],
                ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
              ],
            }}
            transformSearchClient={() => getSearchClient() as never}
            navigator={{
              navigate({ itemUrl }) {
                history.push(itemUrl);
              },
            }}
            hitComponent={Hit}
            resultsFooterComponent={SeeAllResults as never}
            getMissingResultsUrl={({ query }) =>
              `https://github.com/stacklok/toolhive/issues/new?title=${encodeURIComponent(
                `Docs search: no results for "${query}"`,
              )}`
            }
          />,
          document.body,
        )}
    </>
  );
}
