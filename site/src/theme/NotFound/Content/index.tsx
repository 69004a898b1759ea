import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';

const sections = [
  { to: '/toolhive/', label: 'Overview' },
  { to: '/toolhive/quickstart', label: 'Quickstart' },
  { to: '/toolhive/guides-cli', label: 'CLI guides' },
  { to: '/toolhive/guides-k8s', label: 'Kubernetes guides' },
  { to: '/toolhive/reference/cli/thv', label: 'CLI reference' },
  { to: '/toolhive/reference/api', label: 'API reference' },
];

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.panel}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <Heading as="h1">Page not found</Heading>
        <p>
          This address has no page. It may have moved when the docs were reorganized, or the link
          may have a typo. Search the docs, or pick a section below.
        </p>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <nav aria-label="Main sections">
          <ul className={styles.links}>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
