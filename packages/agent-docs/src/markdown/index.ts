export { pageToMarkdown } from './to-markdown';
export type {
  ComponentRenderer,
  ConversionContext,
  ListedPage,
  PageSource,
  RenderContext,
} from './types';
