import type { SearchSynonym } from '@docs-kit/search';

/**
 * Words readers type for what these docs call something else. The search
 * plugin puts them in the offline index, and `npm run search:upload` sends
 * them to Algolia, so both searches answer alike. Word forms (configure,
 * configuration) need no entry: the engine stems words. A list without
 * `input` is equivalent both ways; with `input`, only that word finds the
 * others (auth finds authentication, but authentication does not find every
 * mention of authorization).
 */
export const searchSynonyms: SearchSynonym[] = [
  { synonyms: ['k8s', 'kubernetes'] },
  { synonyms: ['get started', 'getting started', 'quickstart'] },
  { input: 'auth', synonyms: ['authentication', 'authorization'] },
  { synonyms: ['oidc', 'openid connect'] },
  { synonyms: ['env', 'environment'] },
  { synonyms: ['var', 'variable'] },
  { synonyms: ['config', 'configuration'] },
  { synonyms: ['mac', 'macos'] },
  { input: 'remove', synonyms: ['unset'] },
  { input: 'ls', synonyms: ['list'] },
];
