import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import PageActions from '../../PageActions';
import { routeHasTwin, twinPath } from '../../../pages/paths';
import type { AgentDocsGlobalData } from '../../../options';
import styles from './styles.module.css';

/**
 * The classic theme's doc content, with the page's Markdown twin named in the
 * head (`<link rel="alternate" type="text/markdown">`) and the page actions
 * beside the title. The title is rendered here, as in the classic theme,
 * unless the page has its own `# H1` or hides it.
 */
export default function DocItemContent({ children }: Props): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const { include, exclude, menuLabel } = usePluginData('agent-docs') as AgentDocsGlobalData;
  const hasTwin = routeHasTwin(metadata.permalink, include, exclude);
  const twin = useBaseUrl(twinPath(metadata.permalink));
  const syntheticTitle =
    !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  const actions = hasTwin ? (
    <PageActions markdownPath={twin} title={metadata.title} label={menuLabel} />
  ) : null;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {hasTwin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twin} />
        </Head>
      )}
      {syntheticTitle ? (
        <header className={styles.header}>
          <Heading as="h1">{syntheticTitle}</Heading>
          {actions}
        </header>
      ) : (
        actions && <div className={styles.actionsOnly}>{actions}</div>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
