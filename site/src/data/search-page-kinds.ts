import type { SearchPageKind } from '@docs-kit/search';

/** Words with which a query asks for the API rather than the CLI. */
const apiWords = ['api', 'rest', 'http', 'https', 'curl'];

/**
 * Kinds of page that yield to the CLI guides for the same task unless the
 * query names them. Most tasks have a CLI guide, an API guide section and a
 * reference entry using the same verbs ("list", "stop", "delete a secret");
 * a reader who names no API wants the guide first, then the reference.
 */
export const searchPageKinds: SearchPageKind[] = [
  // The API guides, named by the API's words; the API reference also by an
  // endpoint or its path, which a reader looks up there.
  { urlPrefix: '/toolhive/guides-cli/api-', weight: 0.7, namedBy: apiWords },
  {
    urlPrefix: '/toolhive/reference/api',
    weight: 0.6,
    namedBy: [...apiWords, 'endpoint', 'endpoints', 'openapi', 'operation'],
    namedByPath: true,
  },
  // A tutorial walks one whole scenario: a reader with a single task wants
  // its guide, unless the query asks for the tutorial.
  {
    urlPrefix: '/toolhive/tutorials/',
    weight: 0.5,
    namedBy: ['tutorial', 'tutorials', 'walkthrough', 'kind'],
  },
  // A command's reference page: named by a flag, or by asking for the reference.
  {
    urlPrefix: '/toolhive/reference/cli/',
    weight: 0.85,
    namedBy: ['reference', 'flag', 'flags', 'option', 'options', 'usage', 'syntax'],
    namedByFlag: true,
  },
];
