/** A query of a benchmark, with the kind it is reported under. */
export interface BenchQuery {
  query: string;
  kind: string;
}

/**
 * The queries a query file holds, whatever loaded it (JSON, or a module's
 * exports): every array in it of query strings or of objects with a `query`
 * string, each object's `kind` grouping it ("queries" without one).
 */
export function benchQueriesFrom(loaded: unknown, file: string): BenchQuery[] {
  const lists = Array.isArray(loaded) ? [loaded] : Object.values((loaded ?? {}) as object);
  const found = lists
    .filter((list): list is unknown[] => Array.isArray(list))
    .flat()
    .flatMap((item): BenchQuery[] => {
      if (typeof item === 'string') return [{ query: item, kind: 'queries' }];
      const { query, kind } = (item ?? {}) as { query?: unknown; kind?: unknown };
      return typeof query === 'string' && query
        ? [{ query, kind: typeof kind === 'string' ? kind : 'queries' }]
        : [];
    });
  if (found.length === 0) {
    throw new Error(
      `${file} holds no queries: export an array of query strings or of objects with a "query" string.`,
    );
  }
  return found;
}
