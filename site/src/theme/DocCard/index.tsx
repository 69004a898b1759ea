import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { findFirstSidebarItemLink, useDocById } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { Props } from '@theme/DocCard';
import styles from './styles.module.css';

// Our own card: the classic theme prefixes titles with emoji and cuts
// descriptions to one line; here the title stands alone and the whole
// description (at most 160 characters by our style guide) stays readable.

type CardProps = { href: string; title: string; description?: string; className?: string };

function Card({ href, title, description, className }: CardProps): ReactNode {
  // Left out of search: a card repeats the title and description of the page it links to, and
  // a hit on it led to the list of cards rather than to that page.
  return (
    <Link
      href={href}
      className={['card', styles.card, className].filter(Boolean).join(' ')}
      data-search-exclude
    >
      <Heading as="h2" className={styles.title}>
        {title}
        <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
    </Link>
  );
}

function CategoryCard({ item }: { item: Extract<Props['item'], { type: 'category' }> }): ReactNode {
  const { selectMessage } = usePluralForm();
  const href = findFirstSidebarItemLink(item);
  if (!href) return null;
  const itemCount = selectMessage(
    item.items.length,
    translate(
      { id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' },
      { count: item.items.length },
    ),
  );
  return (
    <Card
      href={href}
      title={item.label}
      description={item.description ?? itemCount}
      className={item.className}
    />
  );
}

function LinkCard({ item }: { item: Extract<Props['item'], { type: 'link' }> }): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <Card
      href={item.href}
      title={item.label}
      description={item.description ?? doc?.description}
      className={item.className}
    />
  );
}

export default function DocCard({ item }: Props): ReactNode {
  switch (item.type) {
    case 'category':
      return <CategoryCard item={item} />;
    case 'link':
      return <LinkCard item={item} />;
    default:
      throw new Error(`DocCard cannot show a sidebar item of type "${item.type}".`);
  }
}
