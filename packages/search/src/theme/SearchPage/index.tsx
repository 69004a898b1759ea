import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { parseHighlight } from '../../highlight';
import type { SearchHit, SearchRequest, SearchResponse } from '../../wire';
import {
  MAX_QUERY_LENGTH,
  SEARCH_PLACEHOLDER,
  useSearchBackend,
  useSearchConfig,
} from '../useSearchBackend';
import { useContextualFacetFilters } from '../useContextualFacetFilters';
import { announceSearch } from '../searchEvents';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;

/**
 * Hits drawn per task when results arrive: a phone's screenful at once, the
 * rest a piece at a time, so drawing them never blocks the page for long.
 */
const HITS_PER_PIECE = 5;

/** The same request parameters the modal sends, so both backends answer alike. */
function pageRequest(
  query: string,
  page: number,
  indexName: string,
  facetFilters: string[][],
): SearchRequest {
  return {
    query,
    indexName,
    hitsPerPage: HITS_PER_PAGE,
    page,
    facetFilters,
    attributesToSnippet: ['content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

function Highlighted({ value }: { value: string | undefined }): ReactNode {
  if (!value) return null;
  return parseHighlight(value).map((part, i) =>
    part.highlighted ? (
      <mark key={i}>{part.text}</mark>
    ) : (
      <React.Fragment key={i}>{part.text}</React.Fragment>
    ),
  );
}

const headingLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A hit's title is its own heading, or for text the heading it sits under;
 * the breadcrumb is every level above that title, so no level shows twice.
 */
function titleAndTrail(hit: SearchHit): { title: (typeof headingLevels)[number]; trail: string[] } {
  const present = headingLevels.filter((level) => hit.hierarchy[level]);
  const title = hit.type === 'content' ? present[present.length - 1]! : hit.type;
  const above = present.slice(0, present.indexOf(title));
  return { title, trail: above.map((level) => hit.hierarchy[level]!) };
}

/**
 * A hit's link. A plain click opens it through the router, with no page load;
 * a click with a modifier or another button is the browser's, as on any link.
 * Unlike Docusaurus' Link, it prefetches nothing when it scrolls into view:
 * for twenty hits that is twenty scans of the route table and a pile of
 * prefetch tags on the main thread just as the results draw, for pages the
 * reader mostly never opens.
 */
function HitLink({ url, children }: { url: string; children: ReactNode }): ReactNode {
  const history = useHistory();
  return (
    <a
      href={url}
      className={styles.resultLink}
      onClick={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        history.push(url);
      }}
    >
      {children}
    </a>
  );
}

type Status = 'idle' | 'loading' | 'error';

/** /search?q=…: every result for a query, 20 at a time, shareable by URL. */
export default function SearchPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const location = useLocation();
  // The server renders the page without a query; reading it only once
  // hydrated keeps the first browser render equal to the server HTML.
  const isBrowser = useIsBrowser();
  const urlQuery = useMemo(
    () =>
      isBrowser
        ? (new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH)
        : '',
    [isBrowser, location.search],
  );
  const title = urlQuery ? `Search results for "${urlQuery}"` : 'Search the documentation';
  return (
    <Layout title={title} description={`Search the ${siteConfig.title} documentation.`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {/* Inside the layout: contextual search reads the docs contexts it provides. */}
      <SearchResults urlQuery={urlQuery} title={title} />
    </Layout>
  );
}

function SearchResults({ urlQuery, title }: { urlQuery: string; title: string }): ReactNode {
  const history = useHistory();
  const [query, setQuery] = useState(urlQuery);
  const [pages, setPages] = useState<SearchResponse[]>([]);
  const [shown, setShown] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  const facetFilters = useContextualFacetFilters();
  const backend = useSearchBackend();
  const { indexName } = useSearchConfig();

  useEffect(() => setQuery(urlQuery), [urlQuery]);

  useEffect(() => {
    if (!urlQuery.trim()) {
      setPages([]);
      return;
    }
    let current = true;
    setStatus('loading');
    backend
      .search({ requests: [pageRequest(urlQuery, 0, indexName, facetFilters)] })
      .then(({ results }) => {
        if (!current) return;
        setPages([results[0]!]);
        setShown(HITS_PER_PIECE);
        setStatus('idle');
        announceSearch({ query: urlQuery, hits: results[0]!.nbHits });
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
  }, [urlQuery, attempt, backend, indexName, facetFilters]);

  const loadMore = () => {
    const next = pages.length;
    backend
      .search({ requests: [pageRequest(urlQuery, next, indexName, facetFilters)] })
      .then(({ results }) => setPages((loaded) => [...loaded, results[0]!]))
      .catch(() => setStatus('error'));
  };

  const hits = pages.flatMap((page) => page.hits);
  const total = pages[0]?.nbHits ?? 0;
  // Over an index in fragments, a count of some pages' matches only: no number is claimed.
  const counted = pages[0]?.exhaustiveNbHits !== false;
  const suggestions = pages[0]?.suggestions ?? [];

  // The next piece of hits in a task of its own, until every loaded hit shows.
  useEffect(() => {
    if (shown >= hits.length) return undefined;
    const timer = setTimeout(() => setShown((count) => count + HITS_PER_PIECE), 0);
    return () => clearTimeout(timer);
  }, [shown, hits.length]);

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1>{title}</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          history.push(`/search?q=${encodeURIComponent(query.trim())}`);
        }}
      >
        <label htmlFor="search-page-input" className="sr-only">
          Search docs
        </label>
        <input
          id="search-page-input"
          type="search"
          className={styles.input}
          placeholder={SEARCH_PLACEHOLDER}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Escape clears the query, as in a search box whose panel is already closed.
            if (event.key === 'Escape') {
              event.preventDefault();
              setQuery('');
            }
          }}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>

      <div aria-live="polite" className={styles.summary}>
        {status === 'loading' && <p>Searching…</p>}
        {status === 'error' && (
          <div className="alert alert--danger" role="alert">
            <p>
              <strong>Unable to fetch results.</strong> You might want to check your network
              connection.
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          </div>
        )}
        {status === 'idle' && urlQuery && (
          <p>
            {total === 0
              ? `No results for "${urlQuery}".`
              : counted
                ? `${total} results for "${urlQuery}"`
                : `Top results for "${urlQuery}"`}
          </p>
        )}
        {status === 'idle' && total === 0 && suggestions.length > 0 && (
          <div>
            <p>Try searching for:</p>
            <ul className={styles.suggestions}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <ol className={styles.results}>
        {hits.slice(0, shown).map((hit) => {
          const { title, trail } = titleAndTrail(hit);
          return (
            <li key={hit.objectID} className={styles.result}>
              <HitLink url={hit.url}>
                <span className={styles.path}>{trail.join(' › ')}</span>
                <span className={styles.resultTitle}>
                  <Highlighted value={hit._highlightResult.hierarchy[title]?.value} />
                </span>
              </HitLink>
              {/* A paragraph's text, or for a heading the first text of its section. */}
              {hit._snippetResult.content?.value && (
                <p className={styles.snippet}>
                  <Highlighted value={hit._snippetResult.content.value} />
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {/* Once the first page is drawn, so that no piece arriving pushes it down; it stays
          while more pages draw, keeping the focus of a reader who pressed it. */}
      {shown >= Math.min(hits.length, HITS_PER_PAGE) && hits.length < total && (
        <button type="button" className="button button--secondary" onClick={loadMore}>
          Show more results
        </button>
      )}
    </main>
  );
}
