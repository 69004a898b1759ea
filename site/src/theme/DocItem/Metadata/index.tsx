import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import { jsonLd, techArticle } from '@site/src/components/structured-data';

/** The docs page's metadata plus a TechArticle JSON-LD block (Docusaurus adds the BreadcrumbList). */
export default function MetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url: new URL(metadata.permalink, siteConfig.url).href,
    lastUpdatedAt: metadata.lastUpdatedAt,
  });
  return (
    <>
      <Metadata />
      <Head>
        <script type="application/ld+json">{jsonLd(article)}</script>
      </Head>
    </>
  );
}
