// The page-actions menu, which the plugin provides through a webpack alias (see index.ts).
declare module '@docs-kit/agent-docs/generated/page-actions' {
  const config: import('./options').PageActionsConfig;
  export default config;
}
