export { loadDocs, MissingBuildError, type Docs, type SearchHitSummary } from './docs';
export { createDocsServer, type DocsServerInfo, type DocsServerOptions } from './server';
export {
  createHttpHandler,
  httpServerTimeouts,
  type HttpHandler,
  type HttpHandlerOptions,
} from './http';
export {
  ToolRunner,
  defaultCallBudgetMs,
  type RunTool,
  type ToolRunnerOptions,
} from './tool-runner';
export { main, parseServerArgs, UsageError } from './cli';
