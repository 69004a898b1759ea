import type { PrismTheme, PrismThemeEntry } from 'prism-react-renderer';
import { STYLE_CLASS_PREFIX } from './style-classes';

export type ColourMode = 'light' | 'dark';

export const colourModes: readonly ColourMode[] = ['light', 'dark'];

type StyleDictionary = Record<string, PrismThemeEntry>;

export interface TokenStyler {
  /**
   * The class attribute of a token: Prism's `token <types>` classes, then one
   * class per style property the token gets in each colour mode.
   */
  classNameFor(types: readonly string[], language: string): string;
  /** CSS rules for every style class, scoped by the selector of each colour mode. */
  stylesheet(modeSelectors: Record<ColourMode, string>): string;
}

/**
 * Turns the Prism themes of both colour modes into static CSS classes.
 *
 * prism-react-renderer writes each token's colours into an inline style, so
 * the markup depends on the colour mode and the client has to re-render every
 * code block once it knows the mode. Here a token carries one class per style
 * property and mode instead (say `ch-l3 ch-d3`), and the stylesheet picks the
 * mode's values with CSS. The style a token resolves to follows
 * prism-react-renderer exactly: later types in the token's type list override
 * earlier ones, and theme entries limited to other languages are skipped.
 */
export function createTokenStyler(themes: Record<ColourMode, PrismTheme>): TokenStyler {
  const classes = new Map<string, { className: string; mode: ColourMode; declaration: string }>();
  for (const mode of colourModes) {
    const theme = themes[mode];
    if (!theme?.plain || !Array.isArray(theme.styles)) {
      throw new Error(
        `code-highlight: the ${mode} Prism theme must have "plain" and "styles"; pass a theme from prism-react-renderer's themes or one of the same shape.`,
      );
    }
    let index = 0;
    const plain = { ...theme.plain, backgroundColor: undefined };
    for (const style of [plain, ...theme.styles.map((entry) => entry.style)]) {
      for (const [property, value] of Object.entries(style)) {
        const key = styleKey(mode, property, value);
        if (value === undefined || classes.has(key)) continue;
        classes.set(key, {
          className: `${STYLE_CLASS_PREFIX}${mode[0]}${index++}`,
          mode,
          declaration: cssDeclaration(property, value, `the ${mode} Prism theme`),
        });
      }
    }
  }

  const dictionaries = new Map<string, Record<ColourMode, StyleDictionary>>();
  const dictionariesFor = (language: string) => {
    let entry = dictionaries.get(language);
    if (!entry) {
      entry = {
        light: styleDictionary(themes.light, language),
        dark: styleDictionary(themes.dark, language),
      };
      dictionaries.set(language, entry);
    }
    return entry;
  };

  return {
    classNameFor(types, language) {
      const names = ['token', ...types];
      // Text outside any token inherits the block's plain colour.
      if (types.length === 1 && types[0] === 'plain') return names.join(' ');
      const dictionary = dictionariesFor(language);
      for (const mode of colourModes) {
        const style: PrismThemeEntry = Object.assign(
          {},
          ...types.map((type) => dictionary[mode][type]),
        );
        for (const [property, value] of Object.entries(style)) {
          if (value === undefined) continue;
          names.push(classes.get(styleKey(mode, property, value))!.className);
        }
      }
      return names.join(' ');
    },
    stylesheet(modeSelectors) {
      return [...classes.values()]
        .map(({ className, mode, declaration }) => {
          return `${modeSelectors[mode]} .${className}{${declaration}}`;
        })
        .join('\n');
    },
  };
}

/** The per-type styles of a theme for one language, merged as prism-react-renderer merges them. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = { ...dictionary[type], ...style };
  }
  dictionary.plain = { ...theme.plain, backgroundColor: undefined };
  return dictionary;
}

function styleKey(mode: ColourMode, property: string, value: unknown): string {
  return `${mode}|${property}|${String(value)}`;
}

/** A CSS declaration for a React-style property name; `source` names the theme in errors. */
export function cssDeclaration(property: string, value: string | number, source: string): string {
  const text = String(value);
  if (/[;{}<]/.test(text)) {
    throw new Error(
      `code-highlight: ${source} sets ${property} to "${text}", which is not a plain CSS value; remove the ";", "{", "}" or "<".`,
    );
  }
  return `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${text}`;
}
