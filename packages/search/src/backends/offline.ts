import { createOfflineBackend } from './offline-loader';
import type { SearchBackend, SiteSearchConfig } from '../wire';

/**
 * The offline backend: the index built from the site, searched in the
 * browser. The plugin bundles this file or `hosted.ts`, never both.
 */
export function createSearchBackend(config: SiteSearchConfig): SearchBackend {
  if (config.mode !== 'offline') {
    throw new Error(`search: the offline backend was bundled for a ${config.mode} build.`);
  }
  return createOfflineBackend(config.indexUrl);
}
