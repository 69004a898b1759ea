// @docsearch/react ships its modal entry point without type declarations.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
