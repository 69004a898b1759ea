import React from 'react';
import Link from '@docusaurus/Link';

/**
 * The modal's footer under the results: the search page for the query. It
 * gives the number of results only when the backend counted them all
 * (`exhaustiveNbHits`); over an index in fragments it may have counted those
 * of some pages only.
 */
export default function ResultsFooter({
  state,
  counted,
}: {
  state: { query: string; context: { nbHits?: unknown } };
  counted: boolean;
}) {
  const to = `/search?q=${encodeURIComponent(state.query)}`;
  if (!counted) return <Link to={to}>See more results</Link>;
  return <Link to={to}>See all {Number(state.context.nbHits ?? 0)} results</Link>;
}
