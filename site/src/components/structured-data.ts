export interface ArticleFacts {
  title: string;
  description: string;
  /** Canonical address of the page. */
  url: string;
  /** Milliseconds since the epoch, from Git; absent when the build had no history. */
  lastUpdatedAt?: number | null;
}

/** A docs page as a schema.org TechArticle, for search engines. */
export function techArticle({ title, description, url, lastUpdatedAt }: ArticleFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description,
    url,
    ...(lastUpdatedAt ? { dateModified: new Date(lastUpdatedAt).toISOString() } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `<` may close the element early. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
