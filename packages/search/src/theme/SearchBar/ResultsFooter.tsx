import React from 'react';
import Link from '@docusaurus/Link';

/** The modal's footer under the results: every result on the search page. */
export default function ResultsFooter({
  state,
}: {
  state: { query: string; context: { nbHits?: unknown } };
}) {
  const count = Number(state.context.nbHits ?? 0);
  return <Link to={`/search?q=${encodeURIComponent(state.query)}`}>See all {count} results</Link>;
}
