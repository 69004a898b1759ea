import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

/**
 * The frame of the pages under /e2e/ that exist for the end-to-end tests:
 * noindex, no footer, never linked, and left out of the sitemap and the
 * search index by their path.
 */
export default function TestPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout title={title} noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        {children}
      </main>
    </Layout>
  );
}
