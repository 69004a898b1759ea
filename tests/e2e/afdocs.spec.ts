import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { runChecks, type CheckResult, type RunnerOptions } from 'afdocs';
import { parse, serialize } from 'parse5';

// The Agent-Friendly Documentation Spec's own checker, afdocs, against the
// served production build: every page it finds through llms.txt and the
// sitemap, not a sample. Each check must pass, or be skipped here by name with
// its reason (the same list is in packages/agent-docs/README.md).

/** Checks that are not run against the served build as it is, and why. */
const skippedChecks: Record<string, string> = {
  'markdown-content-parity':
    "afdocs reads HTML with node-html-parser, which does not apply HTML5's implied end tags: Docusaurus' minifier leaves out </td>, </tr> and </li>, so the checker loses <main> on every page with a table and compares the whole document, scripts included. The test below runs the same check on the same pages, with the end tags written out by an HTML5 parser.",
};

/**
 * Parts of the HTML pages that the twins leave out by design, which
 * markdown-content-parity should not count as missing (CSS selectors).
 */
const parityExclusions: Record<string, string> = {
  '.api-response .api-example':
    "The API reference's response examples: a twin's response names its schema and links its entry.",
  '.api-sample:not([data-tab="0"])':
    'The code samples after the first (curl): a twin carries the curl sample of each operation.',
  '.api-try': 'The request console, which needs a browser.',
  '.api-responses':
    'The API reference\'s responses: a twin writes each as one list item ("`200`: description. Body: type"), where the page has the status, the description, the content type and the type on lines of their own, which the segment comparison reads as missing.',
  '.api-media__type, .api-schema__type, .api-prop__head':
    'The "Content type:" and "Type:" lines and the head of each field and parameter (name, type, "required"): a twin writes each as one sentence with its description.',
};

/**
 * Checks that warn on one page only, and why; every other page must pass
 * them, and the page must stay under the check's failure threshold.
 */
const warnOnOnePage: Record<string, { page: string; reason: string }> = {
  'page-size-html': {
    page: '/toolhive/reference/api',
    reason:
      'The API reference page converts to 99 K characters (afdocs passes under 50 K, fails over 100 K): each named schema is shown once and linked, but every operation is still on one page.',
  },
};

/** The checks afdocs itself skips on this site, and why that is right. */
const skippedByTheChecker: Record<string, string> = {
  'section-header-quality':
    'It grades headings inside tab panels; no tab panel of these docs holds a heading (tabs hold steps and commands).',
  'auth-alternative-access': 'Every page is public, so no alternative access path is needed.',
};

/**
 * Node's fetch does not retry a request whose reused keep-alive connection the
 * server had just closed ("other side closed"); browsers do. Retried once here,
 * so a race in the client's connection pool never reads as a broken link.
 */
