import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** robots.txt for a site: every crawler may read every page, and the sitemap is named by its full URL. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/** Writes robots.txt into the build, from the site's URL, so a SITE_URL build points to its own sitemap. */
export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'toolhive-robots-txt',
    async postBuild({ outDir, siteConfig }) {
      await writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, siteConfig.baseUrl),
      );
    },
  };
}
