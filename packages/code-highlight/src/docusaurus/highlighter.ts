import { Prism } from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { HighlightedLine } from '../lines';
import { highlightCode } from '../highlight';
import { siteTokenStyler } from './site-styles';

// The grammars of themeConfig.prism.additionalLanguages, registered the
// classic theme's way. This module is the only one that imports Prism: the
// server bundle imports it directly, the browser loads it as its own chunk.
prismIncludeLanguages(Prism);

const styler = siteTokenStyler(siteConfig.themeConfig);

export function highlight(code: string, language: string): HighlightedLine[] {
  return highlightCode(Prism, styler, code, language);
}
