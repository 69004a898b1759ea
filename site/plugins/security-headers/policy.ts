/**
 * The site's Content-Security-Policy, one source at a time with the reason it
 * is there. vercel.json carries it as one header value; every production build
 * checks that value against this list (and the inline scripts' hashes), so a
 * source cannot be added there without a reason here.
 */
export interface PolicySource {
  /** A CSP source expression, or `inlineScriptHashes` for the hashes the build computes. */
  source: string;
  reason: string;
}

export type Policy = [directive: string, sources: PolicySource[]][];

/** Stands for the `'sha256-…'` hashes of the inline scripts of this build. */
export const inlineScriptHashes = 'inline-script-hashes';

const self: PolicySource = {
  source: "'self'",
  reason:
    'The site itself: pages, bundles, the search index, images, fonts, and Vercel Web Analytics ' +
    '(its script and collector are under /_vercel/insights on the same origin).',
};

export const sitePolicy: Policy = [
  [
    'default-src',
    [{ ...self, reason: 'Anything without a directive below comes from the site only.' }],
  ],
  [
    'script-src',
    [
      self,
      {
        source: inlineScriptHashes,
        reason:
          'The two inline scripts Docusaurus writes into every page (the colour mode before the ' +
          'first paint, and the banner it shows when its bundles fail to load), each by its hash, ' +
          'so no other inline script runs.',
      },
      {
        source: 'https://www.googletagmanager.com/gtag/js',
        reason:
          'The Google tag, which plugins/google-tag loads as gtag/js?id=<GOOGLE_TAG_ID>. The exact ' +
          'path, not the whole host: googletagmanager.com also serves gtm.js, which loads ' +
          'whatever Tag Manager container its id names, so allowing the host would let injected ' +
          "markup load a container someone else wrote, with that container's tags. A CSP path " +
          'ignores the query, so gtag/js loads for any id.',
      },
    ],
  ],
  [
    'style-src',
    [
      self,
      {
        source: "'unsafe-inline'",
        reason: 'Style attributes React and the theme write; styles run no code.',
      },
    ],
  ],
  [
    'img-src',
    [
      self,
      { source: 'data:', reason: 'Small images the bundles inline as data URLs.' },
      {
        source: 'https://www.google-analytics.com',
        reason: "Measurement requests the Google tag sends as images (Google's CSP guide for GA4).",
      },
      {
        source: 'https://www.googletagmanager.com',
        reason: 'The same, to the Google tag host (the same guide).',
      },
    ],
  ],
  ['font-src', [self]],
  [
    'connect-src',
    [
      self,
      {
        source: 'http://localhost:8080',
        reason:
          "The API reference's try-it console and its failure probe: port 8080 is where `thv serve` " +
          'listens by default (cmd/thv/app/server.go at v0.0.48) and where `npm run sandbox` ' +
          'listens. Any other port of this machine stays closed to the pages.',
      },
      {
        source: 'http://127.0.0.1:8080',
        reason:
          'The same servers by address: `thv serve` binds 127.0.0.1 unless --host says otherwise, ' +
          'and the sandbox prints this URL when it starts.',
      },
      {
        source: 'https://*.google-analytics.com',
        reason:
          "Where the Google tag sends page views: Google's CSP guide for GA4 lists this host, " +
          'the next one and the tag host. connect-src runs no code, so wildcards here load nothing.',
      },
      { source: 'https://*.analytics.google.com', reason: 'The same guide, for page views.' },
      { source: 'https://www.googletagmanager.com', reason: 'The same guide, for the tag.' },
    ],
  ],
  ['frame-ancestors', [{ source: "'none'", reason: 'No site may frame the docs.' }]],
  ['base-uri', [self]],
  ['form-action', [self]],
  ['object-src', [{ source: "'none'", reason: 'No <object> or <embed> content at all.' }]],
  ['manifest-src', [self]],
  ['worker-src', [self]],
];

/** The header value: directives in order, sources in order, the hashes sorted in place. */
export function renderPolicy(policy: Policy, hashes: readonly string[]): string {
  return policy
    .map(([directive, sources]) =>
      [
        directive,
        ...sources.flatMap(({ source }) =>
          source === inlineScriptHashes ? [...hashes].sort() : [source],
        ),
      ].join(' '),
    )
    .join('; ');
}
