import { describe, expect, it } from 'vitest';
import { record } from '../../../test/records';
import type { SearchRecord } from '../../wire';
import { LocalSearchEngine, RECORD_TERMS_KEPT, WEAK_MATCH } from './index';
import { Vocabulary } from './vocabulary';

const records: SearchRecord[] = [
  record('run', 'lvl1', { lvl1: 'Run MCP servers' }),
  record('run', 'lvl2', { lvl1: 'Run MCP servers', lvl2: 'Apply a permission profile' }),
  record(
    'run',
    'content',
    { lvl1: 'Run MCP servers', lvl2: 'Apply a permission profile' },
    'Pass --permission-profile with a JSON file path.',
  ),
  record('secrets', 'lvl1', { lvl1: 'Manage secrets' }),
  record(
    'secrets',
    'content',
    { lvl1: 'Manage secrets' },
    'The encrypted provider keeps secrets in the keyring.',
  ),
  record(
    'install',
    'content',
    { lvl1: 'Install ToolHive' },
    'Use thv run to start a server after installing.',
  ),
  record(
    'install',
    'content',
    { lvl1: 'Install ToolHive' },
    'Run the run command: thv and then run again.',
  ),
  record(
    'noise',
    'content',
    { lvl1: 'Notes' },
    'Text with <b>markup</b> & an ampersand about secrets.',
  ),
  ...Array.from({ length: 6 }, (_, i) =>
    record(
      'long',
      'content',
      { lvl1: 'Registry', lvl2: `Part ${i}` },
      `The registry lists servers, entry ${i}.`,
    ),
  ),
  record('short', 'lvl1', { lvl1: 'Browse the registry' }),
  record('blog', 'content', { lvl1: 'Blog post' }, 'A registry story.', 'blog-default'),
];

const engine = new LocalSearchEngine(records);
const search = (query: string, extra = {}) => engine.search({ query, ...extra });
const urls = (query: string) => search(query).hits.map((hit) => hit.url.split('#')[0]);

describe('typo tolerance', () => {
  it('finds a word with one typo from 4 letters', () => {
    expect(urls('secrts')).toContain('/secrets');
  });

  it('finds a word with two typos from 8 letters', () => {
    expect(urls('permsision')).toContain('/run');
  });

  it('does not correct words under 4 letters', () => {
    expect(search('thx').nbHits).toBe(0);
  });

  it('takes a word of a long query that the records hold as spelt, and corrects the others', () => {
    const spelling = new LocalSearchEngine([
      record('serve', 'lvl1', { lvl1: 'Serve static files' }),
      record('deploy', 'lvl1', { lvl1: 'Deploy a server with Helm' }),
    ]);
    const pages = (query: string) =>
      spelling.search({ query }).hits.map((hit) => hit.url.split('#')[0]);
    // A short query still matches serve for server.
    expect(pages('server')).toEqual(['/deploy', '/serve']);
    expect(pages('how can I deploy a server on my cluster with helm')).toEqual(['/deploy']);
    expect(pages('how can I deploy a servr on my cluster with helm')).toEqual([
      '/deploy',
      '/serve',
    ]);
  });
});

