import { normalizeTokens, type PrismLib } from 'prism-react-renderer';
import { plainLines, type HighlightedLine } from './lines';
import type { TokenStyler } from './token-styler';

/**
 * Tokenizes code with Prism and gives each token its class attribute.
 *
 * Runs the same Prism hooks and line splitting as prism-react-renderer's
 * Highlight (hooks may rewrite the tokens, not the code), so the output
 * matches what the classic theme would render.
 * Empty lines get an empty token rather than a newline, which is what the
 * classic theme renders for them.
 */
export function highlightCode(
  prism: PrismLib,
  styler: TokenStyler,
  code: string,
  language: string,
): HighlightedLine[] {
  const languageId = language.toLowerCase();
  const grammar = prism.languages[languageId];
  if (!grammar) return plainLines(code);
  const env = {
    code,
    grammar,
    language: languageId,
    tokens: [] as ReturnType<PrismLib['tokenize']>,
  };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens).map((line) =>
    line.map(({ types, content, empty }) => ({
      types,
      content: empty ? '' : content,
      className: styler.classNameFor(types, languageId),
    })),
  );
}
