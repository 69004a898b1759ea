/** Prefix of the style classes; Prism's own token classes never start with it. */
export const STYLE_CLASS_PREFIX = 'ch-';

/**
 * The Prism token types in a token's class attribute: `token`, then the
 * types, then the style classes (see createTokenStyler).
 */
export function typesFromClassName(className: string): string[] {
  return className
    .split(' ')
    .slice(1)
    .filter((name) => !name.startsWith(STYLE_CLASS_PREFIX));
}