describe('ranking', () => {
  it('matches the last word as a prefix', () => {
    expect(urls('encrypted prov')).toContain('/secrets');
  });

  it('ranks a heading above body text', () => {
    expect(search('permission profile').hits[0]!.type).toBe('lvl2');
  });

  it('finds flag names as typed', () => {
    const top = search('--permission-profile').hits[0]!;
    expect(top.content).toContain('--permission-profile');
  });

  it('rewards the exact phrase', () => {
    expect(search('thv run').hits[0]!.content).toBe(
      'Use thv run to start a server after installing.',
    );
  });

  it('ranks a page title above text whose headings repeat the query', () => {
    // Text under "Use a secret with thv run" matches in its headings and in
    // its own words; that must not beat the page titled "thv run".
    // Every record of a command page carries its "thv …" title, which makes
    // those words common, and so weak, wherever titles are matched.
    const commands = ['run', 'list', 'logs', 'stop', 'rm', 'restart', 'serve', 'secret', 'proxy'];
    const engine = new LocalSearchEngine([
      ...commands.flatMap((name) => [
        record(`cli-${name}`, 'lvl1', { lvl1: `thv ${name}` }),
        ...Array.from({ length: 6 }, (_, flag) =>
          record(`cli-${name}`, 'content', { lvl1: `thv ${name}`, lvl2: 'Flags' }, `Flag ${flag}.`),
        ),
      ]),
      record(
        'secrets',
        'content',
        {
          lvl1: 'Manage secrets',
          lvl2: 'Use a secret with thv run',
          lvl3: 'Let thv run store registry secrets for you',
        },
        'Before you run setup, thv run asks for each secret the server needs.',
      ),
    ]);
    expect(engine.search({ query: 'thv run' }).hits[0]!.url).toMatch(/^\/cli-run#/);
  });

  it('answers a question by its subject words', () => {
    // No record holds "how", "do", "i" or "a"; the question finds what "keyring" finds.
    expect(urls('how do i use a keyring')).toEqual(urls('use keyring'));
    expect(urls('how do i use a keyring')).toContain('/secrets');
  });

  it('leaves stop words out of the index, so a query of only stop words finds nothing', () => {
    expect(search('with').nbHits).toBe(0);
    expect(search('with secrets').nbHits).toBe(search('secrets').nbHits);
  });

  it('falls back to records holding most of the words when none holds them all', () => {
    expect(search('encrypted keyring').nbHits).toBe(1);
    const fallback = search('encrypted keyring zzqxv');
    expect(fallback.hits[0]!.content).toBe('The encrypted provider keeps secrets in the keyring.');
    expect(search('zzqxv qqzzv').nbHits).toBe(0);
  });

  it('keeps one page from flooding the first results', () => {
    const firstFive = urls('registry').slice(0, 5);
    expect(firstFive.filter((url) => url === '/long').length).toBeLessThanOrEqual(3);
    expect(firstFive).toContain('/short');
  });
});

describe('keywords', () => {
  it("find the section a reader's words point at, as a heading would", () => {
    const withKeywords = new LocalSearchEngine([
      record('manage', 'lvl1', { lvl1: 'Manage MCP servers' }),
      {
        ...record('manage', 'lvl2', { lvl1: 'Manage MCP servers', lvl2: 'View server logs' }),
        keywords: 'what a server prints, output',
      },
      record(
        'manage',
        'content',
        { lvl1: 'Manage MCP servers', lvl2: 'Stop a server' },
        'It stops.',
      ),
    ]);
    const [first] = withKeywords.search({ query: 'where is what my server prints' }).hits;
    expect(first!.hierarchy.lvl2).toBe('View server logs');
    // A phrase counts whole or not at all: "prints" alone is not the reader's phrase.
    expect(withKeywords.search({ query: 'prints' }).hits).toEqual([]);
  });
});

describe('word forms and synonyms', () => {
  const guide = [
    record('net', 'lvl2', { lvl1: 'Run servers', lvl2: 'Turn on network isolation' }),
    record('flag', 'lvl2', { lvl1: 'Flags', lvl2: 'Isolate the network' }),
    record('k8s', 'lvl1', { lvl1: 'Run servers in Kubernetes' }),
    record('oidc', 'lvl2', { lvl1: 'Secure the server', lvl2: 'Require authentication' }),
    record('authz', 'lvl2', { lvl1: 'Secure the server', lvl2: 'Authorization policies' }),
    record('start', 'lvl1', { lvl1: 'Quickstart' }),
    record('profiles', 'lvl2', { lvl1: 'Permissions', lvl2: 'Permission profiles' }),
  ];
  const engine = new LocalSearchEngine(guide, {
    synonyms: [
      { synonyms: ['k8s', 'kubernetes'] },
      { synonyms: ['get started', 'quickstart'] },
      { input: 'auth', synonyms: ['authentication', 'authorization'] },
    ],
  });
  const pages = (query: string, searched = engine) =>
    searched.search({ query }).hits.map((hit) => hit.url.split('#')[0]);

  it('finds other forms of a word, the exact form first', () => {
    expect(pages('isolation')).toEqual(['/net', '/flag']);
    expect(pages('isolate')).toEqual(['/flag', '/net']);
    expect(
      engine.search({ query: 'isolate' }).hits[1]!._highlightResult.hierarchy.lvl2!.value,
    ).toBe('Turn on network <mark>isolation</mark>');
    expect(pages('isolate', new LocalSearchEngine(guide, { disabledRules: ['stemming'] }))).toEqual(
      ['/flag'],
    );
  });

  it('ranks the word as typed first in a long query too, its plural there as another form', () => {
    const twins = new LocalSearchEngine([
      record('isolation', 'lvl2', { lvl1: 'Network', lvl2: 'Isolation of network traffic' }),
      record('isolate', 'lvl2', { lvl1: 'Network', lvl2: 'Isolate network traffic' }),
      record('profiles', 'lvl2', { lvl1: 'Access', lvl2: 'Profiles for network traffic' }),
      record('profile', 'lvl2', { lvl1: 'Access', lvl2: 'Profile for network traffic' }),
    ]);
    expect(pages('isolate network traffic', twins).slice(0, 2)).toEqual(['/isolate', '/isolation']);
    expect(
      pages('how can I isolate the network traffic of one server quickly', twins).slice(0, 2),
    ).toEqual(['/isolate', '/isolation']);
    expect(pages('profile network traffic', twins).slice(0, 2)).toEqual(['/profiles', '/profile']);
    expect(
      pages('how can I change the profile for network traffic of one server', twins).slice(0, 2),
    ).toEqual(['/profile', '/profiles']);
  });

  it('counts a plural as the word itself', () => {
    expect(pages('permission profile')).toEqual(['/profiles']);
  });

  it('finds a synonym both ways, and a one-way synonym only from its input', () => {
    expect(pages('k8s')).toEqual(['/k8s']);
    expect(pages('getting started')).toEqual([]);
    expect(pages('get started')).toEqual(['/start']);
    expect(pages('auth').sort()).toEqual(['/authz', '/oidc']);
    expect(pages('authorization')).toEqual(['/authz']);
    expect(pages('k8s', new LocalSearchEngine(guide))).toEqual([]);
  });
});

describe('response shape', () => {
  it('pages through hits with nbHits and nbPages', () => {
    const first = search('registry', { hitsPerPage: 3, page: 0 });
    const second = search('registry', { hitsPerPage: 3, page: 1 });
    expect(first.nbHits).toBe(8);
    expect(first.nbPages).toBe(3);
    expect(second.page).toBe(1);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.objectID)).size).toBe(6);
  });

  // Hundreds of searches: generous on a loaded machine.
  it(
    'gives every page of hits in the order of all matches ranked at once',
    { timeout: 30_000 },
    () => {
      // Enough matches that a page is ranked from a part of them only.
      const words = 'server registry secret client network profile cluster proxy image token'.split(
        ' ',
      );
      const many = Array.from({ length: 40 }, (_, page) => [
        record(`p${page}`, 'lvl1', { lvl1: `${words[page % 10]} ${words[(page * 3) % 10]} guide` }),
        ...Array.from({ length: 8 }, (_, i) =>
          record(
            `p${page}`,
            'content',
            { lvl1: `${words[page % 10]} guide`, lvl2: `${words[(page + i) % 10]} setup` },
            Array.from({ length: 6 + i }, (_, j) => words[(page * 7 + i * 3 + j * j) % 10]).join(
              ' ',
            ),
          ),
        ),
      ]).flat();
      const ranking = new LocalSearchEngine(many);
      for (const query of [
        'server',
        'registry secret',
        'client network',
        'how do I give a server a secret from the registry on my cluster',
      ]) {
        const all = ranking.search({ query, hitsPerPage: many.length });
        expect(all.nbHits).toBeGreaterThan(100);
        for (let page = 0; page * 7 < all.nbHits; page += 1) {
          const paged = ranking.search({ query, hitsPerPage: 7, page });
          expect(paged.nbHits).toBe(all.nbHits);
          expect(paged.hits.map((hit) => hit.objectID)).toEqual(
            all.hits.slice(page * 7, page * 7 + 7).map((hit) => hit.objectID),
          );
        }
      }
    },
  );

  it('applies facet filters with Algolia semantics', () => {
    const all = search('registry').nbHits;
    const docs = search('registry', {
      facetFilters: [
        ['language:en'],
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
    }).nbHits;
    expect(docs).toBe(all - 1);
  });

  it('gives one hit per section, the best of its records, and counts sections', () => {
    const section = (url: string, type: SearchRecord['type'], content: string | null) => ({
      ...record('s', type, { lvl1: 'Secrets', lvl2: 'Rotate a secret' }, content),
      url,
    });
    const sections = new LocalSearchEngine([
      section('/s#rotate', 'lvl2', null),
      section('/s#rotate', 'content', 'Rotate the secret with thv secret set.'),
      section('/s#rotate', 'content', 'A rotated secret reaches the server on restart.'),
      section('/s#other', 'content', 'Another secret.'),
    ]);
    const distinct = sections.search({ query: 'secret' });
    expect(distinct.hits.map((hit) => [hit.url, hit.type])).toEqual([
      ['/s#rotate', 'lvl2'],
      ['/s#other', 'content'],
    ]);
    expect(distinct.nbHits).toBe(2);
    expect(sections.search({ query: 'secret', distinct: false }).nbHits).toBe(4);
  });

  it("shows a heading hit's section text as its snippet", () => {
    const headings = { lvl1: 'Run MCP servers', lvl2: 'Apply a permission profile' };
    const section = new LocalSearchEngine([
      { ...record('run', 'lvl2', headings), url: '/run#profile' },
      {
        ...record('run', 'content', headings, 'Pass a JSON file to limit what the server reaches.'),
        url: '/run#profile',
      },
    ]);
    const [hit] = section.search({
      query: 'permission profile',
      attributesToSnippet: ['content:5'],
    }).hits;
    expect(hit!.type).toBe('lvl2');
    expect(hit!.content).toBeNull();
    expect(hit!._snippetResult.content?.value).toBe('Pass a JSON file to…');
    // The section text is not the hit's own content: nothing of it is highlighted as such.
    expect(hit!._highlightResult.content).toBeUndefined();
  });

  it("shows a section's first subsection text for a heading with no text of its own", () => {
    const page = (type: SearchRecord['type'], lvl2: string, lvl3?: string, text?: string) => ({
      ...record('api', type, { lvl1: 'API server', lvl2, lvl3 }, text ?? null),
      url: `/api#${lvl3 ?? lvl2}`,
    });
    const sections = new LocalSearchEngine([
      page('lvl2', 'Manage secrets with the API'),
      page('lvl3', 'Manage secrets with the API', 'Set up the provider'),
      page('content', 'Manage secrets with the API', 'Set up the provider', 'POST the provider.'),
      page('lvl2', 'Manage clients with the API'),
      page('lvl2', 'Stop servers with the API'),
      page('content', 'Stop servers with the API', undefined, 'POST stop.'),
    ]);
    const snippets = sections
      .search({ query: 'manage' })
      .hits.filter((hit) => hit.type === 'lvl2')
      .map((hit) => [hit.hierarchy.lvl2, hit._snippetResult.content?.value]);
    expect(snippets).toEqual([
      ['Manage secrets with the API', 'POST the provider.'],
      ['Manage clients with the API', undefined],
    ]);
  });

  it('suggests queries of its own words when nothing matches, and none when a hit does', () => {
    // Two letters off: past the typos a 7-letter word may have, near enough to suggest.
    const none = search('regstri');
    expect(none.nbHits).toBe(0);
    expect(none.suggestions).toEqual(['registry']);
    expect(none.matchQuality).toBeLessThan(WEAK_MATCH);
    const good = search('registry');
    expect(good.suggestions).toBeUndefined();
    expect(good.matchQuality).toBe(1);
  });

  it("answers an assistant's search with hits, or with suggestions when they are weak", () => {
    expect(engine.answer({ query: 'registry' }).hits.length).toBeGreaterThan(0);
    // One typo in a short word ("run" for "runx") and a word nothing holds: too poor an answer.
    const weak = engine.answer({ query: 'runx zzqxv' });
    expect(weak.hits).toEqual([]);
    expect(weak.suggestions).toContain('run');
    expect(search('runx zzqxv').nbHits).toBeGreaterThan(0);
  });

  it('answers an empty query with no hits', () => {
    expect(search('   ').nbHits).toBe(0);
  });

  it('answers from an index of no records', () => {
    const empty = new LocalSearchEngine([]);
    expect(empty.search({ query: 'registry' }).nbHits).toBe(0);
    expect(empty.answer({ query: 'how do I run a server' }).hits).toEqual([]);
  });

  it('keeps the words of only the records recent queries ranked', () => {
    // Every record holds the stem of "isolate" but not the word: a question
    // ranks them all by their exact forms, which reads each one's words.
    const many = new LocalSearchEngine(
      Array.from({ length: RECORD_TERMS_KEPT + 500 }, (_, i) =>
        record(`p${i}`, 'content', { lvl1: `Page ${i}` }, `Network isolation of server ${i}.`),
      ),
    );
    many.search({ query: 'how do i isolate servers on the network today' });
    expect(many.work.scored).toBe(RECORD_TERMS_KEPT + 500);
    expect(many.kept.recordTerms).toBe(RECORD_TERMS_KEPT);
  });
});

