import { createRequire } from 'node:module';
import { createElement, type CSSProperties, type ReactElement } from 'react';
import { Highlight, themes, type PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight';
import { prismWithLanguages, sampleCode } from '../test/support';
import { typesFromClassName } from './style-classes';
import { colourModes, createTokenStyler, type ColourMode, type TokenStyler } from './token-styler';

// The repository has no types for react-dom; this is the one function the test needs.
const { renderToStaticMarkup } = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

const prism = prismWithLanguages(['bash', 'json', 'powershell', 'docker', 'lua']);
const modeSelectors = { light: '[data-theme=light]', dark: '[data-theme=dark]' };

/** A theme whose entries overlap and depend on the language, to exercise the merge rules. */
const overlappingTheme: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['string', 'variable'], style: { color: '#aa0000' } },
    { types: ['variable'], style: { fontStyle: 'italic' } },
    { types: ['punctuation'], style: { opacity: 0.7 } },
    { types: ['keyword'], style: { color: '#0000aa', textDecorationLine: 'underline' } },
    { types: ['keyword'], languages: ['lua'], style: { color: '#00aa00', fontWeight: 'bold' } },
    { types: ['comment'], style: { color: '#777777' } },
  ],
};

/** The declarations each style class sets, read back from the generated stylesheet. */
function declarationsByClass(styler: TokenStyler, mode: ColourMode): Map<string, string> {
  const rules = new Map<string, string>();
  for (const rule of styler.stylesheet(modeSelectors).split('\n')) {
    const match = /^(\S+) \.(\S+)\{(.*)\}$/.exec(rule);
    if (match?.[1] === modeSelectors[mode]) rules.set(match[2], match[3]);
  }
  return rules;
}

function cssText(style: CSSProperties | undefined): string[] {
  return Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => {
      return `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`;
    })
    .sort();
}

/** Per token: its text and the inline style prism-react-renderer gives it. */
function referenceStyles(theme: PrismTheme, code: string, language: string) {
  const tokens: { content: string; style: string[] }[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      prism,
      theme,
      code,
      language,
      children: ({ tokens: lines, getTokenProps }) => {
        for (const line of lines) {
          for (const token of line) {
            const { style, children } = getTokenProps({ token });
            // prism-react-renderer makes empty-line tokens inline blocks;
            // they hold no text, so the code block renders them as plain spans.
            const colours = { ...style };
            delete colours.display;
            tokens.push({ content: token.empty ? '' : children, style: cssText(colours) });
          }
        }
        return createElement('pre');
      },
    }),
  );
  return tokens;
}

describe('createTokenStyler', () => {
  const themePairs: [string, Record<ColourMode, PrismTheme>][] = [
    ['one light and one dark', { light: themes.oneLight, dark: themes.oneDark }],
    ['github and dracula', { light: themes.github, dark: themes.dracula }],
    ['overlapping, language-specific entries', { light: overlappingTheme, dark: themes.vsDark }],
  ];

  for (const [name, pair] of themePairs) {
    it(`gives every token the style prism-react-renderer inlines, with ${name}`, () => {
      const styler = createTokenStyler(pair);
      for (const mode of colourModes) {
        const declarations = declarationsByClass(styler, mode);
        for (const [language, code] of Object.entries(sampleCode)) {
          const expected = referenceStyles(pair[mode], code, language);
          const actual = highlightCode(prism, styler, code, language)
            .flat()
            .map(({ content, className }) => ({
              content,
              style: className
                .split(' ')
                .flatMap((name) => declarations.get(name) ?? [])
                .sort(),
            }));
          expect(actual, `${language} in ${mode} mode`).toEqual(expected);
        }
      }
    });
  }

  it('merges overlapping entries in type order and honours language-only entries', () => {
    const styler = createTokenStyler({ light: overlappingTheme, dark: overlappingTheme });
    const light = declarationsByClass(styler, 'light');
    const lightStyle = (types: string[], language: string) =>
      styler
        .classNameFor(types, language)
        .split(' ')
        .flatMap((name) => light.get(name) ?? [])
        .sort();
    expect(lightStyle(['variable'], 'bash')).toEqual(['color:#aa0000', 'font-style:italic']);
    expect(lightStyle(['keyword'], 'bash')).toEqual([
      'color:#0000aa',
      'text-decoration-line:underline',
    ]);
    expect(lightStyle(['keyword'], 'lua')).toEqual([
      'color:#00aa00',
      'font-weight:bold',
      'text-decoration-line:underline',
    ]);
    expect(lightStyle(['comment', 'string'], 'bash')).toEqual(['color:#aa0000']);
    expect(lightStyle(['punctuation'], 'json')).toEqual(['opacity:0.7']);
  });

  it('leaves plain text unstyled so it inherits the block colour', () => {
    const styler = createTokenStyler({ light: themes.vsLight, dark: themes.vsDark });
    expect(styler.classNameFor(['plain'], 'bash')).toBe('token plain');
  });

  it('scopes each rule to its colour mode', () => {
    const styler = createTokenStyler({ light: themes.vsLight, dark: themes.vsDark });
    const className = styler.classNameFor(['keyword'], 'bash');
    expect(className).toMatch(/^token keyword ch-l\d+ ch-d\d+$/);
    const [, , lightClass, darkClass] = className.split(' ');
    const css = styler.stylesheet(modeSelectors);
    const keywordColour = (theme: PrismTheme) =>
      theme.styles.find((entry) => entry.types.includes('keyword'))!.style.color;
    expect(css).toContain(
      `[data-theme=light] .${lightClass}{color:${keywordColour(themes.vsLight)}}`,
    );
    expect(css).toContain(`[data-theme=dark] .${darkClass}{color:${keywordColour(themes.vsDark)}}`);
  });

  it('rejects a theme value that would break out of its CSS rule', () => {
    const broken: PrismTheme = {
      plain: { color: '#000' },
      styles: [{ types: ['keyword'], style: { color: 'red}body{display:none' } }],
    };
    expect(() => createTokenStyler({ light: themes.vsLight, dark: broken })).toThrow(
      /dark Prism theme sets color to "red}body\{display:none"/,
    );
  });

  it('names the colour mode whose theme is missing', () => {
    expect(() =>
      createTokenStyler({ light: themes.vsLight, dark: undefined as unknown as PrismTheme }),
    ).toThrow(/the dark Prism theme must have "plain" and "styles"/);
  });
});

describe('typesFromClassName', () => {
  it('recovers the Prism types from a class attribute', () => {
    const styler = createTokenStyler({ light: themes.vsLight, dark: themes.vsDark });
    for (const types of [['plain'], ['string', 'variable'], ['keyword'], ['tag', 'punctuation']]) {
      expect(typesFromClassName(styler.classNameFor(types, 'tsx'))).toEqual(types);
    }
  });
});
