import { describe, expect, it } from 'vitest';
import { pageTitle, readPage, withImageTags } from './head';

const crumbs = (...names: string[]) =>
  `<script type=application/ld+json>${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: names.map((name, i) => ({ '@type': 'ListItem', name, position: i + 1 })),
  })}</script>`;

describe('readPage', () => {
  it('takes the title without the site name and the first breadcrumb as the section', () => {
    const html = `<html><head><title data-rh=true>Manage secrets | Site</title>${crumbs('CLI guides', 'Manage secrets')}<body><h1>x</h1>`;
    expect(readPage(html, 'Site', '|')).toEqual({
      title: 'Manage secrets',
      section: 'CLI guides',
      hasImage: false,
    });
  });

  it('prefers the nearest parent in the visible trail, which names unlinked categories', () => {
    const html = `<head><title>thv run | Site</title>${crumbs('thv run')}</head><body><nav><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/><svg></svg></a><li class=breadcrumbs__item><span>Reference</span><li class=breadcrumbs__item><span>CLI reference</span><li class="breadcrumbs__item breadcrumbs__item--active"><span>thv run</span></ul></nav>`;
    expect(readPage(html, 'Site', '|').section).toBe('CLI reference');
  });

  it('gives no section to a page whose only breadcrumb is itself', () => {
    const html = `<head><title>Quickstart | Site</title>${crumbs('Quickstart')}</head>`;
    expect(readPage(html, 'Site', '|').section).toBeUndefined();
  });

  it('decodes entities in the title and notices an image the page names itself', () => {
    const html =
      '<head><title>A &amp; B | Site</title><meta property=og:image content=/x.png></head><body>';
    expect(readPage(html, 'Site', '|')).toMatchObject({ title: 'A & B', hasImage: true });
  });

  it('ignores JSON-LD it cannot parse and JSON-LD in the body', () => {
    const html = `<head><title>T | Site</title><script type="application/ld+json">{oops</script></head><body>${crumbs('Body', 'T')}`;
    expect(readPage(html, 'Site', '|').section).toBeUndefined();
  });
});

describe('pageTitle', () => {
  it('keeps the site name alone for the home page title "Site | Tagline"', () => {
    expect(pageTitle('Site | Simple and secure', 'Site', '|')).toBe('Site');
    expect(pageTitle('', 'Site', '|')).toBe('Site');
    expect(pageTitle('Other', 'Site', '|')).toBe('Other');
  });
});

describe('withImageTags', () => {
  const image = { url: 'https://x.test/a.png', width: 1200, height: 630, alt: 'Say "hi" & <go>' };

  it('adds the image tags at the end of the head, with escaped attributes', () => {
    const html = withImageTags('<html><head><title>T</title></head><body>b</body>', image);
    expect(html).toContain(
      '<meta name="twitter:image:alt" content="Say &quot;hi&quot; &amp; &lt;go>"></head><body>',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:image" content="https://x.test/a.png">');
  });

  it('adds them before <body> when a minifier dropped </head>', () => {
    const html = withImageTags('<html><head><title>T</title><body class=x>b', image);
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('<body'));
  });

  it('refuses a page with neither </head> nor <body>', () => {
    expect(() => withImageTags('<p>fragment</p>', image)).toThrow(/neither <\/head> nor <body>/);
  });
});