describe('holding pages', () => {
  // Pages that share words, headings and tab labels, with reader phrases,
  // an API page (a kind that yields to guides), synonyms and a blog page.
  const topics = ['registry', 'secrets', 'network', 'client', 'operator', 'profile', 'proxy'];
  const pages: SearchRecord[][] = topics.map((topic, i) => {
    const page = i === 3 ? `api/${topic}` : `guides/${topic}`;
    const title = `Configure the ${topic}`;
    const other = topics[(i + 1) % topics.length]!;
    const lvl1 = record(page, 'lvl1', { lvl1: title });
    lvl1.keywords = `set up ${topic}, ${topic} with ${other}`;
    return [
      lvl1,
      record(page, 'content', { lvl1: title }, `Run thv with --${topic}-file to use a ${other}.`),
      record(page, 'lvl2', { lvl1: title, lvl2: `Isolate the ${topic}` }),
      record(
        page,
        'content',
        { lvl1: title, lvl2: `Isolate the ${topic}`, lvl3: i % 2 ? 'Linux' : 'macOS' },
        `Isolation keeps each ${topic} ${i} apart from the host; word${i} is its own.`,
      ),
      record(
        page,
        'content',
        { lvl1: title, lvl2: 'Troubleshooting' },
        `If the ${topic} server stops, restart it.`,
        i === 6 ? 'blog-default' : undefined,
      ),
    ];
  });
  const options = {
    synonyms: [{ objectID: 'k8s', type: 'synonym' as const, synonyms: ['k8s', 'kubernetes'] }],
    pageKinds: [{ urlPrefix: '/api/', weight: 0.5, namedBy: ['api'], namedByPath: true }],
  };
  const queries = [
    'registry',
    'configure the secrets',
    'isolat',
    'netwrok',
    'proxy client',
    'how do i isolate the operator from the host',
    'set up profile',
    '--client-file',
    'restart a stopped server after it stops on linux',
    'word3',
    'kubernetes',
    'api client',
  ];
  const answers = (engine: LocalSearchEngine) =>
    queries.flatMap((query) =>
      [
        { query, hitsPerPage: 5, attributesToSnippet: ['content:6'] },
        { query, facetFilters: [['docusaurus_tag:docs-default-current']] },
      ].map((request) => ({ ...engine.search(request), processingTimeMS: 0 })),
    );
  const held = (keys: number[]) => keys.map((key) => [key, pages[key]!] as const);
  const fromScratch = (keys: number[], siteVocabulary?: Vocabulary) =>
    new LocalSearchEngine(
      keys.flatMap((key) => pages[key]!),
      { ...options, siteVocabulary },
    );
  // As a reader of fragments has it, from the manifest: every page's terms.
  const indexed = fromScratch([0, 1, 2, 3, 4, 5, 6]).indexedTerms();
  const site = Vocabulary.fromCounts(indexed.terms, indexed.fieldsRead);
  const changes = [[0, 1, 2], [0, 2, 3, 5], [1, 3, 4, 5, 6], [6], [0, 1, 2, 3, 4, 5, 6], [2, 4]];

  it('answers as an engine built from scratch over the same pages, as pages come and go', () => {
    const engine = new LocalSearchEngine([], options);
    for (const keys of changes) {
      expect(engine.hold(held(keys))).toBe(true);
      expect(answers(engine), keys.join()).toEqual(answers(fromScratch(keys)));
    }
    expect(engine.hold(held([2, 4]))).toBe(false);
  });

  it("finds the held words a prefix or typo expands to in the site's vocabulary, as in their own", () => {
    const engine = new LocalSearchEngine([], { ...options, siteVocabulary: site });
    // Suggestions come from the site's vocabulary either way: only they may differ.
    const hits = (each: LocalSearchEngine) =>
      answers(each).map((response) => ({ ...response, suggestions: undefined }));
    for (const keys of changes) {
      engine.hold(held(keys));
      expect(answers(engine), keys.join()).toEqual(answers(fromScratch(keys, site)));
      expect(hits(engine), keys.join()).toEqual(hits(fromScratch(keys)));
    }
  });

  it('lets go of the records and terms of the pages it no longer holds', () => {
    const engine = new LocalSearchEngine([], options);
    engine.hold(held([0, 1, 2, 3, 4, 5, 6]));
    // A long question ranks candidates by their exact forms, which reads their words.
    engine.search({ query: 'restart the isolated network server that stops on the linux host' });
    expect(engine.kept.recordTerms).toBeGreaterThan(0);
    engine.hold(held([2]));
    const alone = fromScratch([2]);
    expect(engine.kept).toMatchObject({ pages: 1, records: 5, terms: alone.kept.terms });
    expect(engine.kept.recordTerms).toBeLessThanOrEqual(5);
    // Nothing of another page: not its own word, nor a typo or prefix of it.
    for (const query of ['word4', 'word', 'registyr']) {
      expect(
        engine.search({ query }).hits.map((hit) => hit.url),
        query,
      ).toEqual(alone.search({ query }).hits.map((hit) => hit.url));
    }
    const hits = engine.search({ query: 'word4 profile' }).hits.map((hit) => hit.url);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((url) => url.startsWith('/guides/network#'))).toBe(true);
  });

  it('holds no pages when built over a whole index', () => {
    expect(() => fromScratch([0]).hold(held([1]))).toThrow(/build it over no records/);
  });
});
