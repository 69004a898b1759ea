export { pageToMarkdown, pageToTwin } from './to-markdown';
export type {
  ComponentRenderer,
  ConversionContext,
  ListedPage,
  PageSource,
  PageTwin,
  RenderContext,
  RenderedPart,
  RenderedWithParts,
  TwinPart,
} from './types';
