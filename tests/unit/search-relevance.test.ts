import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, rankingRules, type RankingRule } from '@docs-kit/search/engine';
import { relevanceCases } from './search-relevance/cases';
import { siteEngineOptions, siteRecords, thvCliPageIds } from './search-relevance/corpus';
import { measure, rankOf } from './search-relevance/measure';
import {
  fnv1a,
  heldOutCases,
  isHeldOut,
  readerCases,
  tuningCases,
} from './search-relevance/reader-split';

// Reader queries against the records of this site's own pages (see
// search-relevance/). The expectations are what a reader needs first, so a
// change to the ranking or to the pages that buries them fails here.

const records = siteRecords();
const engine = new LocalSearchEngine(records, siteEngineOptions);
const hits = (query: string) => engine.search({ query, hitsPerPage: 10 }).hits;

const pageOf = (url: string) => url.split('#')[0];

/**
 * Which cases each rule is for: with the rule left out, every one of them
 * drops (a first hit falls, or a hit leaves the first three).
 */
const guardedBy: Record<Exclude<RankingRule, 'pageSpread' | 'fewPerPage'>, string[]> = {
  typos: ['secrts', 'permision profle', 'kubrenetes operator', '1pasword'],
  prefix: ['homebr', 'quicks'],
  stopWords: [
    'what is mcp',
    'run a server',
    'remove a server',
    "What URL does ToolHive write into a client's configuration file for a streamable-http server?",
  ],
  anyWordFallback: [
    'where does the encrypted secrets provider keep its files on disk',
    'how do I deploy the toolhive operator into a kubernetes cluster using helm charts',
  ],
  headingBoost: ['thv logs prune', 'view server logs', 'k8s'],
  exactPhrase: ['delete a secret', 'register a client'],
  stemming: [
    'configuring clients',
    'what command lists all MCP servers including the stopped ones',
  ],
  plurals: ['remove secret', 'list supported clients'],
  synonyms: [
    'k8s',
    'get started',
    'run mcp server on k8s',
    'k8s env vars',
    'openid connect kubernetes',
    'registry ls json',
    'how to remove the custom CA cert I configured',
  ],
  // "run an MCP server from the registry" needed it too until rare words counted for more.
  headingContext: ['custom registry url', 'remove a server'],
  // "what command lists all MCP servers including the stopped ones" needed it
  // too while every word of a long query was also matched with typos, and
  // "connect my AI client to an MCP server running in a kind cluster from my
  // laptop" until a section took its page's place by the words it adds.
  wordCoverage: [
    'how do I install the toolhive operator with helm?',
    'go back to the default built-in registry',
  ],
  fieldScoring: [
    '/api/v1beta/secrets/default/keys',
    'how do I get my first mcp server running with toolhive in a few minutes',
    "how can I try out a server's tools by hand without hooking up an AI client?",
  ],
  rareWords: ['how to give an mcp server read-only access to a directory on my machine'],
  siteOrder: ['what is toolhive'],
  // "Can two AI clients connect to the same stdio server through the ToolHive
  // proxy at the same time?" needed it too until questions were scored field by field.
  pageKinds: ['restarting servers', 'remove secret', 'list supported clients'],
  readerPhrases: ['permission profile none', 'otel sampling rate', 'audit-config'],
  tabLabelsAsText: ['macos install'],
  sectionOverPage: [
    'how do I start the toolhive REST API?',
    'remote-auth callback port 8666',
    'what does --isolate-network do',
  ],
};

/** The cases a rule may be guarded by: the old ones and the reader set's tuning part, never the held-out part. */
const guardCases = [...relevanceCases, ...tuningCases];

