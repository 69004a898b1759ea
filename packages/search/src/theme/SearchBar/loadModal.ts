import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';
import type { ModalOptions } from '../../wire';

export type ModalComponent = typeof DocSearchModalType;
export type LoadedModal = {
  Modal: ModalComponent;
  options: ModalOptions;
  /** How the modal shows hits, suggestions and searches: loaded with it, as nothing needs them before. */
  extras: typeof import('./modalExtras');
};
let modalModule: Promise<LoadedModal> | null = null;

/** The modal's code and options are fetched only when search is about to be used. */
export function loadModal(): Promise<LoadedModal> {
  modalModule ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docs-kit/search/modal-options'),
    import('./modalExtras'),
    import('@docsearch/css/dist/modal.css'),
  ]).then(([module, options, extras]) => ({
    Modal: module.DocSearchModal,
    options: options.default,
    extras,
  }));
  return modalModule;
}

/** DocSearch's "report a missing result" link, when the site gave an issue tracker. */
export function missingResultsLink(newIssueUrl: string | null) {
  if (!newIssueUrl) return undefined;
  return ({ query }: { query: string }) =>
    `${newIssueUrl}?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
}
