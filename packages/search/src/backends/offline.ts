import { createLocalSearchClient } from './offline-loader';
import type { SiteSearchClient, SiteSearchConfig } from '../wire';

/**
 * The offline backend: the index built from the site, searched in the
 * browser. The plugin bundles this file or `hosted.ts`, never both.
 */
export function createSearchClient(config: SiteSearchConfig): SiteSearchClient {
  if (config.mode !== 'offline') {
    throw new Error(`search: the offline backend was bundled for a ${config.mode} build.`);
  }
  return createLocalSearchClient(config.indexUrl);
}