// Each rule test builds an engine over the whole site: generous on a loaded machine.
describe('searching the docs as a reader', { timeout: 60_000 }, () => {
  it('indexes every guide, every command page and the API reference', () => {
    const pages = new Set(records.map((record) => pageOf(record.url)));
    expect(pages).toContain('/toolhive/quickstart');
    expect(pages).toContain('/toolhive/guides-cli/secrets-management');
    expect(pages).toContain('/toolhive/reference/api');
    for (const id of thvCliPageIds) expect(pages).toContain(`/toolhive/reference/cli/${id}`);
  });

  it('holds at least 80 reader queries of every kind', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(relevanceCases.map((item) => item.kind));
    expect([...kinds].sort()).toEqual(
      [
        'agent',
        'api path',
        'command',
        'flag',
        'question',
        'synonym',
        'task',
        'typo',
        'word form',
      ].sort(),
    );
  });

  it('holds at least 250 reader cases, half of them questions, 40% or more held out', () => {
    expect(readerCases.length).toBeGreaterThanOrEqual(250);
    expect(readerCases.filter((item) => item.kind === 'question').length).toBeGreaterThanOrEqual(
      readerCases.length / 2,
    );
    expect(heldOutCases.length).toBeGreaterThanOrEqual(0.4 * readerCases.length);
    expect(heldOutCases.length + tuningCases.length).toBe(readerCases.length);
    for (const part of [heldOutCases, tuningCases])
      expect(new Set(part.map((item) => item.kind))).toEqual(new Set(['question', 'keywords']));
  });

  it('holds a case out by its query alone, whatever its case or place in the set', () => {
    // FNV-1a's published test vectors, so the split is the one any other tool computes.
    expect([fnv1a(''), fnv1a('a'), fnv1a('foobar')]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
    for (const item of readerCases.slice(0, 20)) {
      expect(isHeldOut({ query: item.query.toUpperCase() })).toBe(isHeldOut(item));
    }
  });

  it('puts the page a reader needs first for at least 92% of queries, MRR at least 0.954', () => {
    const figures = measure(engine, relevanceCases);
    const misses = relevanceCases
      .map((item, i) => ({ query: item.query, rank: figures.ranks[i] }))
      .filter(({ rank }) => rank !== 1);
    expect(figures.hitAt1, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(0.92);
    expect(figures.mrr).toBeGreaterThanOrEqual(0.954);
  });

  // The targets are questions hit@1 0.85 and MRR 0.90, keyword queries hit@1
  // 0.90 and MRR 0.95, hit@3 0.97 for both. The ranking rules reach the
  // figures below; these floors hold them while the gap is closed, and rise
  // with it. Nothing of the held-out part is printed here or anywhere.
  const heldOutFloors = {
    question: { hitAt1: 0.5, hitAt3: 0.69, mrr: 0.6 },
    keywords: { hitAt1: 0.64, hitAt3: 0.8, mrr: 0.72 },
  };
  for (const kind of ['question', 'keywords'] as const) {
    it(`ranks the held-out ${kind} cases no worse than hit@1 ${heldOutFloors[kind].hitAt1}, hit@3 ${heldOutFloors[kind].hitAt3}, MRR ${heldOutFloors[kind].mrr}`, () => {
      const figures = measure(
        engine,
        heldOutCases.filter((item) => item.kind === kind),
      );
      // Figures only: a failure message never shows a held-out case.
      expect(
        figures.hitAt1 >= heldOutFloors[kind].hitAt1,
        `hit@1 ${figures.hitAt1.toFixed(3)}`,
      ).toBe(true);
      expect(
        figures.hitAt3 >= heldOutFloors[kind].hitAt3,
        `hit@3 ${figures.hitAt3.toFixed(3)}`,
      ).toBe(true);
      expect(figures.mrr >= heldOutFloors[kind].mrr, `MRR ${figures.mrr.toFixed(3)}`).toBe(true);
    });
  }

  for (const rule of rankingRules.filter(
    (name) => name !== 'pageSpread' && name !== 'fewPerPage',
  )) {
    it(`needs the "${rule}" rule for ${guardedBy[rule as keyof typeof guardedBy].join(', ')}`, () => {
      const without = new LocalSearchEngine(records, {
        ...siteEngineOptions,
        disabledRules: [rule],
      });
      for (const query of guardedBy[rule as keyof typeof guardedBy]) {
        const item = guardCases.find((candidate) => candidate.query === query);
        expect(item, `"${query}" is a relevance case`).toBeDefined();
        expect(rankOf(engine, item!), `"${query}" with every rule`).toBe(1);
        const rank = rankOf(without, item!);
        expect(rank === null || rank > 1, `"${query}" without ${rule}: rank ${rank}`).toBe(true);
      }
    });
  }

  it('highlights a flag as typed', () => {
    const [first] = hits('--permission-profile');
    expect(JSON.stringify(first!._highlightResult)).toContain('<mark>--permission-profile</mark>');
  });

  it('highlights the word forms a stemmed query found', () => {
    const [first] = hits('isolate servers from the network');
    expect(first!._highlightResult.hierarchy.lvl2?.value).toBe(
      'Turn on <mark>network</mark> <mark>isolation</mark>',
    );
  });

  it('puts a heading before the text under it', () => {
    expect(hits('1password').slice(0, 2)).toEqual([
      expect.objectContaining({
        url: '/toolhive/guides-cli/secrets-providers#set-up-the-1password-provider',
        type: 'lvl2',
      }),
      expect.objectContaining({
        url: '/toolhive/guides-cli/secrets-management#use-a-1password-secret-with-thv-run',
        type: 'lvl3',
      }),
    ]);
  });

  it('keeps one page from filling the first results, which it needs the "pageSpread" rule for', () => {
    const pagesOfFirstFive = (searched: LocalSearchEngine) =>
      searched.search({ query: 'helm', hitsPerPage: 5 }).hits.map((hit) => pageOf(hit.url));
    const mostFromOnePage = (pages: string[]) =>
      Math.max(...pages.map((page) => pages.filter((other) => other === page).length));
    // The first five also hold no more than two of a page by the "fewPerPage" rule, left out here.
    const spread = new LocalSearchEngine(records, { disabledRules: ['fewPerPage'] });
    expect(mostFromOnePage(pagesOfFirstFive(spread))).toBeLessThanOrEqual(2);
    const without = new LocalSearchEngine(records, { disabledRules: ['pageSpread', 'fewPerPage'] });
    expect(mostFromOnePage(pagesOfFirstFive(without))).toBeGreaterThan(2);
  });

  it('holds no more than two hits of one page in the first five, which it needs the "fewPerPage" rule for', () => {
    const mostOfOnePage = (searched: LocalSearchEngine) => {
      const pages = searched
        .search({ query: 'inspector', hitsPerPage: 5 })
        .hits.map((hit) => pageOf(hit.url));
      return Math.max(...pages.map((page) => pages.filter((other) => other === page).length));
    };
    expect(mostOfOnePage(engine)).toBeLessThanOrEqual(2);
    const without = new LocalSearchEngine(records, {
      ...siteEngineOptions,
      disabledRules: ['fewPerPage'],
    });
    expect(mostOfOnePage(without)).toBeGreaterThan(2);
  });

  it("leaves the site's filler words out of a question", () => {
    const plain = new LocalSearchEngine(records, { ...siteEngineOptions, fillerWords: [] });
    const query =
      'is there a way to make an MCP server only able to talk to api.github.com and nothing else';
    const item = guardCases.find((candidate) => candidate.query === query)!;
    expect(rankOf(engine, item)).toBe(1);
    expect(rankOf(plain, item)).not.toBe(1);
  });
});
