import { themes, type PrismLib } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight';
import { plainLines } from './lines';
import { prismWithLanguages, sampleCode } from '../test/support';
import { createTokenStyler } from './token-styler';

const prism = prismWithLanguages(['bash', 'json', 'powershell', 'docker', 'lua']);
const styler = createTokenStyler({ light: themes.vsLight, dark: themes.vsDark });

const textOf = (lines: ReturnType<typeof highlightCode>) =>
  lines.map((line) => line.map((token) => token.content).join(''));

describe('highlightCode', () => {
  for (const [language, code] of Object.entries(sampleCode)) {
    it(`keeps every character and line of ${language}`, () => {
      expect(textOf(highlightCode(prism, styler, code, language))).toEqual(code.split('\n'));
    });
  }

  it('finds the tokens of each added grammar', () => {
    const typesIn = (language: string) =>
      new Set(
        highlightCode(prism, styler, sampleCode[language], language).flatMap((line) =>
          line.flatMap((token) => token.types),
        ),
      );
    expect([...typesIn('bash')]).toEqual(
      expect.arrayContaining(['comment', 'function', 'string', 'variable', 'keyword']),
    );
    expect([...typesIn('json')]).toEqual(expect.arrayContaining(['property', 'number', 'null']));
    expect([...typesIn('powershell')]).toEqual(
      expect.arrayContaining(['comment', 'variable', 'function', 'operator']),
    );
    expect([...typesIn('docker')]).toEqual(expect.arrayContaining(['instruction', 'keyword']));
    expect([...typesIn('lua')]).toEqual(expect.arrayContaining(['comment', 'keyword', 'number']));
  });

  it('treats the language name case-insensitively', () => {
    expect(highlightCode(prism, styler, 'echo hi', 'BASH')).toEqual(
      highlightCode(prism, styler, 'echo hi', 'bash'),
    );
  });

  it('returns plain lines for a language without a grammar', () => {
    const code = 'first\r\n\nthird';
    expect(highlightCode(prism, styler, code, 'no-such-language')).toEqual(plainLines(code));
    expect(plainLines(code)).toEqual([
      [{ types: ['plain'], content: 'first', className: 'token plain' }],
      [{ types: ['plain'], content: '', className: 'token plain' }],
      [{ types: ['plain'], content: 'third', className: 'token plain' }],
    ]);
  });

  it('renders an empty line as one empty token', () => {
    const lines = highlightCode(prism, styler, 'echo a\n\necho b', 'bash');
    expect(lines[1]).toEqual([{ types: ['plain'], content: '', className: 'token plain' }]);
  });

  it('runs the Prism tokenize hooks around tokenizing', () => {
    const calls: string[] = [];
    const fakePrism = {
      languages: { demo: {} },
      tokenize: (code: string) => {
        calls.push(`tokenize ${code}`);
        return [code];
      },
      hooks: {
        run: (name: string, env: { code: string; language: string; tokens: unknown[] }) => {
          calls.push(`${name} ${env.language} ${env.code}`);
          if (name === 'after-tokenize') env.tokens = [{ type: 'keyword', content: env.code }];
        },
      },
    } as unknown as PrismLib;
    const lines = highlightCode(fakePrism, styler, 'abc', 'Demo');
    expect(calls).toEqual(['before-tokenize demo abc', 'tokenize abc', 'after-tokenize demo abc']);
    expect(lines).toEqual([[expect.objectContaining({ types: ['keyword'], content: 'abc' })]]);
  });
});
