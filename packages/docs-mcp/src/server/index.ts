export { loadDocs, MissingBuildError, type Docs, type SearchHitSummary } from './docs';
export { createDocsServer, type DocsServerInfo } from './server';
export { createHttpHandler, type HttpHandler, type HttpHandlerOptions } from './http';
export { main } from './cli';
