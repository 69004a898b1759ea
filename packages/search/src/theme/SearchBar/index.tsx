import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { withEscapedText } from '../../highlight';
import { SEARCH_PLACEHOLDER, useSearchBackend, useSearchConfig } from '../useSearchBackend';
import type { ModalOptions, SearchBackend } from '../../wire';
import { useContextualFacetFilters } from '../useContextualFacetFilters';
import { SearchButton } from './SearchButton';
import { useSearchShortcuts } from './useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './docsearch.css';

type ModalComponent = typeof DocSearchModalType;
type LoadedModal = { Modal: ModalComponent; options: ModalOptions };
let modalModule: Promise<LoadedModal> | null = null;

/** The modal's code and options are fetched only when search is about to be used. */
function loadModal(): Promise<LoadedModal> {
  modalModule ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@toolhive-docs/search/modal-options'),
    import('@docsearch/css/dist/modal.css'),
  ]).then(([module, options]) => ({ Modal: module.DocSearchModal, options: options.default }));
  return modalModule;
}

function missingResultsLink(newIssueUrl: string | null) {
  if (!newIssueUrl) return undefined;
  return ({ query }: { query: string }) =>
    `${newIssueUrl}?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
}

function prepareSearch(backend: SearchBackend): void {
  backend.prefetch();
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

/**
 * DocSearch's own error screen never shows: DocSearch sets the "error" status
 * when a search fails, but autocomplete-core resets the status to "idle" in a
 * `finally` right after, so the no-results screen appears instead. The modal
 * therefore gets a backend that answers a failed load with no hits and reports
 * the failure, and this component draws the error screen into the modal.
 */
function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

const emptyResponse = {
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: 0,
  hitsPerPage: 0,
  query: '',
  params: '',
  index: '',
  queryID: '',
  processingTimeMS: 0,
  exhaustiveNbHits: true as const,
};

function useModalBackend(
  backend: SearchBackend,
  onFailedChange: (failed: boolean) => void,
): SearchBackend {
  return useMemo(() => {
    return {
      ...backend,
      async search(argument: Parameters<typeof backend.search>[0]) {
        try {
          const { results } = await backend.search(argument);
          onFailedChange(false);
          return {
            results: results.map((result) => ({
              ...result,
              hits: result.hits.map(withEscapedText),
            })),
          };
        } catch {
          onFailedChange(true);
          const count = Array.isArray(argument) ? argument.length : argument.requests.length;
          return { results: Array.from({ length: count }, () => emptyResponse) };
        }
      },
    };
  }, [backend, onFailedChange]);
}

function useDropdown(isOpen: boolean): HTMLElement | null {
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!isOpen) {
      setDropdown(null);
      return undefined;
    }
    const find = () => setDropdown(document.querySelector<HTMLElement>('.DocSearch-Dropdown'));
    const frame = requestAnimationFrame(find);
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return dropdown;
}

/** The navbar search: the DocSearch button and modal over the offline engine. */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [loaded, setLoaded] = useState<LoadedModal | null>(null);
  const Modal = loaded?.Modal ?? null;
  const [failed, setFailed] = useState(false);
  const backend = useSearchBackend();
  const config = useSearchConfig();
  const modalBackend = useModalBackend(backend, setFailed);
  const dropdown = useDropdown(isOpen && Modal !== null);
  const facetFilters = useContextualFacetFilters();

  const onOpen = useCallback(() => {
    prepareSearch(backend);
    void loadModal().then((modal) => {
      setLoaded(modal);
      setIsOpen(true);
    });
  }, [backend]);
  const onPrepare = useCallback(() => prepareSearch(backend), [backend]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
  }, []);

  useSearchShortcuts({ isOpen, onOpen, onClose });

  // DocSearch rebuilds its autocomplete, and loses what is on screen, when
  // one of these changes: keep them stable across renders.
  const searchParameters = useMemo(() => ({ facetFilters }), [facetFilters]);
  const transformSearchClient = useCallback(() => modalBackend as never, [modalBackend]);
  const missingResultsUrl = useMemo(
    () => missingResultsLink(loaded?.options.newIssueUrl ?? null),
    [loaded],
  );
  const navigator = useMemo(
    () => ({ navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl) }),
    [history],
  );

  return (
    <>
      <SearchButton ref={searchButtonRef} onOpen={onOpen} onPrepare={onPrepare} />
      {isOpen &&
        Modal &&
        createPortal(
          <Modal
            appId={config.mode === 'hosted' ? config.appId : 'offline'}
            apiKey={config.mode === 'hosted' ? config.apiKey : 'offline'}
            indexName={config.indexName}
            placeholder={SEARCH_PLACEHOLDER}
            initialScrollY={window.scrollY}
            onClose={onClose}
            maxResultsPerGroup={5}
            insights={false}
            searchParameters={searchParameters}
            transformSearchClient={transformSearchClient}
            navigator={navigator as never}
            hitComponent={Hit}
            resultsFooterComponent={SeeAllResults as never}
            getMissingResultsUrl={missingResultsUrl}
          />,
          document.body,
        )}
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
    </>
  );
}
