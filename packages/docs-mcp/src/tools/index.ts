import type { DocsData } from '../data';
import { apiOperationTool } from './api';
import { cliCommandTool } from './cli';
import type { ToolDefinition } from './define';
import { pageTools, type PagesSource } from './pages';

export type { ToolAnswer, ToolDefinition } from './define';
export { maxQueryLength, type SearchHitSummary } from './pages';

/** A loaded build as the tools read it: its pages, and the heading ids of its twins. */
export interface ToolsSource extends PagesSource {
  data: DocsData;
  /** The path of the page whose twin has a heading with this id, or null. */
  pageWithHeading(id: string): string | null;
}

/** The tools of one build, by domain: pages always, the CLI and the API when the site has them. */
export function docsTools(source: ToolsSource): ToolDefinition[] {
  const { cli, api } = source.data;
  return [
    ...pageTools(source),
    ...(cli ? [cliCommandTool(cli, source.siteUrl)] : []),
    ...(api ? [apiOperationTool(api, source.siteUrl, source.pageWithHeading)] : []),
  ];
}
