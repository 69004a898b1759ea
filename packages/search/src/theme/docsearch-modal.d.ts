// @docsearch/react ships its modal entry point without type declarations.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}

// The modal's options, a JSON module the plugin generates per build (see plugin/index.ts).
declare module '@docs-kit/search/modal-options' {
  import type { ModalOptions } from '@docs-kit/search/wire';
  const options: ModalOptions;
  export default options;
}
