/**
 * tslib's `__importDefault`, the one tslib helper `@docusaurus/utils-common`
 * calls in the browser (see index.ts).
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
