import { describe, expect, it } from 'vitest';
import type { PageTwin } from '../markdown/types';
import type { TwinPage } from './collect';
import { partsFile, placeParts } from './parts';

const site = 'https://docs.example.com';

const page = (permalink: string): TwinPage => ({
  permalink,
  twinPath: `${permalink}.md`,
  title: permalink,
  filePath: `/site/docs${permalink}.mdx`,
  format: 'mdx',
  section: 'Reference',
});

const pages = [page('/docs/guide'), page('/docs/api')];

const twins = (): Map<string, PageTwin> =>
  new Map<string, PageTwin>([
    [
      '/docs/guide',
      {
        markdown: `# Guide\n\nSee [getting a pet](${site}/docs/api.md#op-getPet), [Pet](${site}/docs/api.md#schema-Pet), [the pets](${site}/docs/api.md#tag-pets) and [the intro](${site}/docs/api.md#intro).\n`,
        parts: [],
      },
    ],
    [
      '/docs/api',
      {
        markdown: `# API\n\n## Intro\n\n- [Pets](${site}/docs/api.md#tag-pets): [Get a pet](${site}/docs/api.md#op-getPet)\n- [Toys](${site}/docs/api.md#tag-toys)\n`,
        parts: [
          {
            slug: 'pets',
            title: 'API: Pets',
            anchor: 'tag-pets',
            markdown: `# API: Pets\n\n## Get a pet\n\nBody: [Pet](${site}/docs/api.md#schema-Pet).\n\n### Pet\n`,
            headingIds: { 'op-getPet': 'get-a-pet', 'schema-Pet': 'pet' },
          },
          {
            slug: 'toys',
            title: 'API: Toys',
            anchor: 'tag-toys',
            markdown: `# API: Toys\n\n## Get a toy\n\nOwner: [Pet](${site}/docs/api.md#schema-Pet).\n\n### Pet\n`,
            headingIds: { 'op-getToy': 'get-a-toy', 'schema-Pet': 'pet' },
          },
        ],
      },
    ],
  ]);

describe('placeParts', () => {
  it('serves each part beside its page, in a folder of the page name', () => {
    const placed = placeParts(pages, twins(), site);
    expect(placed.parts.get('/docs/api')!.map((part) => part.twinPath)).toEqual([
      '/docs/api/pets.md',
      '/docs/api/toys.md',
    ]);
    expect(placed.parts.has('/docs/guide')).toBe(false);
  });

  it("points links at a part's anchors to the part and its heading's id there", () => {
    const placed = placeParts(pages, twins(), site);
    expect(placed.twins.get('/docs/guide')).toBe(
      `# Guide\n\nSee [getting a pet](${site}/docs/api/pets.md#get-a-pet), [Pet](${site}/docs/api/pets.md#pet), [the pets](${site}/docs/api/pets.md) and [the intro](${site}/docs/api.md#intro).\n`,
    );
    expect(placed.twins.get('/docs/api')).toContain(
      `- [Pets](${site}/docs/api/pets.md): [Get a pet](${site}/docs/api/pets.md#get-a-pet)\n- [Toys](${site}/docs/api/toys.md)\n`,
    );
  });

  it('keeps a link inside a part on its own copy of a section several parts hold', () => {
    const [pets, toys] = placeParts(pages, twins(), site).parts.get('/docs/api')!;
    expect(pets!.markdown).toContain(`[Pet](${site}/docs/api/pets.md#pet)`);
    expect(toys!.markdown).toContain(`[Pet](${site}/docs/api/toys.md#pet)`);
  });

  it("refuses a part whose file would be another page's twin", () => {
    const clash = [page('/docs/api'), page('/docs/api/pets')];
    const rendered = twins();
    rendered.set('/docs/api/pets', { markdown: '# Pets\n', parts: [] });
    expect(() => placeParts(clash, rendered, site)).toThrow(
      /the part "pets" of \/docs\/api would be served at \/docs\/api\/pets\.md, which is another page's twin/,
    );
  });

  it('lists the parts for a reader of the build, by the page twin file', () => {
    const placed = placeParts(pages, twins(), site);
    expect(partsFile(pages, placed.parts)).toEqual({
      version: 1,
      twins: {
        'docs/api.md': [
          {
            title: 'API: Pets',
            file: 'docs/api/pets.md',
            anchor: 'tag-pets',
            headingIds: { 'op-getPet': 'get-a-pet', 'schema-Pet': 'pet' },
          },
          {
            title: 'API: Toys',
            file: 'docs/api/toys.md',
            anchor: 'tag-toys',
            headingIds: { 'op-getToy': 'get-a-toy', 'schema-Pet': 'pet' },
          },
        ],
      },
    });
  });
});
