import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { DEFAULT_SEARCH_TAG } from '@docusaurus/theme-common/internal';

/**
 * Contextual search, as Docusaurus' Algolia theme does it: hits in the
 * site's language, from pages outside the docs or from the docs version
 * being read. Algolia semantics: every inner list must match one of its values.
 */
export function useContextualFacetFilters(): string[][] {
  const { currentLocale } = useDocusaurusContext().i18n;
  const tags = [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()].join('\n');
  return useMemo(
    () => [[`language:${currentLocale}`], tags.split('\n').map((tag) => `docusaurus_tag:${tag}`)],
    [currentLocale, tags],
  );
}
