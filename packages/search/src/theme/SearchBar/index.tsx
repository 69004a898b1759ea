import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import { SEARCH_PLACEHOLDER, useSearchBackend, useSearchConfig } from '../useSearchBackend';
import type { SearchBackend, SearchResponse } from '../../wire';
import { useContextualFacetFilters } from '../useContextualFacetFilters';
import ErrorScreen from './ErrorScreen';
import Hit from './Hit';
import { loadModal, missingResultsLink, type LoadedModal } from './loadModal';
import { SearchButton } from './SearchButton';
import { handOverTypeAhead, startTypeAhead, stopTypeAhead } from './typeAhead';
import { useModalBackend } from './useModalBackend';
import { useSearchShortcuts } from './useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './docsearch.css';

function prepareSearch(backend: SearchBackend): void {
  backend.prefetch();
  void loadModal();
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
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [counted, setCounted] = useState(true);
  // One search, as analytics count it, is the query the reader settles on.
  const searches = useMemo(() => loaded?.extras.settledSearches(), [loaded]);
  const onResults = useCallback(
    (result: SearchResponse) => {
      setSuggestions(result.suggestions ?? []);
      setCounted(result.exhaustiveNbHits !== false);
      searches?.searched(result.query, result.nbHits);
    },
    [searches],
  );
  const resultsFooter = useCallback(
    (props: { state: { query: string; context: { nbHits?: unknown } } }) =>
      loaded && <loaded.extras.ResultsFooter {...props} counted={counted} />,
    [loaded, counted],
  );
  const modalBackend = useModalBackend(backend, setFailed, loaded?.extras.readableHit, onResults);
  const dropdown = useDropdown(isOpen && Modal !== null);
  const facetFilters = useContextualFacetFilters();

  const typeAhead = useRef<ReturnType<typeof startTypeAhead> | null>(null);
  const [initialQuery, setInitialQuery] = useState('');
  const onOpen = useCallback(() => {
    prepareSearch(backend);
    typeAhead.current ??= startTypeAhead();
    loadModal().then(
      (modal) => {
        setInitialQuery(typeAhead.current?.take() ?? '');
        setLoaded(modal);
        setIsOpen(true);
      },
      () => stopTypeAhead(typeAhead),
    );
  }, [backend]);
  // Once the modal has focused its input, keys go there: hand over what came in meanwhile.
  useEffect(() => {
    if (isOpen && Modal) handOverTypeAhead(typeAhead);
  }, [isOpen, Modal]);
  const onPrepare = useCallback(() => prepareSearch(backend), [backend]);
  const onClose = useCallback(() => {
    stopTypeAhead(typeAhead);
    searches?.flush();
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
  }, [searches]);

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
            initialQuery={initialQuery}
            initialScrollY={window.scrollY}
            onClose={onClose}
            maxResultsPerGroup={5}
            insights={false}
            searchParameters={searchParameters}
            transformSearchClient={transformSearchClient}
            navigator={navigator as never}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooter as never}
            getMissingResultsUrl={missingResultsUrl}
          />,
          document.body,
        )}
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
      {loaded && dropdown && !failed && (
        <loaded.extras.NoResultsSuggestions dropdown={dropdown} suggestions={suggestions} />
      )}
      {loaded && dropdown?.closest<HTMLElement>('.DocSearch-Modal') && (
        <loaded.extras.ModalRepairs modal={dropdown.closest<HTMLElement>('.DocSearch-Modal')!} />
      )}
    </>
  );
}
