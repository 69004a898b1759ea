import { describe, expect, it } from 'vitest';
import { llmsFiles, llmsFullTxt, llmsTxt, twinWithDirective, type LlmsTxtInput } from './llms-txt';
import type { TwinPage } from '../pages/collect';

const page = (
  permalink: string,
  title: string,
  section: string | null,
  description?: string,
): TwinPage => ({
  permalink,
  twinPath: `${permalink.replace(/\/$/, '')}.md`,
  title,
  description,
  filePath: `/site/docs${permalink}.mdx`,
  format: 'mdx',
  section,
});

const input: LlmsTxtInput = {
  siteName: 'Example',
  summary: 'Example runs things.\nSafely.',
  details: 'These docs describe Example v1.',
  siteUrl: 'https://docs.example.com',
  optional: ['/docs/cli/'],
  pages: [
    page('/docs/', 'Overview', 'Get started', 'What it is.'),
    page('/docs/cli/run', 'example run', 'Reference', 'Runs a thing.'),
    page('/docs/guides/install', 'Install [beta]', 'Guides', 'Get it\non your machine.'),
    page('/docs/reference/api', 'API', 'Reference'),
    page('/docs/hidden', 'Not in a sidebar', null),
  ],
};

describe('llms.txt', () => {
  it('follows llmstxt.org: H1, summary blockquote, notes, H2 sections in sidebar order, optional last', () => {
    expect(llmsTxt(input)).toBe(`# Example

> Example runs things. Safely.

These docs describe Example v1.

## Get started

- [Overview](https://docs.example.com/docs.md): What it is.

## Guides

- [Install \\[beta\\]](https://docs.example.com/docs/guides/install.md): Get it on your machine.

## Reference

- [API](https://docs.example.com/docs/reference/api.md)

## Optional

- [example run](https://docs.example.com/docs/cli/run.md): Runs a thing.
- [Not in a sidebar](https://docs.example.com/docs/hidden.md)
`);
  });
});

describe('llms-full.txt', () => {
  it("holds every page's twin in llms.txt order, each after its title and canonical URL", () => {
    const full = llmsFullTxt(input, (p) => `# ${p.title}\n\nBody of ${p.permalink}.\n`);
    expect(full.startsWith('# Example\n\n> Example runs things. Safely.\n')).toBe(true);
    const order = [...full.matchAll(/^Page: (.+)$/gm)].map((match) => match[1]);
    expect(order).toEqual(['Overview', 'Install [beta]', 'API', 'example run', 'Not in a sidebar']);
    expect(full).toContain(
      '---\n\nPage: Overview\nURL: https://docs.example.com/docs/\nMarkdown: https://docs.example.com/docs.md\n\n# Overview\n\nBody of /docs/.\n',
    );
  });
});

describe('twinWithDirective', () => {
  it('names /llms.txt, with the site URL, right under the title', () => {
    expect(twinWithDirective('# Intro\n\nText.\n', 'https://docs.example.com')).toBe(
      '# Intro\n\n> The index of these docs, with every page as Markdown, is at https://docs.example.com/llms.txt.\n\nText.\n',
    );
  });
});

describe('llms files past the full-text limit', () => {
  const markdownOf = (p: { title: string; permalink: string }) =>
    `# ${p.title}\n\n${'Body. '.repeat(100)}${p.permalink}\n`;
  const fullLength = llmsFullTxt(input, markdownOf).length;

  it('keep llms-full.txt as one file while it is within the limit', () => {
    const files = llmsFiles(input, markdownOf, fullLength);
    expect([...files.keys()]).toEqual(['llms.txt', 'llms-full.txt']);
    expect(files.get('llms.txt')).toBe(llmsTxt(input));
  });

  it('split it into one file per section of llms.txt, each listed first in its section', () => {
    const files = llmsFiles(input, markdownOf, fullLength - 1);
    expect([...files.keys()]).toEqual([
      'llms.txt',
      'llms-full-get-started.txt',
      'llms-full-guides.txt',
      'llms-full-reference.txt',
      'llms-full-optional.txt',
    ]);
    const index = files.get('llms.txt')!;
    expect(index).toContain(
      '## Guides\n\n- [Guides: every page in one file](https://docs.example.com/llms-full-guides.txt): the page below as Markdown\n- [Install',
    );
    expect(index).toContain('(https://docs.example.com/llms-full-optional.txt): the 2 pages');
    // Every page once, in llms.txt order, across the section files.
    const pages = [...files]
      .filter(([file]) => file !== 'llms.txt')
      .flatMap(([, text]) => [...text.matchAll(/^Page: (.+)$/gm)].map((match) => match[1]));
    expect(pages).toEqual(['Overview', 'Install [beta]', 'API', 'example run', 'Not in a sidebar']);
    expect(files.get('llms-full-reference.txt')).toContain('/docs/reference/api\n');
  });
});

describe('split twins', () => {
  const withParts: LlmsTxtInput = {
    ...input,
    parts: new Map([
      [
        '/docs/reference/api',
        [
          {
            slug: 'pets',
            title: 'API: Pets',
            description: 'Animals.',
            anchor: 'tag-pets',
            twinPath: '/docs/reference/api/pets.md',
            markdown: '# API: Pets\n\nPets.\n',
            headingIds: {},
          },
        ],
      ],
    ]),
  };

  it('lists each part under its page in llms.txt', () => {
    expect(llmsTxt(withParts)).toContain(
      '- [API](https://docs.example.com/docs/reference/api.md)\n  - [API: Pets](https://docs.example.com/docs/reference/api/pets.md): Animals.\n',
    );
  });

  it('puts each part after its page in the full text, with the HTML section it comes from', () => {
    expect(llmsFullTxt(withParts, (p) => `# ${p.title}\n`)).toContain(
      '---\n\nPage: API\nURL: https://docs.example.com/docs/reference/api\nMarkdown: https://docs.example.com/docs/reference/api.md\n\n# API\n\n---\n\nPage: API: Pets\nURL: https://docs.example.com/docs/reference/api#tag-pets\nMarkdown: https://docs.example.com/docs/reference/api/pets.md\n\n# API: Pets\n\nPets.\n',
    );
  });
});
