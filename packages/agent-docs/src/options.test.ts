import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { validateOptions, type AgentDocsOptions, type AgentDocsOptionsInput } from './options';

/** Validates as Docusaurus does, with the normaliser it passes to validateOptions. */
const validate = (options: Partial<AgentDocsOptionsInput>) =>
  validateOptions({
    options: options as AgentDocsOptionsInput,
    validate: (schema, value) =>
      normalizePluginOptions(schema as never, value as never) as AgentDocsOptions,
  });

const required = { siteName: 'Example', summary: 'What the site documents.' };

describe('agent-docs options', () => {
  it('fills in neutral defaults', () => {
    expect(validate(required)).toMatchObject({
      include: ['/'],
      exclude: [],
      optional: [],
      looseDocsSection: 'Docs',
      components: {},
      menuLabel: 'Page actions',
      pageActions: [
        { type: 'copy-markdown', label: 'Copy page as Markdown' },
        { type: 'view-markdown', label: 'View as Markdown' },
      ],
    });
  });

  it('names the missing option', () => {
    expect(() => validate({ summary: 'x' })).toThrow(/option "siteName" is required/);
    expect(() => validate({ siteName: 'x' })).toThrow(/option "summary" is required/);
  });

  it('says how to write route prefixes', () => {
    expect(() => validate({ ...required, include: ['docs/'] })).toThrow(
      /route prefixes .* start with "\/"/,
    );
  });

  it('checks page actions: known types, and a URL with a host for open-url', () => {
    expect(() =>
      validate({ ...required, pageActions: [{ type: 'share', label: 'Share' } as never] }),
    ).toThrow(/"copy-markdown", "view-markdown", "open-url" or "link"/);
    expect(() =>
      validate({
        ...required,
        pageActions: [{ type: 'open-url', label: 'Ask', url: 'chat?q={prompt}' }],
      }),
    ).toThrow(/"open-url" page action needs a "url" that starts with https:\/\/.*as \{prompt\}\./);
    const options = validate({
      ...required,
      pageActions: [{ type: 'open-url', label: 'Ask', url: 'https://chat.example/?q={prompt}' }],
    });
    expect(options.pageActions[0]).toEqual({
      type: 'open-url',
      label: 'Ask',
      url: 'https://chat.example/?q={prompt}',
    });
  });

  it('checks a link action: a path of the site, and only for links', () => {
    expect(() =>
      validate({
        ...required,
        pageActions: [{ type: 'link', label: 'Connect', href: 'https://elsewhere.example/' }],
      }),
    ).toThrow(/"link" page action's "href" is a path of the site/);
    expect(() =>
      validate({ ...required, pageActions: [{ type: 'link', label: 'Connect' } as never] }),
    ).toThrow(/"link" page action needs an "href"/);
    expect(() =>
      validate({
        ...required,
        pageActions: [{ type: 'view-markdown', label: 'View', href: '/x' } as never],
      }),
    ).toThrow(/"pageActions\[0\].href" is not allowed/);
    expect(
      validate({
        ...required,
        pageActions: [{ type: 'link', label: 'Connect', href: '/docs/#connect' }],
      }).pageActions[0],
    ).toEqual({ type: 'link', label: 'Connect', href: '/docs/#connect' });
  });

  it('wants the prompt to cite the Markdown URL and the renderers to be functions', () => {
    expect(() => validate({ ...required, prompt: 'Read this page.' })).toThrow(
      /"prompt" must cite the page with \{markdownUrl\}/,
    );
    expect(() =>
      validate({ ...required, components: { Table: 'not a function' as never } }),
    ).toThrow(/maps a component name to a function that returns Markdown/);
  });
});
