// The view model, which the plugin provides through a webpack alias (see plugin.ts).
declare module '@toolhive-docs/api-reference/generated/model' {
  const model: unknown;
  export default model;
}
