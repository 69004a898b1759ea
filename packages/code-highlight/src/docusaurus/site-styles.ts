import type { PrismTheme } from 'prism-react-renderer';
import {
  colourModes,
  createTokenStyler,
  cssDeclaration,
  type ColourMode,
  type TokenStyler,
} from '../token-styler';

interface SiteThemeConfig {
  prism?: { theme?: PrismTheme; darkTheme?: PrismTheme };
}

/** Selectors Docusaurus puts on `<html>` for each colour mode, before the page paints. */
const modeSelectors = { light: "[data-theme='light']", dark: "[data-theme='dark']" };

/** The Prism theme of each colour mode; like the classic theme, dark mode falls back to the light theme. */
function siteThemes(themeConfig: SiteThemeConfig): Record<ColourMode, PrismTheme> {
  const { theme, darkTheme } = themeConfig.prism ?? {};
  if (!theme) {
    throw new Error(
      'code-highlight: themeConfig.prism.theme is not set; set it to a Prism theme, for example themes.github from prism-react-renderer.',
    );
  }
  return { light: theme, dark: darkTheme ?? theme };
}

export function siteTokenStyler(themeConfig: SiteThemeConfig): TokenStyler {
  return createTokenStyler(siteThemes(themeConfig));
}

/**
 * The code block colours of both colour modes, as CSS.
 *
 * The classic theme writes the block's plain colours (`--prism-color`,
 * `--prism-background-color`) and every token's colours inline, for the one
 * mode it renders in. This stylesheet sets them for each mode instead, so
 * markup rendered on the server is right in either mode. `theme-code-block`
 * is the class the theme gives every code block container.
 */
export function siteStylesheet(themeConfig: SiteThemeConfig): string {
  const themes = siteThemes(themeConfig);
  const blockRules = colourModes.map((mode) => {
    const { color, backgroundColor } = themes[mode].plain;
    const source = `the ${mode} Prism theme's plain style`;
    const variables = [
      color && cssDeclaration('--prism-color', color, source),
      backgroundColor && cssDeclaration('--prism-background-color', backgroundColor, source),
    ].filter(Boolean);
    return `${modeSelectors[mode]} .theme-code-block{${variables.join(';')}}`;
  });
  return [
    ...blockRules,
    '.theme-code-block .prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}',
    createTokenStyler(themes).stylesheet(modeSelectors),
    '',
  ].join('\n');
}
