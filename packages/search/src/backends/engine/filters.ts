import type { SearchRecord, SearchRequest } from '../../wire';

// Facet filters, with Algolia's semantics.

/** `attribute:value`, parsed once per set of filters rather than once per record. */
interface FacetFilter {
  attribute: string;
  value: string;
}

function normalizeFacetFilters(filters: SearchRequest['facetFilters']): FacetFilter[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) =>
    (Array.isArray(entry) ? entry : [entry]).map((filter) => {
      const [attribute, value] = filter.split(':') as [string, string];
      return { attribute, value };
    }),
  );
}

/** Algolia semantics: the outer list is AND, each inner list is OR. */
function matchesFilters(record: SearchRecord, filters: FacetFilter[][]): boolean {
  return filters.every((anyOf) =>
    anyOf.some(({ attribute, value }) => {
      const actual = (record as unknown as Record<string, unknown>)[attribute];
      return actual === undefined || String(actual) === value;
    }),
  );
}

/**
 * Which records pass the facet filters (1) and which don't (0), for the
 * filters of the last request: a site asks with the same ones query after
 * query, so they are not tested again on every candidate.
 */
export class FilterCache {
  private last: { key: string; passing: Uint8Array } | null = null;

  constructor(private readonly records: SearchRecord[]) {}

  passing(facetFilters: SearchRequest['facetFilters']): Uint8Array {
    const key = JSON.stringify(facetFilters ?? []);
    if (this.last?.key !== key) {
      const filters = normalizeFacetFilters(facetFilters);
      this.last = {
        key,
        passing: Uint8Array.from(this.records, (record) =>
          matchesFilters(record, filters) ? 1 : 0,
        ),
      };
    }
    return this.last.passing;
  }
}