function retryClosedConnections(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    try {
      return await original(input, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
      return original(input, init);
    }
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** The production URL the build's links use: its home page's canonical link. */
async function canonicalOrigin(baseURL: string): Promise<string> {
  const html = await (await fetch(baseURL)).text();
  const href = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1];
  expect(href, 'the home page has a canonical link').toBeTruthy();
  return new URL(href!).origin;
}

function options(canonical: string): Partial<RunnerOptions> {
  return {
    canonicalOrigin: canonical,
    // Every page: the site has fewer than 200, and a sample would let a page slip through.
    samplingStrategy: 'deterministic',
    maxLinksToTest: 200,
    requestDelay: 0,
    // afdocs counts a request past its timeout (15 s by default) as a broken link: a busy 2-core
    // machine running three test workers beside the preview can take that long to answer.
    requestTimeout: 60_000,
    networkContext: 'ci',
    parityExclusions: Object.keys(parityExclusions),
  };
}

const describe = (result: CheckResult) =>
  `${result.status.toUpperCase()} ${result.id}: ${result.message}`;

test('afdocs: every check of the Agent-Friendly Documentation Spec passes on the served build', async ({
  baseURL,
}) => {
  test.setTimeout(600_000);
  const restore = retryClosedConnections();
  try {
    const canonical = await canonicalOrigin(baseURL!);
    const report = await runChecks(baseURL!, {
      ...options(canonical),
      skipCheckIds: Object.keys(skippedChecks),
    });
    const lines = report.results.map(describe);
    console.log(`afdocs ${report.specUrl}\n${lines.join('\n')}`);
    const expected = (id: string) =>
      id in skippedChecks || id in skippedByTheChecker
        ? 'skip'
        : id in warnOnOnePage
          ? 'warn'
          : 'pass';
    const unexpected = report.results.filter((result) => result.status !== expected(result.id));
    expect(unexpected.map(describe)).toEqual([]);
    expect(report.results.length).toBeGreaterThanOrEqual(28);
    for (const [id, { page }] of Object.entries(warnOnOnePage)) {
      const result = report.results.find((entry) => entry.id === id)!;
      const pages = (result.details as { pageResults: { url: string; status: string }[] })
        .pageResults;
      const notPassing = pages.filter((entry) => entry.status !== 'pass');
      expect(
        notPassing.map((entry) => `${entry.status} ${new URL(entry.url).pathname}`),
        id,
      ).toEqual([`warn ${page}`]);
    }
  } finally {
    restore();
  }
});

/**
 * The twins split into an index and parts (the API reference: one twin per
 * tag), by the index's build file. The page's content is in the index and
 * its parts together, so markdown-content-parity compares the page with all
 * of them: the proxy below answers the index's Markdown followed by its parts.
 */
const splitTwins = (
  JSON.parse(readFileSync('site/build/twin-parts.json', 'utf8')) as {
    twins: Record<string, { file: string }[]>;
  }
).twins;

/** A page's Markdown as one text: a split twin's index with its parts after it. */
function wholeTwin(pathname: string, markdown: Buffer): Buffer {
  const indexFile = pathname.endsWith('.md')
    ? pathname.slice(1)
    : `${pathname.slice(1).replace(/\/$/, '')}.md`;
  const parts = splitTwins[indexFile] ?? [];
  return Buffer.concat([markdown, ...parts.map((part) => readFileSync(`site/build/${part.file}`))]);
}

/**
 * Serves the site through a proxy that parses each HTML page with parse5 (the
 * HTML5 parsing algorithm browsers follow) and writes it back with every end
 * tag, so a parser that does not infer omitted end tags reads the same tree,
 * and a split twin's index with its parts.
 */
async function startEndTagProxy(target: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url!, target), {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = { 'content-type': type };
      const location = answer.headers.get('location');
      if (location) headers.location = location;
      response.writeHead(answer.status, headers);
      const { pathname } = new URL(request.url!, target);
      response.end(
        type.startsWith('text/html')
          ? serialize(parse(body.toString('utf8')))
          : type.startsWith('text/markdown')
            ? wholeTwin(pathname, body)
            : body,
      );
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('afdocs: markdown-content-parity passes once the HTML has its end tags written out', async ({
  baseURL,
}) => {
  test.setTimeout(600_000);
  const restore = retryClosedConnections();
  const proxy = await startEndTagProxy(baseURL!);
  try {
    const canonical = await canonicalOrigin(baseURL!);
    const report = await runChecks(proxy.url, {
      ...options(canonical),
      checkIds: [
        'llms-txt-exists',
        'markdown-url-support',
        'content-negotiation',
        'markdown-content-parity',
      ],
    });
    const parity = report.results.find((result) => result.id === 'markdown-content-parity')!;
    const details = parity.details as {
      pagesCompared: number;
      pageResults: {
        url: string;
        status: string;
        missingPercent: number;
        error?: string;
        sampleDiffs?: string[];
      }[];
    };
    const flagged = details.pageResults
      .filter((page) => page.status !== 'pass' || page.error)
      .map(
        (page) =>
          `${page.url}: ${page.error ?? `${page.missingPercent}% missing`} ${JSON.stringify(page.sampleDiffs ?? [])}`,
      );
    expect(flagged, describe(parity)).toEqual([]);
    expect(parity.status, describe(parity)).toBe('pass');
    expect(details.pagesCompared).toBeGreaterThan(60);
  } finally {
    restore();
    await new Promise((resolve) => proxy.server.close(resolve));
  }
});
