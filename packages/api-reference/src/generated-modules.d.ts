// The view model, which the plugin provides through a webpack alias (see plugin.ts).
declare module '@docs-kit/api-reference/generated/model' {
  const model: unknown;
  export default model;
}
