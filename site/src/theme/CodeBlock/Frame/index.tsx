import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import type { Props } from '@theme/CodeBlock/Frame';
import styles from './styles.module.css';

/**
 * A code block's frame: a header with the block's title, or else its
 * language, and the buttons (copy, and word wrap when a line is too long),
 * over `children`, the code. In the header the buttons never cover code, so
 * they stay in view instead of appearing on hover, which touch screens lack.
 * It reads the block from the theme's code block context. Import it as
 * `@theme/CodeBlock/Frame`, so that every user shares one copy.
 */
export default function CodeBlockFrame({ className, children }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      <div className={styles.header}>
        {metadata.title ? (
          <div className={styles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        ) : (
          <span className={styles.language}>{metadata.language}</span>
        )}
        <Buttons className={styles.buttons} />
      </div>
      <div className={styles.codeBlockContent}>{children}</div>
    </Container>
  );
}
